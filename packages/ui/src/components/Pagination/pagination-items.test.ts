import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items';

describe('paginationItems', () => {
  it('lists every page when they fit in the bar', () => {
    expect(paginationItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(3, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationItems(1, 1)).toEqual([1]);
  });

  it('has no slots without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('puts an ellipsis after the first pages near the start', () => {
    expect(paginationItems(1, 8)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 8]);
    expect(paginationItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 8]);
  });

  it('puts an ellipsis before the last pages near the end', () => {
    expect(paginationItems(5, 8)).toEqual([1, 'start-ellipsis', 4, 5, 6, 7, 8]);
    expect(paginationItems(100, 100)).toEqual([1, 'start-ellipsis', 96, 97, 98, 99, 100]);
  });

  it('shows the siblings of a page in the middle between two ellipses', () => {
    expect(paginationItems(50, 100)).toEqual([1, 'start-ellipsis', 49, 50, 51, 'end-ellipsis', 100]);
    expect(paginationItems(50, 100, 2)).toEqual([
      1,
      'start-ellipsis',
      48,
      49,
      50,
      51,
      52,
      'end-ellipsis',
      100,
    ]);
  });

  it('keeps the same number of slots wherever the current page is', () => {
    const lengths = Array.from({ length: 20 }, (_, index) => paginationItems(index + 1, 20).length);
    expect(new Set(lengths)).toEqual(new Set([7]));
  });
});
