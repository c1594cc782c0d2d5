import { describe, expect, it } from 'vitest';
import type { AnalyticsDashboard } from './dimensions';
import { goodDirectionOf, isEmptyDashboard } from './dashboard-state';

const dashboard: AnalyticsDashboard = {
  kind: 'discounts',
  theme: 'Light',
  scopeName: 'Acme Freight',
  range: { from: '2025-01-01', to: '2025-12-31' },
  previousRange: { from: '2024-01-01', to: '2024-12-31' },
  dataRange: { first: '2024-01-01', last: '2025-12-31' },
  capabilities: { reviewUnmappedReferenceData: false },
  tiles: [
    {
      key: 'effectiveDiscountPct',
      label: 'Effective discount %',
      format: 'percent',
      value: null,
      previous: 31,
    },
  ],
  panels: [
    {
      key: 'byMonth',
      title: 'Effective discount % by carrier and month',
      chart: 'line',
      dimension: 'month',
      format: 'percent',
      categories: ['2025-01'],
      series: [{ name: 'UPS', values: [null] }],
    },
  ],
};

describe('isEmptyDashboard', () => {
  it('is empty without packages in scope, or when no figure of the range is there', () => {
    expect(isEmptyDashboard({ ...dashboard, dataRange: null })).toBe(true);
    expect(isEmptyDashboard(dashboard)).toBe(true);
  });

  it('is not empty with one figure', () => {
    const withFigure = { ...dashboard, tiles: [{ ...dashboard.tiles[0]!, value: 30.2 }] };
    expect(isEmptyDashboard(withFigure)).toBe(false);
  });
});

describe('goodDirectionOf', () => {
  it('reads rates that should rise, costs that should fall, and spend as neither', () => {
    expect(goodDirectionOf({ key: 'onTimePct' })).toBe('up');
    expect(goodDirectionOf({ key: 'latePackages' })).toBe('down');
    expect(goodDirectionOf({ key: 'netSpend' })).toBe('neither');
  });

  it('reads refunds recovered as good news and refunds lost to a closed window as bad', () => {
    expect(goodDirectionOf({ key: 'creditedAmount' })).toBe('up');
    expect(goodDirectionOf({ key: 'recoveryRate' })).toBe('up');
    expect(goodDirectionOf({ key: 'refundsCredited' })).toBe('up');
    expect(goodDirectionOf({ key: 'expiredAmount' })).toBe('down');
    expect(goodDirectionOf({ key: 'claimedAmount' })).toBe('neither');
  });
});
