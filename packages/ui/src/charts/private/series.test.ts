import { describe, expect, it } from 'vitest';
import { isEmphasised, isSeriesEmpty, seriesTable } from './series';

describe('seriesTable', () => {
  it('has a row per category and a column per series, figures exported raw and shown formatted', () => {
    const table = seriesTable(
      'Month',
      ['2025-01', '2025-02'],
      [
        { name: 'UPS', values: [1200.5, null] },
        { name: 'FedEx', values: [300, 450.25] },
      ],
      'money',
    );
    expect(table.columns).toEqual([
      { label: 'Month' },
      { label: 'UPS', numeric: true },
      { label: 'FedEx', numeric: true },
    ]);
    expect(table.rows).toEqual([
      { key: '2025-01', cells: ['2025-01', 1200.5, 300], shown: ['2025-01', '$1,200.50', '$300.00'] },
      { key: '2025-02', cells: ['2025-02', null, 450.25], shown: ['2025-02', '—', '$450.25'] },
    ]);
  });
});

describe('isSeriesEmpty', () => {
  it('is empty without categories, without series or with no figure at all', () => {
    expect(isSeriesEmpty([], [{ name: 'A', values: [] }])).toBe(true);
    expect(isSeriesEmpty(['x'], [])).toBe(true);
    expect(isSeriesEmpty(['x'], [{ name: 'A', values: [null] }])).toBe(true);
    expect(isSeriesEmpty(['x'], [{ name: 'A', values: [0] }])).toBe(false);
  });
});

describe('isEmphasised', () => {
  it('emphasises everything without a selection, else the selected category or its one series', () => {
    expect(isEmphasised(null, 'Jan', 'UPS')).toBe(true);
    expect(isEmphasised({ category: 'Jan' }, 'Jan', 'UPS')).toBe(true);
    expect(isEmphasised({ category: 'Jan' }, 'Feb', 'UPS')).toBe(false);
    expect(isEmphasised({ category: 'Jan', series: 'FedEx' }, 'Jan', 'UPS')).toBe(false);
    expect(isEmphasised({ category: 'Jan', series: 'UPS' }, 'Jan', 'UPS')).toBe(true);
  });
});
