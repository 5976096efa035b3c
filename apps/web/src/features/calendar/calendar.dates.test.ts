import { describe, expect, it } from 'vitest';
import type { AgendaEntry } from '@atiende/shared';
import {
  addDays, bogotaParts, dayForKey, entriesByDay, entryTime, layoutDay, miniMonthGrid, monthGrid, periodTitle, step, timeLineTop,
  visibleRange, weekDays, weekdayOf,
} from './calendar.dates';

/** Each day follows the one before it. */
const consecutive = (days: string[]) => days.every((day, i) => i === 0 || day === addDays(days[i - 1]!, 1));

describe('month grid (Sunday first, 6 weeks)', () => {
  it('starts on the Sunday on or before the first of the month and has 42 consecutive days', () => {
    // November 2026 starts on a Sunday; August 2026 on a Saturday, so it reaches into a sixth week.
    const november = monthGrid('2026-11-26');
    expect(november).toHaveLength(42);
    expect([november[0], november[41]]).toEqual(['2026-11-01', '2026-12-12']);
    const august = monthGrid('2026-08-15');
    expect([august[0], august[41]]).toEqual(['2026-07-26', '2026-09-05']);
    expect(august).toContain('2026-08-31');
    for (const grid of [november, august, monthGrid('2026-02-01'), monthGrid('2028-02-29')]) {
      expect(grid).toHaveLength(42);
      expect(consecutive(grid)).toBe(true);
      expect(grid.filter((_, i) => i % 7 === 0).every((day) => weekdayOf(day) === 0)).toBe(true);
    }
  });

  it('asks the agenda for the whole grid, within the 62 days one call allows', () => {
    expect(visibleRange('mes', '2026-11-26')).toEqual({ desde: '2026-11-01', hasta: '2026-12-12' });
    expect(visibleRange('semana', '2026-11-26')).toEqual({ desde: '2026-11-22', hasta: '2026-11-28' });
    expect(visibleRange('dia', '2026-11-26')).toEqual({ desde: '2026-11-26', hasta: '2026-11-26' });
    expect(visibleRange('anio', '2026-11-26')).toEqual({ desde: '2026-11-26', hasta: '2026-11-26' });
  });
});

describe('mini-month (Monday first)', () => {
  it('starts on the Monday on or before the first of the month', () => {
    const november = miniMonthGrid('2026-11-26');
    expect(november).toHaveLength(42);
    expect([november[0], november[41]]).toEqual(['2026-10-26', '2026-12-06']);
    // June 2026 starts on a Monday: the grid starts on the first itself.
    expect(miniMonthGrid('2026-06-20')[0]).toBe('2026-06-01');
    for (const grid of [november, miniMonthGrid('2026-03-01'), miniMonthGrid('2027-01-31')]) {
      expect(consecutive(grid)).toBe(true);
      expect(grid.filter((_, i) => i % 7 === 0).every((day) => weekdayOf(day) === 1)).toBe(true);
    }
  });

  it('moves with the arrow keys by a day or a week, and Home and End go to the ends of its week', () => {
    expect(dayForKey('ArrowRight', '2026-11-30', true)).toBe('2026-12-01');
    expect(dayForKey('ArrowUp', '2026-11-05', true)).toBe('2026-10-29');
    expect(dayForKey('Home', '2026-11-26', true)).toBe('2026-11-23');
    expect(dayForKey('End', '2026-11-26', true)).toBe('2026-11-29');
    // The month grid starts on Sunday.
    expect(dayForKey('Home', '2026-11-26', false)).toBe('2026-11-22');
    expect(dayForKey('Enter', '2026-11-26', false)).toBeNull();
  });
});

