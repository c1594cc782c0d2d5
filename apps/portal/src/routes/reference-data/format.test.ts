import { describe, expect, it } from 'vitest';
import { carrierOrBothText, deletionToast, moreText, rederivationText, truncationText } from './format';

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

describe('rederivationText', () => {
  it('tells what a change re-derived', () => {
    expect(rederivationText({ packages: 0, files: 0 })).toBe('Nothing stored needed re-deriving.');
    expect(rederivationText({ packages: 1, files: 1 })).toBe('1 package in 1 file was re-derived.');
    expect(rederivationText({ packages: 1204, files: 3 })).toBe('1,204 packages in 3 files were re-derived.');
  });
});

describe('deletionToast', () => {
  it('titles the toast of a deleted row and tells what was re-derived', () => {
    expect(deletionToast('Rule deleted')({ packages: 2, files: 1 })).toEqual({
      title: 'Rule deleted',
      description: '2 packages in 1 file were re-derived.',
    });
  });
});

describe('carrierOrBothText', () => {
  it('names both carriers for null, else the carrier', () => {
    expect(carrierOrBothText(null)).toBe('Both carriers');
    expect(carrierOrBothText('FEDEX')).toBe('FedEx');
  });
});
