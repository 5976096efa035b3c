import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { REPORT_MSG, type GestionesPorTipificacion } from '@atiende/shared';
import { openReport, stubApi } from './report-test-support';
import { TipificacionReportPage } from './TipificacionReportPage';

const REPORT: GestionesPorTipificacion = {
  fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31',
  campanas: [
    {
      id: 1, nombre: 'Ventas', total: 10, sin_resultado: 0, resultados: [
        { id: 5, nombre: 'Venta', total: 8, porcentaje: 80, calificaciones: [{ id: 51, nombre: 'Contado', total: 8, porcentaje: 100 }] },
        { id: 6, nombre: 'No contesta', total: 2, porcentaje: 20, calificaciones: [] },
      ],
    },
    { id: 2, nombre: 'Cobranza', total: 0, sin_resultado: 4, resultados: [] },
  ],
};

describe('the typification report', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('has a tab per campaign with its resultados, their calificaciones and the table, and says what has none', async () => {
    const calls = stubApi((url) => (url.startsWith('/api/contact/gestiones_por_tipificacion/') ? REPORT : undefined), 'gestiones_por_tipificacion');
    openReport('/report_type', <TipificacionReportPage />, '/report_type?fecha_inicio=2026-03-01&fecha_fin=2026-03-31&agents=3&estado=FINALIZADO');
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Ventas', 'Cobranza']);
    expect(screen.getByText('Venta: 8 (80 %)')).toBeTruthy();
    expect(screen.getByText('Contado: 8 (100 %)')).toBeTruthy();
    const noneCard = screen.getByRole('heading', { name: 'No contesta (2)' }).parentElement!;
    expect(within(noneCard).getByText(REPORT_MSG.noCalificacion)).toBeTruthy();
    const table = screen.getByRole('heading', { name: 'Tipificación de Ventas' }).closest('div')!.parentElement!;
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Venta', 'Contado', '8', '100 %', 'No contesta', '—', '2', '20 %']);
    // Only the range and agents: the estado in the address is not one of this report's filters.
    expect(calls()).toEqual(['/api/contact/gestiones_por_tipificacion/?fecha_inicio=2026-03-01&fecha_fin=2026-03-31&agents=3']);

    fireEvent.click(screen.getByRole('tab', { name: 'Cobranza' }));
    expect(await screen.findByText(REPORT_MSG.noData)).toBeTruthy();
  });
});
