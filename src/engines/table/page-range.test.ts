import { describe, expect, it } from 'vitest';
import { pageCount, pageRange } from './page-range';

describe('pageCount', () => {
  it('derives the page count from the response total', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(95, 15)).toBe(7);
  });
});

describe('pageRange (1 boundary, 1 sibling)', () => {
  it('shows every page when there are few', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('collapses the end near the start', () => {
    expect(pageRange(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageRange(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
  });
  it('collapses both sides in the middle', () => {
    expect(pageRange(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
  });
  it('collapses the start near the end', () => {
    expect(pageRange(10, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
  });
  it('clamps out-of-range pages and keeps a constant width', () => {
    expect(pageRange(99, 10)).toEqual(pageRange(10, 10));
    for (let p = 1; p <= 20; p++) expect(pageRange(p, 20)).toHaveLength(7);
  });
  it('renders nothing without pages', () => {
    expect(pageRange(1, 0)).toEqual([]);
  });
});
