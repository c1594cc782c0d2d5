import { describe, expect, it } from 'vitest';
import { barLengths, rankData, rankedTable } from './ranked';

const SERVICES = [
  { label: 'Ground', value: 500 },
  { label: 'Express Saver', value: 125 },
  { label: '2Day', value: 250 },
  { label: 'Air', value: 250 },
];

describe('rankData', () => {
  it('ranks from the largest figure down, ties by label, and keeps the first `limit`', () => {
    expect(rankData(SERVICES).map((datum) => datum.label)).toEqual([
      'Ground',
      '2Day',
      'Air',
      'Express Saver',
    ]);
    expect(rankData(SERVICES, 2).map((datum) => datum.label)).toEqual(['Ground', '2Day']);
  });
});

describe('barLengths', () => {
  it('measures each bar against the largest figure', () => {
    expect(barLengths(rankData(SERVICES))).toEqual([1, 0.5, 0.5, 0.25]);
    expect(barLengths([{ label: 'Refund', value: -20 }])).toEqual([0]);
  });
});

describe('rankedTable', () => {
  it('lists the ranked figures, raw for CSV and formatted for the table', () => {
    expect(rankedTable('Service', 'Net spend', rankData(SERVICES, 1), 'money')).toEqual({
      columns: [{ label: 'Service' }, { label: 'Net spend', numeric: true }],
      rows: [{ key: 'Ground', cells: ['Ground', 500], shown: ['Ground', '$500.00'] }],
    });
  });
});
