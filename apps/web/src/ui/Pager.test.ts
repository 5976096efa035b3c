import { describe, expect, it } from 'vitest';
import { pageCount, visiblePages } from './Pager';

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

describe('pageCount', () => {
  it('counts pages of an exact count', () => {
    expect(pageCount({ count: 61, next: null }, 1, 30)).toBe(3);
    expect(pageCount(undefined, 1, 30)).toBe(1);
  });
  it('goes on past a capped count while there is a next page', () => {
    expect(pageCount({ count: 1000, count_capped: true, next: '/x?after=5' }, 34, 30)).toBe(35);
    expect(pageCount({ count: 1000, count_capped: true, next: null }, 36, 30)).toBe(36);
  });
});
