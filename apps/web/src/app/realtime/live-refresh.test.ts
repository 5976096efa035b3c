import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import { noticeType, throttledInvalidation } from './live-refresh';

describe('the socket refresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads at once, then at most once a second, gathering what the notices in between asked for', () => {
    const read: QueryKey[] = [];
    const refresh = throttledInvalidation((key) => read.push(key), 1000);
    refresh.add([['broadcasts']]);
    expect(read).toEqual([['broadcasts']]);
    refresh.add([['broadcasts']]);
    refresh.add([['templates'], ['broadcasts']]);
    expect(read).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(read).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(read).toEqual([['broadcasts'], ['broadcasts'], ['templates']]);
    // A notice of no interest asks for nothing.
    refresh.add([]);
    vi.advanceTimersByTime(5000);
    expect(read).toHaveLength(3);
  });

  it('forgets what was pending once the screen leaves', () => {
    const read: QueryKey[] = [];
    const refresh = throttledInvalidation((key) => read.push(key), 1000);
    refresh.add([['leads']]);
    refresh.add([['leads']]);
    refresh.stop();
    vi.advanceTimersByTime(2000);
    expect(read).toEqual([['leads']]);
  });

  it('reads the type of a notice', () => {
    expect(noticeType({ type: 'difusion' })).toBe('difusion');
    expect(noticeType(null)).toBeUndefined();
    expect(noticeType({ type: 3 })).toBeUndefined();
  });
});
