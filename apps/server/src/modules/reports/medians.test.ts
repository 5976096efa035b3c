import { describe, expect, it } from 'vitest';
import { float8Count, medianOf, medianOfSorted, readFloat8s, selectRank, tenthAsNumeric } from './medians.js';

/** percentile_cont(0.5) over a sorted copy, as the definition reads. */
function sortedMedian(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) / 2;
  const low = sorted[Math.floor(position)]!;
  return low + (sorted[Math.ceil(position)]! - low) * (position - Math.floor(position));
}

describe('medians read from packed float8', () => {
  it('reads float8 values packed as float8send writes them, bit for bit', () => {
    const values = [0, -0, 12, -7.5, 360.123456, 0.000123, 1e-6, 1.5e20, 1234.5678912345678, 0.1, 9007199254740993, NaN, Infinity, -Infinity];
    const bytes = new Uint8Array(values.length * 8 + 3).subarray(3);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    values.forEach((v, i) => view.setFloat64(i * 8, v));
    expect(float8Count(bytes)).toBe(values.length);
    const out = new Float64Array(values.length + 2);
    expect(readFloat8s(bytes, out, 2)).toBe(values.length);
    expect([...out.subarray(2)]).toEqual(values);
    expect(Object.is(out[3], -0)).toBe(true);
    expect(readFloat8s(new Uint8Array(0), out, 0)).toBe(0);
  });

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