describe('week', () => {
  it('runs from Sunday to Saturday around the day, also across months and years', () => {
    expect(weekDays('2026-11-26')).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect(weekDays('2026-11-22')[0]).toBe('2026-11-22');
    expect(weekDays('2026-11-28')[0]).toBe('2026-11-22');
    expect([weekDays('2026-12-31')[0], weekDays('2026-12-31')[6]]).toEqual(['2026-12-27', '2027-01-02']);
  });

  it('names the period each view shows, in Spanish', () => {
    expect(periodTitle('semana', '2026-11-26')).toBe('22 – 28 de noviembre de 2026');
    expect(periodTitle('semana', '2026-12-01')).toBe('29 de noviembre – 5 de diciembre de 2026');
    expect(periodTitle('semana', '2026-12-31')).toBe('27 de diciembre de 2026 – 2 de enero de 2027');
    expect(periodTitle('mes', '2026-11-26')).toBe('Noviembre de 2026');
    expect(periodTitle('dia', '2026-11-26')).toBe('Jueves, 26 de noviembre de 2026');
    expect(periodTitle('anio', '2026-11-26')).toBe('2026');
  });

  it('steps by a day, a week, to the first of the next month, or a year', () => {
    expect(step('dia', '2026-12-31', 1)).toBe('2027-01-01');
    expect(step('semana', '2026-11-26', -1)).toBe('2026-11-19');
    expect(step('mes', '2026-01-31', 1)).toBe('2026-02-01');
    expect(step('mes', '2026-01-15', -1)).toBe('2025-12-01');
    expect(step('anio', '2028-02-29', 1)).toBe('2029-02-28');
  });
});

describe('time in Bogotá', () => {
  it('reads instants as Bogotá days and minutes, whatever the browser’s zone', () => {
    expect(bogotaParts('2026-11-26T15:30:00Z')).toEqual({ day: '2026-11-26', minutes: 630 });
    // 03:00 UTC is still the evening before in Bogotá (UTC−5).
    expect(bogotaParts('2026-11-27T03:00:00Z')).toEqual({ day: '2026-11-26', minutes: 1320 });
    expect(bogotaParts('2026-11-26T05:00:00Z')).toEqual({ day: '2026-11-26', minutes: 0 });
  });

  it('puts the current-time line 50 px an hour below midnight', () => {
    expect(timeLineTop(new Date('2026-11-26T05:00:00Z'))).toBe(0);
    expect(timeLineTop(new Date('2026-11-26T15:30:00Z'))).toBe(525);
    expect(timeLineTop(new Date('2026-11-27T04:59:00Z'))).toBeCloseTo(1199.17, 2);
  });
});

const entry = (id: number, inicio: string, fin?: string, todoElDia = false): AgendaEntry => ({
  tipo: 'gestion', id, titulo: `Actividad ${id}`, inicio, ...(fin ? { fin } : {}), todo_el_dia: todoElDia, enlace: `/x/${id}`,
});

describe('entries on the grid', () => {
  it('places timed entries by their hours, side by side when they overlap', () => {
    const day = '2026-11-26';
    const placed = layoutDay([
      entry(1, '2026-11-26T13:00:00Z', '2026-11-26T15:30:00Z'), // 08:00–10:30
      entry(2, '2026-11-26T14:00:00Z'), // 09:00, an hour
      entry(3, '2026-11-26T17:00:00Z'), // 12:00, alone
      entry(4, '2026-11-26T05:00:00Z', undefined, true), // all day: not on the hourly grid
      entry(5, '2026-11-27T14:00:00Z'), // another day
    ], day);
    expect(placed.map((p) => [p.entry.id, p.top, p.height, p.lane, p.lanes])).toEqual([
      [1, 400, 125, 0, 2],
      [2, 450, 50, 1, 2],
      [3, 600, 50, 0, 1],
    ]);
  });

  it('groups entries by Bogotá day, all-day ones first, and shows their hours', () => {
    const late = entry(1, '2026-11-27T02:00:00Z'); // 21:00 on the 26th in Bogotá
    const allDay = entry(2, '2026-11-26T05:00:00Z', undefined, true);
    const visit = entry(3, '2026-11-26T13:00:00Z', '2026-11-26T15:30:00Z');
    expect(entriesByDay([late, visit, allDay]).get('2026-11-26')?.map((e) => e.id)).toEqual([2, 3, 1]);
    expect([entryTime(late), entryTime(allDay), entryTime(visit)]).toEqual(['21:00', '', '08:00 – 10:30']);
  });
});
