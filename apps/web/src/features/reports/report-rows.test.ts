import { describe, expect, it } from 'vitest';
import { inEstadoOrder, topResultados, typificationRows } from './report-rows';

describe('the rows of the report tables', () => {
  it('lists each calificación under its resultado, and a resultado without calificaciones once', () => {
    const rows = typificationRows({
      id: 1, nombre: 'Ventas', total: 10, sin_resultado: 2,
      resultados: [
        { id: 5, nombre: 'Venta', total: 8, porcentaje: 80, calificaciones: [
          { id: 51, nombre: 'Contado', total: 6, porcentaje: 75 },
          { id: 52, nombre: 'Crédito', total: 2, porcentaje: 25 },
        ] },
        { id: 6, nombre: 'No contesta', total: 2, porcentaje: 20, calificaciones: [] },
      ],
    });
    expect(rows.map((r) => [r.resultado, r.calificacion, r.total, r.porcentaje])).toEqual([
      ['Venta', 'Contado', 6, 75],
      ['Venta', 'Crédito', 2, 25],
      ['No contesta', '—', 2, 20],
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
  });

  it('names a campaign’s three most frequent resultados, in the order given', () => {
    const resultados = [
      { nombre: 'Venta', total: 1200 }, { nombre: 'Volver a llamar', total: 7 }, { nombre: 'No contesta', total: 4 }, { nombre: 'Errado', total: 1 },
    ];
    expect(topResultados(resultados)).toBe('Venta (1.200), Volver a llamar (7), No contesta (4)');
    expect(topResultados([{ nombre: 'Venta', total: 0 }])).toBe('—');
    expect(topResultados([])).toBe('—');
  });

  it('puts the estados of the time report in its definition’s order', () => {
    const rows = ['EN_GESTION', 'PENDIENTE', 'FINALIZADO', 'OTRO', 'VENCIDO'].map((estado) => ({ estado }));
    expect(inEstadoOrder(rows).map((r) => r.estado)).toEqual(['FINALIZADO', 'VENCIDO', 'EN_GESTION', 'PENDIENTE', 'OTRO']);
  });
});
