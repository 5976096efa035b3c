import { describe, expect, it } from 'vitest';
import { byDay, dayLabel, waited } from './chat.format';

describe('chat dates', () => {
  const now = new Date('2026-11-26T15:00:00-05:00');

  it('calls today HOY and yesterday AYER, other days by their Spanish date', () => {
    expect(dayLabel('2026-11-26', now)).toBe('HOY');
    expect(dayLabel('2026-11-25', now)).toBe('AYER');
    expect(dayLabel('2026-11-20', now)).toBe('VIERNES, 20 DE NOVIEMBRE');
  });

  it('groups messages by day in order', () => {
    const m = (id: number, date: string) => ({ id, date }) as never;
    expect(byDay([m(1, '2026-11-25'), m(2, '2026-11-25'), m(3, '2026-11-26')]).map((g) => [g.date, g.messages.length]))
      .toEqual([['2026-11-25', 2], ['2026-11-26', 1]]);
  });

  it('writes waiting times in minutes, then hours and minutes', () => {
    const at = Date.parse('2026-11-26T15:00:00Z');
    expect(waited('2026-11-26T14:57:00Z', at)).toBe('3 min');
    expect(waited('2026-11-26T12:55:00Z', at)).toBe('2 h 5 min');
    expect(waited(null, at)).toBeNull();
  });
});
