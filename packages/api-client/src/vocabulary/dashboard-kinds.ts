import type { components } from '../generated/schema';

type DashboardKind = components['schemas']['DashboardKind'];

/**
 * The name of each dashboard kind, as the portal's menu and the analytics frame show it, in the order of
 * SPEC §2's table of kinds.
 */
export const DASHBOARD_KIND_TITLES: Record<DashboardKind, string> = {
  executive_summary: 'Executive Summary',
  domestic_shipping: 'Domestic Shipping',
  international_shipping: 'International Shipping',
  accessorials_summary: 'Accessorials Summary',
  accessorials_detail: 'Accessorials Detail',
  discount_monitoring_summary: 'Discount Monitoring Summary',
  discount_monitoring_detail: 'Discount Monitoring Detail',
  mode_optimization: 'Mode Optimization',
  performance_tracker: 'Performance Tracker',
  refunds: 'Refunds',
  discounts: 'Discounts',
};

/** Every dashboard kind, in the order of SPEC §2's table. */
export const DASHBOARD_KINDS = Object.keys(DASHBOARD_KIND_TITLES) as readonly DashboardKind[];

export function isDashboardKind(value: unknown): value is DashboardKind {
  return typeof value === 'string' && (DASHBOARD_KINDS as readonly string[]).includes(value);
}

/** The kind of any dashboard address the portal does not know: the discounts overview, with no menu entry. */
export const FALLBACK_DASHBOARD_KIND = 'discounts' satisfies DashboardKind;

/** The portal's address of each dashboard kind; the fallback kind has `/dashboard` itself. */
export const DASHBOARD_ADDRESSES = {
  executive_summary: '/dashboard/executive-summary',
  domestic_shipping: '/dashboard/domestic-shipping',
  international_shipping: '/dashboard/international-shipping',
  accessorials_summary: '/dashboard/accessorials-summary',
  accessorials_detail: '/dashboard/accessorials-detail',
  discount_monitoring_summary: '/dashboard/discount-monitoring-summary',
  discount_monitoring_detail: '/dashboard/discount-monitoring-detail',
  mode_optimization: '/dashboard/mode-optimization',
  performance_tracker: '/dashboard/performance-tracker',
  refunds: '/dashboard/refunds',
  discounts: '/dashboard',
} as const satisfies Record<DashboardKind, string>;

/** The kind whose portal address is exactly `address`, or null. */
export function dashboardKindOfAddress(address: string): DashboardKind | null {
  return DASHBOARD_KINDS.find((kind) => DASHBOARD_ADDRESSES[kind] === address) ?? null;
}

/** The kinds whose page is a table of rows (`GET /analytics/rows`) under their tiles. */
export const DETAIL_KINDS = [
  'accessorials_detail',
  'discount_monitoring_detail',
] as const satisfies readonly DashboardKind[];
export type DetailKind = (typeof DETAIL_KINDS)[number];

export function isDetailKind(kind: DashboardKind): kind is DetailKind {
  return (DETAIL_KINDS as readonly string[]).includes(kind);
}
