import { describe, expect, it } from 'vitest';
import { durationStatsOf, type DurationBucket } from './duration-histogram.js';

/** The buckets the database would return for `durations` (the same formula as durationBucketSql). */
function bucketsOf(durations: number[]): DurationBucket[] {
  const byBucket = new Map<number, DurationBucket>();
  for (const seconds of durations) {
    const bucket = Math.floor(Math.log(1 + Math.max(seconds, 0)) * 40);
    const entry = byBucket.get(bucket) ?? { bucket, rows: 0, measured: 0, seconds: 0 };
    entry.rows += 1;
    entry.measured += 1;
    entry.seconds! += seconds;
    byBucket.set(bucket, entry);
  }
  return [...byBucket.values()];
}

/** percentile_cont over the exact values. */
function exactPercentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const low = sorted[Math.floor(position)]!;
  return low + (position - Math.floor(position)) * (sorted[Math.ceil(position)]! - low);
}

describe('duration figures from buckets', () => {
  it('are exact when each bucket holds one duration, as percentile_cont computes them', () => {
    const durations = [30, 90, 600, 3600, 86_400];
    expect(durationStatsOf(bucketsOf(durations))).toEqual({ cantidad: 5, promedio: 18_144, p50: 600, p90: 53_280 });
  });

  it('stay within 2.5% of the exact median and 90th percentile over many durations, and the mean is exact', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647);
    const durations = Array.from({ length: 20_000 }, () => Math.round(20 + random() * random() * 3_000));
    const figures = durationStatsOf(bucketsOf(durations));
    expect(figures.cantidad).toBe(20_000);
    expect(figures.promedio).toBeCloseTo(durations.reduce((a, b) => a + b, 0) / 20_000, 1);
    for (const [p, key] of [[0.5, 'p50'], [0.9, 'p90']] as const) {
      const exact = exactPercentile(durations, p);
      expect(Math.abs(figures[key]! - exact) / exact).toBeLessThan(0.025);
    }
  });

  it('count rows without a duration apart and give no figures when nothing was measured', () => {
    expect(durationStatsOf([{ bucket: null, rows: 4, measured: 0, seconds: null }])).toEqual({ cantidad: 0, promedio: null, p50: null, p90: null });
  });
});
