import { describe, expect, it, vi } from 'vitest';
import { withCategoryNames } from './category-names';
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
