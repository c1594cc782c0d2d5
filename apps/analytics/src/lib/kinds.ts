import { DASHBOARD_KIND_TITLES, type DashboardKind } from '@waybill/api-client';

/** The kinds whose page is a table of rows (`GET /analytics/rows`) under their tiles. */
export type DetailKind = 'accessorials_detail' | 'discount_monitoring_detail';

export function isDetailKind(kind: DashboardKind): kind is DetailKind {
  return kind === 'accessorials_detail' || kind === 'discount_monitoring_detail';
}

/** The portal's address of a dashboard: `/dashboard/accessorials-detail`; the fallback kind has `/dashboard`. */
export function portalDashboardHref(kind: DashboardKind): string {
  return kind === 'discounts' ? '/dashboard' : `/dashboard/${kind.replaceAll('_', '-')}`;
}

/** The kind of a portal dashboard address made by `portalDashboardHref`. */
export function kindOfPortalHref(href: string): DashboardKind | null {
  const kind = (Object.keys(DASHBOARD_KIND_TITLES) as DashboardKind[]).find(
    (candidate) => portalDashboardHref(candidate) === href,
  );
  return kind ?? null;
}
