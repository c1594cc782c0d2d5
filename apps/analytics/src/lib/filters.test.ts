import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  dashboardQuery,
  INITIAL_FILTERS,
  pressCategory,
  removeCrossFilter,
  rowsFilterQuery,
  crossFilterLabel,
} from './filters';

describe('pressCategory', () => {
  it('adds a chip per dimension, replaces the value of the same dimension and removes it on a second press', () => {
    let filters = pressCategory(INITIAL_FILTERS, 'zone', '2');
    filters = pressCategory(filters, 'senderState', 'TX');
    filters = pressCategory(filters, 'zone', '5');
    expect(filters.crossFilters).toEqual([
      { dimension: 'senderState', value: 'TX' },
      { dimension: 'zone', value: '5' },
    ]);
    expect(crossFilterLabel(filters.crossFilters[1]!)).toBe('Zone: 5');
    expect(pressCategory(filters, 'zone', '5').crossFilters).toEqual([
      { dimension: 'senderState', value: 'TX' },
    ]);
    expect(removeCrossFilter(filters, 'senderState').crossFilters).toEqual([
      { dimension: 'zone', value: '5' },
    ]);
  });

  it('names a charge grouping by its label on its chip and sends its code', () => {
    const filters = pressCategory(INITIAL_FILTERS, 'unifiedChargeGrouping', 'DECLARED_VALUE');
    expect(filters.crossFilters).toEqual([{ dimension: 'unifiedChargeGrouping', value: 'DECLARED_VALUE' }]);
    expect(crossFilterLabel(filters.crossFilters[0]!)).toBe('Charge grouping: Declared Value');
    expect(dashboardQuery(filters)).toEqual({ unifiedChargeGrouping: 'DECLARED_VALUE' });
  });

  it('sets the carrier filter for a carrier and narrows the range for a month or a week', () => {
    expect(pressCategory(INITIAL_FILTERS, 'carrier', 'FEDEX').carrier).toBe('FEDEX');
    const month = pressCategory(INITIAL_FILTERS, 'month', '2024-02').range;
    expect([month.from?.toString(), month.to?.toString()]).toEqual(['2024-02-01', '2024-02-29']);
    const week = pressCategory(INITIAL_FILTERS, 'week', '2024-12-30').range;
    expect([week.from?.toString(), week.to?.toString()]).toEqual(['2024-12-30', '2025-01-05']);
  });

  it('filters nothing by transit days or tracking numbers', () => {
    expect(pressCategory(INITIAL_FILTERS, 'transitDays', '3')).toBe(INITIAL_FILTERS);
  });
});

describe('dashboardQuery', () => {
  it('sends the carrier, the chips and both ends of the range', () => {
    const filters = {
      ...pressCategory(INITIAL_FILTERS, 'weightBand', '2-5'),
      carrier: 'UPS' as const,
      range: { from: parseDate('2025-01-01'), to: parseDate('2025-03-31') },
    };
    expect(dashboardQuery(filters)).toEqual({
      from: '2025-01-01',
      to: '2025-03-31',
      carrier: 'UPS',
      weightBand: '2-5',
    });
  });

  it("sends no range until one is picked (the server's default), and closes an open range with the data's ends", () => {
    expect(dashboardQuery(INITIAL_FILTERS)).toEqual({});
    const onOrAfter = { ...INITIAL_FILTERS, range: { from: parseDate('2025-02-01') } };
    expect(dashboardQuery(onOrAfter, { first: '2024-01-01', last: '2025-06-30' })).toEqual({
      from: '2025-02-01',
      to: '2025-06-30',
    });
  });

  it('passes the rows call only the filters it knows', () => {
    let filters = pressCategory(INITIAL_FILTERS, 'zone', '2');
    filters = pressCategory(filters, 'service', 'Ground');
    expect(rowsFilterQuery(filters)).toEqual({ service: 'Ground' });
  });
});
