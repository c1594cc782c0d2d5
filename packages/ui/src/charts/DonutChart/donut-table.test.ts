import { describe, expect, it } from 'vitest';
import { donutTable, shares } from './donut-table';

describe('shares', () => {
  it('gives each figure its share of the total of figures above 0', () => {
    expect(
      shares([
        { label: 'FREIGHT', value: 750 },
        { label: 'FUEL', value: 250 },
        { label: 'CREDIT', value: -40 },
      ]),
    ).toEqual([0.75, 0.25, 0]);
  });

  it('has no share without a total above 0', () => {
    expect(shares([{ label: 'A', value: 0 }])).toEqual([null]);
  });
});

describe('donutTable', () => {
  it('lists label, figure and share in percent with 1 decimal, as shown', () => {
    const table = donutTable(
      'Grouping',
      'Net spend',
      [
        { label: 'FREIGHT', value: 2000 },
        { label: 'FUEL', value: 1000 },
      ],
      'money',
    );
    expect(table.columns.map((column) => column.label)).toEqual(['Grouping', 'Net spend', 'Share (%)']);
    expect(table.rows).toEqual([
      { key: 'FREIGHT', cells: ['FREIGHT', 2000, 66.7], shown: ['FREIGHT', '$2,000.00', '66.7%'] },
      { key: 'FUEL', cells: ['FUEL', 1000, 33.3], shown: ['FUEL', '$1,000.00', '33.3%'] },
    ]);
  });
});
