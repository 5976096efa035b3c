import { describe, expect, it } from 'vitest';
import { visiblePages } from './Pager';

describe('visiblePages', () => {
  it('shows five numbers around the current page', () => {
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(7, 20)).toEqual([5, 6, 7, 8, 9]);
    expect(visiblePages(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
  it('shows fewer when there are fewer pages', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(3, 3)).toEqual([1, 2, 3]);
  });
});
