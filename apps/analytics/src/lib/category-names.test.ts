import { describe, expect, it, vi } from 'vitest';
import { categoryName, withCategoryNames } from './category-names';
import type { AnalyticsPanel } from './dimensions';

const panel = (dimension: AnalyticsPanel['dimension'], categories: string[]): AnalyticsPanel => ({
  key: 'onTimeByCarrier',
  title: 'On-time % by carrier',
  chart: 'bar',
  dimension,
  format: 'percent',
  categories,
  series: [{ name: 'On-time %', values: categories.map(() => 90) }],
});

describe('withCategoryNames', () => {
  it('names carriers as people write them and filters by their code when one is pressed', () => {
    const onSelect = vi.fn();
    const named = withCategoryNames(panel('carrier', ['FEDEX', 'UPS']), 'FEDEX', onSelect);
    expect(named.panel.categories).toEqual(['FedEx', 'UPS']);
    expect(named.selected).toBe('FedEx');
    named.onSelect!('FedEx');
    named.onSelect!('UPS');
    expect(onSelect.mock.calls).toEqual([['FEDEX'], ['UPS']]);
  });

  it('names charge groupings by their labels and filters by their code when one is pressed', () => {
    const onSelect = vi.fn();
    const groupings = panel('unifiedChargeGrouping', ['FREIGHT', 'DELIVERY_AREA', 'DECLARED_VALUE']);
    const named = withCategoryNames(groupings, 'DECLARED_VALUE', onSelect);
    expect(named.panel.categories).toEqual(['Freight', 'Delivery Area', 'Declared Value']);
    expect(named.panel.series).toBe(groupings.series);
    expect(named.selected).toBe('Declared Value');
    named.onSelect!('Declared Value');
    named.onSelect!('Freight');
    expect(onSelect.mock.calls).toEqual([['DECLARED_VALUE'], ['FREIGHT']]);
  });

  it('names SLA groups by their labels and filters by their code when one is pressed', () => {
    const onSelect = vi.fn();
    const named = withCategoryNames(panel('slaGrouping', ['NEXT_DAY_AM', 'GROUND']), null, onSelect);
    expect(named.panel.categories).toEqual(['Next Day AM', 'Ground']);
    expect(named.selected).toBeNull();
    named.onSelect!('Next Day AM');
    expect(onSelect.mock.calls).toEqual([['NEXT_DAY_AM']]);
  });

  it('leaves other dimensions as they are', () => {
    const onSelect = vi.fn();
    const services = panel('service', ['FedEx Ground', 'Ground Commercial']);
    const named = withCategoryNames(services, 'FedEx Ground', onSelect);
    expect(named.panel).toBe(services);
    expect(named.selected).toBe('FedEx Ground');
    expect(named.onSelect).toBe(onSelect);
  });

  it('offers no press when the panel filters nothing', () => {
    expect(withCategoryNames(panel('carrier', ['UPS']), null).onSelect).toBeUndefined();
  });
});

describe('categoryName', () => {
  it('writes codes for people and leaves other values as they are', () => {
    expect(categoryName('carrier', 'FEDEX')).toBe('FedEx');
    expect(categoryName('unifiedChargeGrouping', 'DECLARED_VALUE')).toBe('Declared Value');
    expect(categoryName('slaGrouping', 'INTL_EXPRESS')).toBe('International Express');
    expect(categoryName('senderState', 'TX')).toBe('TX');
    expect(categoryName('service', 'FREIGHT')).toBe('FREIGHT');
  });

  it('reads a code the vocabulary does not know as it is', () => {
    expect(categoryName('unifiedChargeGrouping', 'NEW_GROUPING')).toBe('NEW_GROUPING');
    expect(categoryName('unifiedChargeGrouping', 'toString')).toBe('toString');
  });
});
