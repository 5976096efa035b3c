import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Buckets per factor e of a duration: 40 makes each bucket 2.5% wide. A bucket's figure is the mean of the
 * durations in it, so a median or percentile read from buckets is off by less than 2.5%, and exact whenever each
 * bucket holds one distinct duration.
 */
const BUCKETS_PER_E = 40;

/** The bucket of a duration in seconds (null when there is no duration). */
export function durationBucketSql(seconds: AnyPgColumn | SQL): SQL<number | null> {
  return sql<number | null>`floor(ln(1 + greatest(${seconds}, 0)) * ${sql.raw(String(BUCKETS_PER_E))})::int`;
}

/** Per bucket: the rows in it, those with a duration, and their sum. */
export function durationBucketTotalsSql(seconds: AnyPgColumn | SQL) {
  return {
    rows: sql<number>`count(*)::int`,
    measured: sql<number>`count(${seconds})::int`,
    seconds: sql<number | null>`sum(${seconds})::float8`,
  };
}

export type DurationBucket = { bucket: number | null; rows: number; measured: number; seconds: number | null };

const tenth = (value: number) => Math.round(value * 10) / 10;

/** The value at fraction `p` of the sorted durations, interpolated as percentile_cont does. */
function percentile(sorted: readonly { mean: number; count: number }[], total: number, p: number): number {
  const position = p * (total - 1);
  const at = (rank: number) => {
    let seen = 0;
    for (const bucket of sorted) {
      seen += bucket.count;
      if (rank < seen) return bucket.mean;
    }
    return sorted[sorted.length - 1]!.mean;
  };
  const low = at(Math.floor(position));
  return low + (position - Math.floor(position)) * (at(Math.ceil(position)) - low);
}

/** Count, mean, median and 90th percentile (seconds, one decimal) of buckets of the same measure, merged. */
export function durationStatsOf(buckets: readonly DurationBucket[]) {
  const merged = new Map<number, { count: number; seconds: number }>();
  for (const { bucket, measured, seconds } of buckets) {
    if (bucket === null || bucket === undefined || Number(measured) === 0) continue;
    const entry = merged.get(Number(bucket)) ?? { count: 0, seconds: 0 };
    entry.count += Number(measured);
    entry.seconds += Number(seconds);
    merged.set(Number(bucket), entry);
  }
  const sorted = [...merged.entries()].sort(([a], [b]) => a - b).map(([, e]) => ({ count: e.count, mean: e.seconds / e.count }));
  const cantidad = sorted.reduce((sum, b) => sum + b.count, 0);
  if (cantidad === 0) return { cantidad: 0, promedio: null, p50: null, p90: null };
  const total = [...merged.values()].reduce((sum, e) => sum + e.seconds, 0);
  return {
    cantidad,
    promedio: tenth(total / cantidad),
    p50: tenth(percentile(sorted, cantidad, 0.5)),
    p90: tenth(percentile(sorted, cantidad, 0.9)),
  };
}
