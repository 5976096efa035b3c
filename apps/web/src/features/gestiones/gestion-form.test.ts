import { describe, expect, it } from 'vitest';
import {
  EMPTY_FOLLOW_UP, EMPTY_TYPIFICATION, followUpPayload, TYPIFICATION_RULES, typificationOf, typificationPayload,
} from './gestion-form';
import { firstCampaign } from './GestionFields';
import type { GestionRead } from './gestiones.api';

describe('gestión form values', () => {
  it('asks for Resultado and Calificación with the spec texts', () => {
    expect(TYPIFICATION_RULES.calificacion(null)).toBe('La calificación es obligatoria');
    expect(TYPIFICATION_RULES.descripcion(null)).toBe('La descripción es obligatoria');
    expect(TYPIFICATION_RULES.calificacion('4')).toBeNull();
    expect(TYPIFICATION_RULES.descripcion('9')).toBeNull();
  });

  it('sends the typification as ids with trimmed observations', () => {
    expect(typificationPayload({ calificacion: '4', descripcion: '9', observaciones: '  Llamar el lunes \n' })).toEqual({
      calificacion: 4, descripcion: 9, observaciones: 'Llamar el lunes',
    });
  });

  it('leaves out the follow-up fields left empty and sends the plate in upper case', () => {
    expect(followUpPayload(EMPTY_FOLLOW_UP)).toEqual({});
    expect(followUpPayload({ ...EMPTY_FOLLOW_UP, placa: '  ' })).toEqual({});
    expect(
      followUpPayload({ ciudad: 'BOGOTA', placa: ' abc12d ', fecha_proximo_contacto: '2025-03-04', hora_proximo_contacto: '15:30' }),
    ).toEqual({ ciudad: 'BOGOTA', placa: 'ABC12D', fecha_proximo_contacto: '2025-03-04', hora_proximo_contacto: '15:30' });
  });

  it('starts the edit form with the saved typification', () => {
    const saved = { calificacion: { id: 4, name: 'Interesado' }, descripcion: null, observaciones: 'Visita' } as GestionRead;
    expect(typificationOf(saved)).toEqual({ calificacion: '4', descripcion: null, observaciones: 'Visita' });
    expect(EMPTY_TYPIFICATION).toEqual({ calificacion: null, descripcion: null, observaciones: '' });
  });

  it('offers the Resultados of the first campaign chosen', () => {
    expect(firstCampaign(['7', '3'])).toBe('7');
    expect(firstCampaign([])).toBeNull();
    expect(firstCampaign('5')).toBe('5');
    expect(firstCampaign(null)).toBeNull();
  });
});
