import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatShare, formatWholeDollars, sumMoney, unmappedTexts } from './format';

describe('formatMoney', () => {
  it('shows the $ sign, thousands separators and 2 decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(0.005)).toBe('$0.01');
  });

  it('puts the minus sign before the $ of a credit', () => {
    expect(formatMoney(-12)).toBe('-$12.00');
  });
});

describe('formatWholeDollars', () => {
  it('rounds to whole dollars and shows no decimals', () => {
    expect(formatWholeDollars(12480.5)).toBe('$12,481');
    expect(formatWholeDollars(12480.49)).toBe('$12,480');
    expect(formatWholeDollars(0)).toBe('$0');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(7)).toBe('7');
  });
});

describe('formatShare', () => {
  it('shows the share of the whole in percent with one decimal', () => {
    expect(formatShare(1, 3)).toBe('33.3%');
    expect(formatShare(2, 3)).toBe('66.7%');
    expect(formatShare(5, 5)).toBe('100.0%');
    expect(formatShare(0, 5)).toBe('0.0%');
  });

  it('shows 0.0% of an empty whole instead of dividing by zero', () => {
    expect(formatShare(0, 0)).toBe('0.0%');
  });
});

describe('sumMoney', () => {
  it('adds amounts to the cent, without float drift', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney(Array.from({ length: 1000 }, () => 19.99))).toBe(19990);
    expect(sumMoney([10.25, -2.5])).toBe(7.75);
  });

  it('is 0 for nothing', () => {
    expect(sumMoney([])).toBe(0);
  });
});

describe('unmappedTexts', () => {
  it('names each nonzero count, singular for one', () => {
    expect(unmappedTexts({ unmapped_service_packages: 3, unmapped_description_charges: 1 })).toEqual([
      '3 packages with an unmapped service',
      '1 charge with an unmapped description',
    ]);
    expect(unmappedTexts({ unmapped_service_packages: 1, unmapped_description_charges: 1204 })).toEqual([
      '1 package with an unmapped service',
      '1,204 charges with an unmapped description',
    ]);
  });

  it('says nothing of a file the maps know entirely', () => {
    expect(unmappedTexts({ unmapped_service_packages: 0, unmapped_description_charges: 0 })).toEqual([]);
  });
});
