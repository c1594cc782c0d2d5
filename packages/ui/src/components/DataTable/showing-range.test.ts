import { describe, expect, it } from 'vitest';
import { showingRange } from './showing-range';

describe('showingRange', () => {
  it('gives the first and last positions of a page', () => {
    expect(showingRange(1, 15, 120)).toEqual({ start: 1, end: 15 });
    expect(showingRange(3, 10, 23)).toEqual({ start: 21, end: 23 });
    expect(showingRange(2, 15, 20)).toEqual({ start: 16, end: 20 });
  });

  it('shows 0-0 when there are no rows', () => {
    expect(showingRange(1, 15, 0)).toEqual({ start: 0, end: 0 });
  });
});
