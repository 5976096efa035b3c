import { describe, expect, it } from 'vitest';
import { medianOf, medianOfSorted, selectRank, tenthAsNumeric } from './medians.js';

/** percentile_cont(0.5) over a sorted copy, as the definition reads. */
function sortedMedian(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) / 2;
  const low = sorted[Math.floor(position)]!;
  return low + (sorted[Math.ceil(position)]! - low) * (position - Math.floor(position));
}

describe('medians taken in the server', () => {
  it('selects the median of any order as a full sort gives it, duplicates included', () => {
    for (let round = 0; round < 200; round += 1) {
      const values = Array.from({ length: 1 + Math.floor(Math.random() * 60) }, () => Math.floor(Math.random() * 12) + Math.random() * (round % 2));
      expect(medianOf(Float64Array.from(values))).toBe(tenthAsNumeric(sortedMedian(values)));
      const sorted = Float64Array.from(values).sort();
      expect(medianOfSorted(sorted, 0, sorted.length)).toBe(tenthAsNumeric(sortedMedian(values)));
      const k = Math.floor(Math.random() * values.length);
      const shuffled = Float64Array.from(values);
      expect(selectRank(shuffled, k)).toBe(sorted[k]);
    }
    expect(medianOf(new Float64Array(0))).toBeNull();
    expect(medianOfSorted(new Float64Array(3), 2, 2)).toBeNull();
  });

  it('rounds to a tenth as round(numeric, 1) does: the float read to 15 digits, halves away from zero', () => {
    expect(tenthAsNumeric(10.05)).toBe(10.1);
    expect(tenthAsNumeric(0.15)).toBe(0.2);
    expect(tenthAsNumeric(2.675)).toBe(2.7);
    expect(tenthAsNumeric(-2.25)).toBe(-2.3);
    expect(tenthAsNumeric(360)).toBe(360);
    expect(tenthAsNumeric(12.3499)).toBe(12.3);
    expect(tenthAsNumeric(1e-7)).toBe(0);
  });
});
