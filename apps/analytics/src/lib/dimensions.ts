import {
  DASHBOARD_FILTER_DIMENSIONS,
  type components,
  type DashboardFilterDimension,
} from '@waybill/api-client';

export type AnalyticsPanel = components['schemas']['AnalyticsPanel'];
export type AnalyticsTile = components['schemas']['AnalyticsTile'];
export type AnalyticsDashboard = components['schemas']['AnalyticsDashboard'];
export type PanelDimension = AnalyticsPanel['dimension'];

const DIMENSION_LABELS: Partial<Record<PanelDimension, string>> = {
  carrier: 'Carrier',
  service: 'Service',
  unifiedChargeGrouping: 'Charge grouping',
  zone: 'Zone',
  weightBand: 'Weight band (lb)',
  senderState: 'Sender state',
  receiverCountry: 'Destination country',
  slaGrouping: 'SLA group',
  groundVsExpress: 'Ground or express',
  scope: 'Domestic or international',
  month: 'Month',
  week: 'Week of',
  transitDays: 'Transit days',
  trackingNumber: 'Tracking number',
};

/** What a panel's categories are, as a table's first column and a filter chip name them. */
export function dimensionLabel(dimension: PanelDimension): string {
  // Categories that stand for no filter (the contract's `none`) are just categories.
  return DIMENSION_LABELS[dimension] ?? 'Category';
}

/**
 * The dimensions a press on a category filters the page by: the dashboard's filters but the carrier, which is
 * the page's own carrier filter (a month or a week narrows the date range instead; transit days and tracking
 * numbers filter nothing).
 */
export type CrossFilterDimension = Exclude<DashboardFilterDimension, 'carrier'>;

export function isCrossFilterDimension(dimension: string): dimension is CrossFilterDimension {
  return dimension !== 'carrier' && (DASHBOARD_FILTER_DIMENSIONS as readonly string[]).includes(dimension);
}
