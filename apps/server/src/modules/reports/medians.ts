/**
 * Medians taken in the server exactly as PostgreSQL's round(percentile_cont(0.5) within group (order by x)::numeric, 1)
 * gives them, for reports that keep the values of their groups (as packed float8) rather than sorting every row
 * again in SQL.
 */

/** The median of `values` from `start` to `end` (exclusive), already ascending. */
export function medianOfSorted(values: Float64Array, start: number, end: number): number | null {
  if (end <= start) return null;
  const position = (end - start - 1) / 2;
  const low = values[start + Math.floor(position)]!;
  const high = values[start + Math.ceil(position)]!;
  return tenthAsNumeric(low + (high - low) * (position - Math.floor(position)));
}

/** The median of `values` in any order, which it reorders: the two middle values are selected, not sorted. */
export function medianOf(values: Float64Array): number | null {
  const length = values.length;
  if (length === 0) return null;
  const position = (length - 1) / 2;
  const lowRank = Math.floor(position);
  const low = selectRank(values, lowRank);
  let high = low;
  if (Math.ceil(position) !== lowRank) {
    // After the selection everything right of lowRank is at least as large: the next value is their minimum.
    high = Infinity;
    for (let i = lowRank + 1; i < length; i += 1) if (values[i]! < high) high = values[i]!;
  }
  return tenthAsNumeric(low + (high - low) * (position - lowRank));
}

/** The value of rank `k` (0-based) of `values`, reordered so that no larger value comes before k nor smaller after. */
export function selectRank(values: Float64Array, k: number): number {
  let left = 0;
  let right = values.length - 1;
  while (left < right) {
    const pivot = values[(left + right) >>> 1]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i]! < pivot) i += 1;
      while (values[j]! > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return values[k]!;
  }
  return values[k]!;
}

/**
 * Rounds as round(x::numeric, 1): the float read to 15 significant digits, then half away from zero. Only a value
 * within a hair of a half tenth needs the digits; any other rounds the same either way.
 */
export function tenthAsNumeric(value: number): number {
  const tenths = value * 10;
  const fraction = Math.abs(tenths) % 1;
  if (Math.abs(fraction - 0.5) > 1e-6) return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10;
  const exact = Number((Number(value.toPrecision(15)) * 10).toPrecision(15));
  return (Math.sign(exact) * Math.round(Math.abs(exact))) / 10;
}
