import { describe, expect, it } from 'vitest';
import { currentWait, formatShare, formatWait, LONG_WAIT_SECONDS, spokenWait } from './wallboard.format';

describe('the wallboard’s figures', () => {
  it('writes a wait as mm:ss within the hour and hh:mm:ss past it', () => {
    expect(formatWait(0)).toBe('00:00');
    expect(formatWait(9)).toBe('00:09');
    expect(formatWait(252)).toBe('04:12');
    expect(formatWait(3599)).toBe('59:59');
    expect(formatWait(3600)).toBe('01:00:00');
    expect(formatWait(3909)).toBe('01:05:09');
    expect(formatWait(36_000 + 61)).toBe('10:01:01');
    expect(formatWait(-5)).toBe('00:00');
  });

  it('says the wait in words to a screen reader', () => {
    expect(spokenWait(0)).toBe('0 s');
    expect(spokenWait(42)).toBe('42 s');
    expect(spokenWait(252)).toBe('4 min 12 s');
    expect(spokenWait(3609)).toBe('1 h 0 min 9 s');
  });

  it('writes a share as a whole percentage, and a dash when there is none', () => {
    expect(formatShare(0.875)).toBe('88 %');
    expect(formatShare(0.333)).toBe('33 %');
    expect(formatShare(1)).toBe('100 %');
    expect(formatShare(0)).toBe('0 %');
    expect(formatShare(null)).toBe('—');
  });

  it('counts the longest wait up from when it was read, while someone waits', () => {
    const readAt = 1_000_000;
    expect(currentWait(252, 3, readAt, readAt)).toBe(252);
    expect(currentWait(252, 3, readAt, readAt + 1_999)).toBe(253);
    expect(currentWait(252, 3, readAt, readAt + 60_000)).toBe(312);
    // A clock tick taken just before the answer arrived counts nothing.
    expect(currentWait(252, 3, readAt, readAt - 800)).toBe(252);
    // Nobody waiting: nothing to count.
    expect(currentWait(0, 0, readAt, readAt + 60_000)).toBe(0);
    expect(LONG_WAIT_SECONDS).toBe(300);
  });
});
