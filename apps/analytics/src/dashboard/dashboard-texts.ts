import type { DashboardKind } from '@waybill/api-client';

/** The SPEC §8 text of a dashboard that failed to load. */
export const DASHBOARD_ERROR = 'Error loading dashboard';

/**
 * What an empty dashboard says: a range without packages, or, for the Refunds kind, a range whose packages no refund
 * concerns (it may hold packages: none refund-eligible, claimed or credited).
 */
export function emptyDashboardTexts(
  kind: DashboardKind,
  scopeName: string,
  range: string | null,
): { title: string; description: string } {
  const noPackages = 'No packages in this period';
  if (range === null) {
    return {
      title: noPackages,
      description: `${scopeName} has no packages yet. Figures appear here once carrier invoices are imported.`,
    };
  }
  const narrow = 'Pick another date range or carrier, or remove a filter.';
  if (kind === 'refunds') {
    return {
      title: 'No refunds in this period',
      description: `${scopeName} has no refund-eligible, claimed or credited packages shipped ${range} with these filters. ${narrow}`,
    };
  }
  return {
    title: noPackages,
    description: `${scopeName} has no packages shipped ${range} with these filters. ${narrow}`,
  };
}
