import { describe, expect, it } from 'vitest';
import type { CampaignTypification } from '@atiende/shared';
import {
  calificacionesOf, countNew, resultadosOf, sameName, savePayload, withCalificacion, withResultado,
} from './typification.draft';

const ventas: CampaignTypification = {
  id: 7,
  name: 'Ventas',
  calificaciones: [{ id: 1, name: 'Contactado', descripciones: [{ id: 10, name: 'Interesado' }] }],
};

describe('typification draft', () => {
  it('lists stored items first and marks the added ones as new', () => {
    let draft = withResultado({}, 7, 'No contesta');
    draft = withCalificacion(draft, 7, 'Contactado', 'Volver a llamar');
    expect(resultadosOf(ventas, draft)).toEqual([
      { name: 'Contactado', isNew: false },
      { name: 'No contesta', isNew: true },
    ]);
    expect(calificacionesOf(ventas, 'Contactado', draft)).toEqual([
      { name: 'Interesado', isNew: false },
      { name: 'Volver a llamar', isNew: true },
    ]);
    expect(calificacionesOf(ventas, 'No contesta', draft)).toEqual([]);
    expect(countNew(draft)).toBe(2);
  });

  it('sends only new items: new Resultados with their Calificaciones, stored ones by name with just the new Calificaciones', () => {
    let draft = withResultado({}, 7, 'No contesta');
    draft = withCalificacion(draft, 7, 'No contesta', 'Buzón de voz');
    draft = withCalificacion(draft, 7, 'Contactado', 'Volver a llamar');
    draft = withResultado(draft, 9, 'Venta');
    expect(savePayload(draft)).toEqual([
      {
        campaign_id: 7,
        calificaciones: [
          { name: 'No contesta', descripciones: ['Buzón de voz'] },
          { name: 'Contactado', descripciones: ['Volver a llamar'] },
        ],
      },
      { campaign_id: 9, calificaciones: [{ name: 'Venta', descripciones: [] }] },
    ]);
  });

  it('has nothing to send when nothing was added', () => {
    expect(savePayload({})).toEqual([]);
    expect(countNew({})).toBe(0);
  });

  it('compares names without case or surrounding spaces', () => {
    expect(sameName(' Contactado ', 'contactado')).toBe(true);
    expect(sameName('Contactado', 'Contactada')).toBe(false);
  });
});
