import { describe, expect, it } from 'vitest';
import type { LeadTimeline } from '@atiende/shared';
import { bogotaToday, dialedNumber, formatDuration, franjaLabel, metadataEntries, timelineSteps } from './lead-format';

describe('lead formatting', () => {
  it('writes durations as h:mm:ss, hours past a day included, and a dash while unknown', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(59)).toBe('0:00:59');
    expect(formatDuration(61)).toBe('0:01:01');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(26 * 3600 + 5)).toBe('26:00:05');
    expect(formatDuration(89.6)).toBe('0:01:30');
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(-3)).toBe('—');
  });

  it('names the steps as the timeline shows them and puts each duration on the step that closes it', () => {
    const timeline: LeadTimeline = {
      lead: 7, created_date: '2026-03-02T13:00:00.000Z', fecha_asignacion: '2026-03-02T13:00:00.000Z', duration_asignacion: 0,
      fecha_inicio: '2026-03-02T13:10:00.000Z', fecha_finalizacion: '2026-03-02T14:12:05.000Z', duration_gestion: 3725, total_duration: 4325, user: 'Ana Ruiz',
      pasos: [
        { estado: 'SIN_ASIGNAR', fecha: '2026-03-02T13:00:00.000Z', user: null },
        { estado: 'PENDIENTE', fecha: '2026-03-02T13:00:00.000Z', user: null },
        { estado: 'EN_PROCESO', fecha: '2026-03-02T13:10:00.000Z', user: 'Ana Ruiz' },
        { estado: 'FINALIZADO', fecha: '2026-03-02T14:12:05.000Z', user: 'Ana Ruiz' },
      ],
    };
    const steps = timelineSteps(timeline);
    expect(steps.map((step) => step.label)).toEqual(['Asignado', 'Pendiente', 'En Proceso', 'Finalizado']);
    expect(steps.map((step) => step.durations)).toEqual([
      [],
      [{ label: 'Tiempo de asignación', value: '0:00:00' }],
      [],
      [{ label: 'Tiempo de gestión', value: '1:02:05' }, { label: 'Tiempo total', value: '1:12:05' }],
    ]);
    // An open lead has no durations beyond its assignment.
    const open = timelineSteps({ ...timeline, duration_gestion: null, total_duration: null, pasos: timeline.pasos.slice(0, 3) });
    expect(open.flatMap((step) => step.durations.map((d) => d.label))).toEqual(['Tiempo de asignación']);
  });

  it('labels the metadata of the public form, known names first, and leaves out the empty', () => {
    expect(metadataEntries({ page_name: '/contactanos', zona: 'Norte', mensaje: 'Quiero el plan', cedula: '1020', vacio: ' ', 'form-name': 'contactanos' })).toEqual([
      { label: 'Mensaje', value: 'Quiero el plan' },
      { label: 'Cédula', value: '1020' },
      { label: 'Formulario', value: 'contactanos' },
      { label: 'Página', value: '/contactanos' },
      { label: 'zona', value: 'Norte' },
    ]);
  });

  it('dials the national number of a Colombian phone (the softphone adds 57) and every digit of another', () => {
    expect(dialedNumber('+573001234567')).toEqual({ national: true, digits: '3001234567' });
    expect(dialedNumber('+13055550199')).toEqual({ national: false, digits: '13055550199' });
  });

  it('counts days in Bogotá and names the first franja', () => {
    // 03:00 UTC on the 5th is still the 4th in Bogotá (UTC−5).
    expect(bogotaToday(new Date('2026-05-05T03:00:00Z'))).toBe('2026-05-04');
    expect(franjaLabel('antes_8am')).toBe('Antes de 8:00');
    expect(franjaLabel('14:00')).toBe('14:00');
  });
});
