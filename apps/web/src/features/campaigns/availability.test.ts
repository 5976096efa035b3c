import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  covers, GRID_HOURS, HOUR_OPTIONS, hourSlot, mondayOf, sameException, sameRecurrent, timeOrder, weekDates, weekdayOf,
} from './availability';

describe('availability helpers', () => {
  it('offers the hours 6:00 AM to 10:00 PM and grid rows from 6:00 to the 21:00–22:00 slot', () => {
    expect(HOUR_OPTIONS[0]).toEqual({ value: '06:00', label: '6:00 AM' });
    expect(HOUR_OPTIONS.find((o) => o.value === '12:00')?.label).toBe('12:00 PM');
    expect(HOUR_OPTIONS.at(-1)).toEqual({ value: '22:00', label: '10:00 PM' });
    expect(GRID_HOURS[0]).toBe(6);
    expect(hourSlot(GRID_HOURS.at(-1)!)).toEqual({ hora_inicio: '21:00', hora_fin: '22:00' });
  });

  it('starts weeks on Monday and names weekdays as the API does', () => {
    const sunday = dayjs('2026-11-22');
    const monday = mondayOf(sunday);
    expect(monday.format('YYYY-MM-DD')).toBe('2026-11-16');
    expect(mondayOf(monday).isSame(monday, 'day')).toBe(true);
    expect(weekDates(monday).map(weekdayOf)).toEqual(['LUNES', 'MARTES', 'MIERCOLES', 'JUEVES', 'VIERNES', 'SABADO', 'DOMINGO']);
  });

  it('takes slots as duplicates by weekday or date plus start and end, whatever the seconds', () => {
    const slot = { dia_semana: 'LUNES', hora_inicio: '08:00', hora_fin: '09:00' };
    expect(sameRecurrent(slot, { dia_semana: 'LUNES', hora_inicio: '08:00:00', hora_fin: '09:00:00' })).toBe(true);
    expect(sameRecurrent(slot, { ...slot, dia_semana: 'MARTES' })).toBe(false);
    expect(sameRecurrent(slot, { ...slot, hora_fin: '10:00' })).toBe(false);
    const exception = { fecha: '2026-12-24', hora_inicio: '06:00', hora_fin: '07:00' };
    expect(sameException(exception, { ...exception })).toBe(true);
    expect(sameException(exception, { ...exception, fecha: '2026-12-25' })).toBe(false);
  });

  it('says which one-hour cells a longer slot spans and orders slots by time', () => {
    const slot = { hora_inicio: '08:00', hora_fin: '10:00' };
    expect([7, 8, 9, 10].map((hour) => covers(slot, hour))).toEqual([false, true, true, false]);
    expect(timeOrder({ hora_inicio: '06:00', hora_fin: '08:00' }, { hora_inicio: '06:00', hora_fin: '07:00' })).toBeGreaterThan(0);
  });
});
