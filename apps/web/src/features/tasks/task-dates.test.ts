import { describe, expect, it } from 'vitest';
import { deadlineClass, dueDateParts, dueFilterDays, formatDueDate, matchesDueFilter, parseDueDate } from '@atiende/shared';

/** An instant given as Bogotá wall-clock time (UTC−5 all year). */
const bogota = (local: string) => new Date(`${local}-05:00`).toISOString();
const at = (local: string) => new Date(bogota(local));

describe("the due filters, in Bogotá's calendar", () => {
  it("'this week' runs from the day after tomorrow through the coming Saturday", () => {
    // Monday 23 November 2026.
    expect(dueFilterDays('week', at('2026-11-23T10:00'))).toEqual({ from: '2026-11-25', to: '2026-11-28' });
    // Sunday: the week ahead, to Saturday 5 December.
    expect(dueFilterDays('week', at('2026-11-29T10:00'))).toEqual({ from: '2026-12-01', to: '2026-12-05' });
    // Thursday: only Saturday is left.
    expect(dueFilterDays('week', at('2026-11-26T10:00'))).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(dueFilterDays('all', at('2026-11-26T10:00'))).toBeNull();
  });

  it("excludes today and tomorrow, and on Friday and Saturday keeps nothing", () => {
    const monday = at('2026-11-23T10:00');
    expect(matchesDueFilter(bogota('2026-11-23T18:00'), 'week', monday)).toBe(false);
    expect(matchesDueFilter(bogota('2026-11-24T09:00'), 'week', monday)).toBe(false);
    expect(matchesDueFilter(bogota('2026-11-25T00:00'), 'week', monday)).toBe(true);
    expect(matchesDueFilter(bogota('2026-11-28T23:59'), 'week', monday)).toBe(true);
    expect(matchesDueFilter(bogota('2026-11-29T00:00'), 'week', monday)).toBe(false);
    const friday = at('2026-11-27T08:00');
    const saturday = at('2026-11-28T08:00');
    for (const due of ['2026-11-27T20:00', '2026-11-28T12:00', '2026-11-29T12:00', '2026-11-30T12:00']) {
      expect(matchesDueFilter(bogota(due), 'week', friday), due).toBe(false);
      expect(matchesDueFilter(bogota(due), 'week', saturday), due).toBe(false);
    }
    expect(matchesDueFilter(null, 'week', monday)).toBe(false);
    expect(matchesDueFilter(null, 'all', monday)).toBe(true);
  });

  it('counts days in Bogotá, not in UTC, on either side of midnight', () => {
    // 23:30 on Monday in Bogotá is already Tuesday in UTC: today is still Monday.
    const lateMonday = new Date('2026-11-24T04:30:00Z');
    expect(dueFilterDays('today', lateMonday)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(dueFilterDays('week', lateMonday)).toEqual({ from: '2026-11-25', to: '2026-11-28' });
    // Due at 23:30 on Friday in Bogotá (Saturday in UTC): tomorrow, seen on Thursday.
    const thursday = at('2026-11-26T09:00');
    expect(matchesDueFilter('2026-11-28T04:30:00.000Z', 'tomorrow', thursday)).toBe(true);
    expect(matchesDueFilter('2026-11-28T04:30:00.000Z', 'week', thursday)).toBe(false);
    expect(matchesDueFilter(bogota('2026-11-26T23:59'), 'today', thursday)).toBe(true);
    expect(matchesDueFilter(bogota('2026-11-27T00:00'), 'today', thursday)).toBe(false);
  });
});

describe('deadline classes', () => {
  const now = at('2026-11-26T10:00');
  const inHours = (hours: number) => new Date(now.getTime() + hours * 3600_000).toISOString();

  it('are overdue when past, urgent within a day, warning within three days, on time after, neutral without a date', () => {
    expect(deadlineClass(inHours(-0.1), now)).toBe('overdue');
    expect(deadlineClass(inHours(1), now)).toBe('urgent');
    expect(deadlineClass(inHours(24), now)).toBe('urgent');
    expect(deadlineClass(inHours(25), now)).toBe('warning');
    expect(deadlineClass(inHours(72), now)).toBe('warning');
    expect(deadlineClass(inHours(73), now)).toBe('on-time');
    expect(deadlineClass(null, now)).toBe('neutral');
  });
});

describe('due dates as typed and shown', () => {
  it('reads Bogotá time unless told otherwise, and a day alone as its end', () => {
    expect(parseDueDate('2026-12-01T15:30')?.toISOString()).toBe('2026-12-01T20:30:00.000Z');
    expect(parseDueDate('2026-12-01 15:30:00')?.toISOString()).toBe('2026-12-01T20:30:00.000Z');
    expect(parseDueDate('2026-12-01')?.toISOString()).toBe('2026-12-02T04:59:00.000Z');
    expect(parseDueDate('2026-12-01T15:30:00Z')?.toISOString()).toBe('2026-12-01T15:30:00.000Z');
    expect(parseDueDate('2026-12-01T15:30:00-03:00')?.toISOString()).toBe('2026-12-01T18:30:00.000Z');
    for (const text of ['2026-02-29', '2026-13-01', '2026-12-01T24:00', '01/12/2026', 'mañana', '']) expect(parseDueDate(text), text).toBeNull();
  });

  it('shows day/month/year hour:minute AM/PM in Bogotá', () => {
    expect(formatDueDate('2026-12-01T20:30:00.000Z')).toBe('01/12/2026 03:30 PM');
    expect(formatDueDate('2026-12-01T05:00:00.000Z')).toBe('01/12/2026 12:00 AM');
    expect(formatDueDate('2026-12-01T17:05:00.000Z')).toBe('01/12/2026 12:05 PM');
    expect(dueDateParts('2026-12-01T20:30:00.000Z')).toEqual({ day: '2026-12-01', time: '15:30' });
    expect(dueDateParts(null)).toEqual({ day: null, time: '' });
  });
});
