import { describe, expect, it } from 'vitest';
import { moreText, truncationText } from './format';

describe('moreText', () => {
  it('counts what the cell does not name', () => {
    expect(moreText(5, 8)).toBe('and 3 more');
    expect(moreText(5, 1205)).toBe('and 1,200 more');
  });

  it('says nothing when every one is named', () => {
    expect(moreText(2, 2)).toBeUndefined();
  });
});

describe('truncationText', () => {
  it('says how many of how many the list shows', () => {
    expect(truncationText(200, 1250)).toBe('The 200 with the largest net spend, of 1,250.');
  });

  it('says nothing of a whole list', () => {
    expect(truncationText(3, 3)).toBeUndefined();
    expect(truncationText(0, 0)).toBeUndefined();
  });
});
