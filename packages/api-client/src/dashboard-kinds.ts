import type { components } from './generated/schema';

/** The name of each dashboard kind, as the portal's menu and the analytics frame show it. */
export const DASHBOARD_KIND_TITLES: Record<components['schemas']['DashboardKind'], string> = {
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
