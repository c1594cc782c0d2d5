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
  it('takes its whole months from the summaries, the whole weeks of the other months from the weekly rollups and the days around them from the facts', () => {
    expect(rangeParts({ from: '2025-01-01', to: '2025-03-31' })).toEqual([
      { from: '2025-01-01', to: '2025-03-31', grain: 'months' },
    ]);
    // Wednesday 8 January to Thursday 20 March: Monday 13 January on, and up to Sunday 16 March, are whole weeks
    // of their month (the weekly rollups hold a week's days within each month).
    expect(rangeParts({ from: '2025-01-08', to: '2025-03-20' })).toEqual([
      { from: '2025-01-08', to: '2025-01-12', grain: 'days' },
      { from: '2025-01-13', to: '2025-01-31', grain: 'weeks' },
      { from: '2025-02-01', to: '2025-02-28', grain: 'months' },
      { from: '2025-03-01', to: '2025-03-16', grain: 'weeks' },
      { from: '2025-03-17', to: '2025-03-20', grain: 'days' },
    ]);
    expect(rangeParts({ from: '2025-01-08', to: '2025-02-20' })).toEqual([
      { from: '2025-01-08', to: '2025-01-12', grain: 'days' },
      { from: '2025-01-13', to: '2025-01-31', grain: 'weeks' },
      { from: '2025-02-01', to: '2025-02-16', grain: 'weeks' },
      { from: '2025-02-17', to: '2025-02-20', grain: 'days' },
    ]);
    expect(rangeParts({ from: '2025-02-01', to: '2025-03-05' })).toEqual([
      { from: '2025-02-01', to: '2025-02-28', grain: 'months' },
      { from: '2025-03-01', to: '2025-03-02', grain: 'weeks' },
      { from: '2025-03-03', to: '2025-03-05', grain: 'days' },
    ]);
    expect(rangeParts({ from: '2025-03-04', to: '2025-03-08' })).toEqual([
      { from: '2025-03-04', to: '2025-03-08', grain: 'days' },
    ]);
  });
});
