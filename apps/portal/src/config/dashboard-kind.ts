import {
  DASHBOARD_ADDRESSES,
  DASHBOARD_KIND_TITLES,
  DASHBOARD_KINDS,
  FALLBACK_DASHBOARD_KIND,
  type DashboardKind,
} from '@waybill/api-client';

/** A dashboard of the menu: the kind the server draws and the address it has in the portal. */
export interface DashboardRoute {
  kind: DashboardKind;
  href: string;
}

/**
 * Every dashboard that has an address of its own, in the order of SPEC §2's table of kinds (an address is
 * matched by the first entry it contains); any other address shows the fallback kind, the discounts overview.
 */
export const DASHBOARD_ROUTES: readonly DashboardRoute[] = DASHBOARD_KINDS.filter(
  (kind) => kind !== FALLBACK_DASHBOARD_KIND,
).map((kind) => ({ kind, href: DASHBOARD_ADDRESSES[kind] }));

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
  return DASHBOARD_ADDRESSES[kind];
}

/** The name of a dashboard kind as the menu shows it. */
export function dashboardTitleOf(kind: DashboardKind): string {
  return DASHBOARD_KIND_TITLES[kind];
}
