import { describe, expect, it } from 'vitest';
import { dashboardMenu, type NavigationEntry } from '../../app/navigation';
import { paths } from '../../config/paths';
import { dashboardHrefOf, dashboardKindOf, dashboardTitleOf } from './dashboard-kind';

/** Every address the dashboard menu links to, group titles included. */
const menuHrefs = (entries: readonly NavigationEntry[]): string[] =>
  entries.flatMap((entry) =>
    entry.kind === 'link' ? [entry.href] : [...(entry.href ? [entry.href] : []), ...menuHrefs(entry.entries)],
  );

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

  it('knows every address of the dashboard menu, the Carrier Monitoring group link included', () => {
    const hrefs = menuHrefs(dashboardMenu);
    expect(hrefs).toContain(paths.dashboard.modeOptimization.getHref());
    for (const href of hrefs) {
      expect(dashboardKindOf(href)).not.toBe('discounts');
      expect(dashboardHrefOf(dashboardKindOf(href))).toBe(href);
    }
  });
});

describe('dashboardHrefOf', () => {
  it('gives the address of a kind, and none for the discounts overview', () => {
    expect(dashboardHrefOf('accessorials_detail')).toBe('/dashboard/accessorials-detail');
    expect(dashboardHrefOf('discounts')).toBeUndefined();
  });
});

describe('dashboardTitleOf', () => {
  it('names a kind as the menu does', () => {
    expect(dashboardTitleOf('discount_monitoring_summary')).toBe('Discount Monitoring Summary');
    expect(dashboardTitleOf('discounts')).toBe('Discounts');
  });
});
