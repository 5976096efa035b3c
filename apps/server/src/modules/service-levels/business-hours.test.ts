import { describe, expect, it } from 'vitest';
import type { AvailabilityRead } from '@atiende/shared';
import { nextOpeningText, openingState } from './business-hours.js';

/** An instant given as Bogotá wall-clock time. */
const bogota = (text: string) => new Date(`${text}:00-05:00`);
const slot = (dia_semana: string, hora_inicio: string, hora_fin: string) => ({ id: 1, dia_semana, hora_inicio, hora_fin, max_citas: 1 });
const exception = (fecha: string, hora_inicio: string, hora_fin: string, horario_especial: boolean) =>
  ({ id: 1, fecha, motivo: '', hora_inicio, hora_fin, max_citas: 1, horario_especial });

// Monday to Friday 08:00–12:00 and 14:00–18:00; Saturday 09:00–13:00.
const weekdays = ['LUNES', 'MARTES', 'MIERCOLES', 'JUEVES', 'VIERNES'];
const calendar: AvailabilityRead = {
  horarios_atencion: [...weekdays.flatMap((d) => [slot(d, '08:00', '12:00'), slot(d, '14:00', '18:00')]), slot('SABADO', '09:00', '13:00')],
  excepciones_horario: [],
};

describe('business hours from the availability calendar (Bogotá time)', () => {
  it('is open inside a slot, closed at its end and at lunch, with the next opening', () => {
    // 2026-11-30 is a Monday.
    expect(openingState(calendar, bogota('2026-11-30T08:00'))).toEqual({ open: true, nextOpening: null });
    expect(openingState(calendar, bogota('2026-11-30T11:59'))).toEqual({ open: true, nextOpening: null });
    expect(openingState(calendar, bogota('2026-11-30T12:00'))).toEqual({ open: false, nextOpening: bogota('2026-11-30T14:00') });
    expect(openingState(calendar, bogota('2026-11-30T07:10'))).toEqual({ open: false, nextOpening: bogota('2026-11-30T08:00') });
    expect(openingState(calendar, bogota('2026-11-30T18:00'))).toEqual({ open: false, nextOpening: bogota('2026-12-01T08:00') });
  });

  it('carries a weekend over to Monday, Saturday morning included', () => {
    expect(openingState(calendar, bogota('2026-12-04T19:30')).nextOpening).toEqual(bogota('2026-12-05T09:00'));
    expect(openingState(calendar, bogota('2026-12-05T13:00')).nextOpening).toEqual(bogota('2026-12-07T08:00'));
    expect(openingState(calendar, bogota('2026-12-06T10:00'))).toEqual({ open: false, nextOpening: bogota('2026-12-07T08:00') });
  });

  it('takes a special schedule instead of the weekday\'s, and a closing exception out of it', () => {
    const holiday = { ...calendar, excepciones_horario: [exception('2026-12-08', '09:00', '11:00', true)] };
    expect(openingState(holiday, bogota('2026-12-08T08:30'))).toEqual({ open: false, nextOpening: bogota('2026-12-08T09:00') });
    expect(openingState(holiday, bogota('2026-12-08T10:00')).open).toBe(true);
    expect(openingState(holiday, bogota('2026-12-08T14:30'))).toEqual({ open: false, nextOpening: bogota('2026-12-09T08:00') });
    const training = { ...calendar, excepciones_horario: [exception('2026-12-09', '14:00', '16:00', false)] };
    expect(openingState(training, bogota('2026-12-09T15:00'))).toEqual({ open: false, nextOpening: bogota('2026-12-09T16:00') });
    expect(openingState(training, bogota('2026-12-09T16:00')).open).toBe(true);
    const wholeDay = { ...calendar, excepciones_horario: [exception('2026-12-10', '06:00', '22:00', false)] };
    expect(openingState(wholeDay, bogota('2026-12-10T09:00'))).toEqual({ open: false, nextOpening: bogota('2026-12-11T08:00') });
  });

  it('is always open without slots, even with closing exceptions', () => {
    expect(openingState({ horarios_atencion: [], excepciones_horario: [] }, bogota('2026-12-06T03:00'))).toEqual({ open: true, nextOpening: null });
    expect(openingState({ horarios_atencion: [], excepciones_horario: [exception('2026-12-06', '06:00', '22:00', false)] }, bogota('2026-12-06T10:00')).open).toBe(true);
  });

  it('writes the next opening in Spanish, relative to now', () => {
    const now = bogota('2026-11-30T12:30');
    expect(nextOpeningText(bogota('2026-11-30T14:00'), now)).toBe('hoy a las 14:00');
    expect(nextOpeningText(bogota('2026-12-01T08:00'), now)).toBe('mañana a las 08:00');
    expect(nextOpeningText(bogota('2026-12-07T08:00'), now)).toBe('el lunes 7 de diciembre a las 08:00');
    expect(nextOpeningText(null, now)).toBe('pronto');
    // Late at night (UTC already the next day) 'mañana' is still the next Bogotá day.
    expect(nextOpeningText(bogota('2026-12-01T08:00'), bogota('2026-11-30T22:30'))).toBe('mañana a las 08:00');
  });
});
