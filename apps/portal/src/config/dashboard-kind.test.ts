import { describe, expect, it } from 'vitest';
import { dashboardHrefOf, dashboardKindOf, dashboardTitleOf } from './dashboard-kind';

describe('dashboardKindOf', () => {
  it.each([
    ['/dashboard/executive-summary', 'executive_summary'],
    ['/dashboard/domestic-shipping', 'domestic_shipping'],
    ['/dashboard/international-shipping', 'international_shipping'],
    ['/dashboard/accessorials-summary', 'accessorials_summary'],
    ['/dashboard/accessorials-detail', 'accessorials_detail'],
    ['/dashboard/discount-monitoring-summary', 'discount_monitoring_summary'],
    ['/dashboard/discount-monitoring-detail', 'discount_monitoring_detail'],
    ['/dashboard/mode-optimization', 'mode_optimization'],
    ['/dashboard/performance-tracker', 'performance_tracker'],
  ])('reads %s as %s', (pathname, kind) => {
    expect(dashboardKindOf(pathname)).toBe(kind);
  });

  it('matches a name anywhere in the address, as the table says "contains"', () => {
    expect(dashboardKindOf('/reports/performance-tracker/2026')).toBe('performance_tracker');
  });

  it('falls back to discounts for any other address', () => {
    expect(dashboardKindOf('/dashboard')).toBe('discounts');
    expect(dashboardKindOf('/dashboard/executive_summary')).toBe('discounts');
    expect(dashboardKindOf('/')).toBe('discounts');
  });
});

describe('dashboardHrefOf', () => {
  it('gives the address of a kind, /dashboard for the discounts overview', () => {
    expect(dashboardHrefOf('accessorials_detail')).toBe('/dashboard/accessorials-detail');
    expect(dashboardHrefOf('discounts')).toBe('/dashboard');
  });
});

describe('dashboardTitleOf', () => {
  it('names a kind as the menu does', () => {
    expect(dashboardTitleOf('discount_monitoring_summary')).toBe('Discount Monitoring Summary');
    expect(dashboardTitleOf('discounts')).toBe('Discounts');
  });
});
