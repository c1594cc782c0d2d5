import type { DashboardKind } from '@waybill/api-client';

/** The name of each dashboard, as the portal's menu shows it. */
export const KIND_TITLES: Record<DashboardKind, string> = {
  executive_summary: 'Executive Summary',
  domestic_shipping: 'Domestic Shipping',
  international_shipping: 'International Shipping',
  accessorials_summary: 'Accessorials Summary',
  accessorials_detail: 'Accessorials Detail',
  discount_monitoring_summary: 'Discount Monitoring Summary',
  discount_monitoring_detail: 'Discount Monitoring Detail',
  mode_optimization: 'Mode Optimization',
  performance_tracker: 'Performance Tracker',
  discounts: 'Discounts',
};

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
  const kind = (Object.keys(KIND_TITLES) as DashboardKind[]).find(
    (candidate) => portalDashboardHref(candidate) === href,
  );
  return kind ?? null;
}
