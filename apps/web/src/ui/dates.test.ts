import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_MSG, DATE_MSG } from '@atiende/shared';
import { parseDay } from './dates';
import { dateRangeParams, rangeProblem } from './DateRangeFilter';
import { exceptionDayProblem } from '../features/campaigns/ManualSlotForms';

describe('typed days', () => {
  it('reads DD/MM/YYYY and YYYY-MM-DD', () => {
    expect(parseDay('3/3/2026')).toBe('2026-03-03');
    expect(parseDay(' 2026-12-24 ')).toBe('2026-12-24');
  });
  it('does not turn a day that does not exist into another one', () => {
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('2026-02-31')).toBeNull();
    expect(parseDay('29/02/2027')).toBeNull();
    expect(parseDay('29/02/2028')).toBe('2028-02-29');
    expect(parseDay('mañana')).toBeNull();
  });
});

describe('a date range', () => {
  it('says so under Hasta when it ends before it starts', () => {
    expect(rangeProblem({ from: '2026-03-10', to: '2026-03-01' })).toBe(DATE_MSG.reversedRange);
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-03-01', to: null })).toBeNull();
  });
  it('is not sent while reversed', () => {
    expect(dateRangeParams({ from: '2026-03-10', to: '2026-03-01' })).toEqual({});
    expect(dateRangeParams({ from: '2026-03-01', to: '2026-03-10' })).toEqual({ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-10' });
  });
});

describe('the day of an availability exception', () => {
  afterEach(() => vi.useRealTimers());
  it('must exist and be today or later', () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 10, 9, 0), toFake: ['Date'] });
    expect(exceptionDayProblem(null)).toBe(CAMPAIGN_MSG.dateRequired);
    expect(exceptionDayProblem('2026-02-31')).toBe('La fecha 2026-02-31 no existe.');
    expect(exceptionDayProblem('2026-03-09')).toBe(CAMPAIGN_MSG.pastDate);
    expect(exceptionDayProblem('2026-03-10')).toBeNull();
  });
});
