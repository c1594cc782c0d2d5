import { DASHBOARD_KIND_TITLES, type DashboardKind } from '@waybill/api-client';
import { paths } from './paths';

/** A dashboard of the menu: the kind the server draws and the address it has in the portal. */
export interface DashboardRoute {
  kind: DashboardKind;
  href: string;
}

const { dashboard } = paths;

/**
 * Every dashboard that has an address, in the order of SPEC §2's table of kinds (an address is matched by the
 * first entry it contains).
 */
export const DASHBOARD_ROUTES: readonly DashboardRoute[] = [
  { kind: 'executive_summary', href: dashboard.executiveSummary.getHref() },
  { kind: 'domestic_shipping', href: dashboard.domesticShipping.getHref() },
  { kind: 'international_shipping', href: dashboard.internationalShipping.getHref() },
  { kind: 'accessorials_summary', href: dashboard.accessorialsSummary.getHref() },
  { kind: 'accessorials_detail', href: dashboard.accessorialsDetail.getHref() },
  { kind: 'discount_monitoring_summary', href: dashboard.discountMonitoringSummary.getHref() },
  { kind: 'discount_monitoring_detail', href: dashboard.discountMonitoringDetail.getHref() },
  { kind: 'mode_optimization', href: dashboard.modeOptimization.getHref() },
  { kind: 'performance_tracker', href: dashboard.performanceTracker.getHref() },
];

/** The kind of any other address: the discounts overview, which has no menu entry of its own. */
export const FALLBACK_DASHBOARD_KIND: DashboardKind = 'discounts';

/** The last segment of a dashboard's address, e.g. `executive-summary`. */
const segmentOf = (href: string) => href.slice(href.lastIndexOf('/') + 1);

/** The dashboard kind of a portal address (SPEC §2 "Dashboard page"): the first known name it contains. */
export function dashboardKindOf(pathname: string): DashboardKind {
  return (
    DASHBOARD_ROUTES.find(({ href }) => pathname.includes(segmentOf(href)))?.kind ?? FALLBACK_DASHBOARD_KIND
  );
}

/** The portal address of a dashboard kind. */
export function dashboardHrefOf(kind: DashboardKind): string {
  return DASHBOARD_ROUTES.find((route) => route.kind === kind)?.href ?? dashboard.discounts.getHref();
}

/** The name of a dashboard kind as the menu shows it. */
export function dashboardTitleOf(kind: DashboardKind): string {
  return DASHBOARD_KIND_TITLES[kind];
}
