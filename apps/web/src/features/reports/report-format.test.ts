import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, formatOptionalPercent, formatPercent, formatSeconds, percentOf } from './report-format';

describe('the reports’ figures', () => {
  it('writes durations as m:ss under an hour and h:mm:ss from an hour up', () => {
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(7)).toBe('0:07');
    expect(formatSeconds(65)).toBe('1:05');
    expect(formatSeconds(3599)).toBe('59:59');
    expect(formatSeconds(3600)).toBe('1:00:00');
    expect(formatSeconds(3725)).toBe('1:02:05');
    expect(formatSeconds(90061)).toBe('25:01:01');
  });

  it('rounds fractions of a second (averages) and shows a dash when nothing was measured', () => {
    expect(formatSeconds(59.6)).toBe('1:00');
    expect(formatSeconds(12.4)).toBe('0:12');
    expect(formatSeconds(null)).toBe('—');
    expect(formatSeconds(undefined)).toBe('—');
    expect(formatSeconds(-3)).toBe('—');
    expect(formatSeconds(Number.NaN)).toBe('—');
  });

  it('gives a part of a total as a percentage to one decimal, 0 of nothing', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(5, 5)).toBe(100);
    expect(percentOf(0, 8)).toBe(0);
    expect(percentOf(3, 0)).toBe(0);
  });

  it('writes percentages and counts the Colombian way', () => {
    expect(formatPercent(12.5)).toBe('12,5 %');
    expect(formatPercent(100)).toBe('100 %');
    expect(formatPercent(33.33)).toBe('33,3 %');
    expect(formatCount(1234567)).toBe('1.234.567');
  });

  it('shows a dash for a percentage with nothing to measure it on', () => {
    expect(formatOptionalPercent(87.5)).toBe('87,5 %');
    expect(formatOptionalPercent(0)).toBe('0 %');
    expect(formatOptionalPercent(null)).toBe('—');
    expect(formatOptionalPercent(undefined)).toBe('—');
  });

  it('writes a report’s day as the app writes days', () => {
    expect(formatDay('2026-03-02')).toBe('02/03/2026');
    expect(formatDay('otro')).toBe('otro');
  });
});
