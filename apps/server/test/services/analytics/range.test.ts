import { describe, expect, it } from 'vitest';
import { rangeParts } from '../../../src/repositories/analytics.js';
import { isWholeMonths } from '../../../src/services/analytics/calendar.js';
import { previousRange } from '../../../src/services/analytics/range.js';

describe('the comparison period', () => {
  it('is as many whole months just before a range of whole months', () => {
    expect(previousRange({ from: '2025-01-01', to: '2025-03-31' })).toEqual({
      from: '2024-10-01',
      to: '2024-12-31',
    });
    expect(previousRange({ from: '2024-03-01', to: '2025-02-28' })).toEqual({
      from: '2023-03-01',
      to: '2024-02-29',
    });
    expect(previousRange({ from: '2025-03-01', to: '2025-03-31' })).toEqual({
      from: '2025-02-01',
      to: '2025-02-28',
    });
  });

  it('is as many days just before any other range', () => {
    expect(previousRange({ from: '2025-01-08', to: '2025-02-20' })).toEqual({
      from: '2024-11-25',
      to: '2025-01-07',
    });
    expect(previousRange({ from: '2025-03-05', to: '2025-03-05' })).toEqual({
      from: '2025-03-04',
      to: '2025-03-04',
    });
  });

  it('tells whole months apart', () => {
    expect(isWholeMonths({ from: '2025-02-01', to: '2025-02-28' })).toBe(true);
    expect(isWholeMonths({ from: '2024-02-01', to: '2024-02-28' })).toBe(false);
    expect(isWholeMonths({ from: '2025-02-02', to: '2025-03-31' })).toBe(false);
  });
});

describe('a range read from the summaries and the facts', () => {
  it('takes its whole months from the summaries and the days around them from the facts', () => {
    expect(rangeParts({ from: '2025-01-01', to: '2025-03-31' })).toEqual([
      { from: '2025-01-01', to: '2025-03-31', wholeMonths: true },
    ]);
    expect(rangeParts({ from: '2025-01-08', to: '2025-03-20' })).toEqual([
      { from: '2025-01-08', to: '2025-01-31', wholeMonths: false },
      { from: '2025-02-01', to: '2025-02-28', wholeMonths: true },
      { from: '2025-03-01', to: '2025-03-20', wholeMonths: false },
    ]);
    expect(rangeParts({ from: '2025-01-08', to: '2025-02-20' })).toEqual([
      { from: '2025-01-08', to: '2025-02-20', wholeMonths: false },
    ]);
    expect(rangeParts({ from: '2025-02-01', to: '2025-03-05' })).toEqual([
      { from: '2025-02-01', to: '2025-02-28', wholeMonths: true },
      { from: '2025-03-01', to: '2025-03-05', wholeMonths: false },
    ]);
  });
});
