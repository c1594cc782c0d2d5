import type { components } from '@waybill/api-client';

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
 * The dimensions a press on a category filters the page by, each a query parameter of
 * `GET /analytics/dashboard` of the same name. Carrier is the page's own carrier filter; a month or a week
 * narrows the date range instead. Transit days and tracking numbers filter nothing.
 */
export const CROSS_FILTER_DIMENSIONS = [
  'service',
  'unifiedChargeGrouping',
  'zone',
  'weightBand',
  'senderState',
  'receiverCountry',
  'slaGrouping',
  'groundVsExpress',
  'scope',
] as const satisfies readonly PanelDimension[];
export type CrossFilterDimension = (typeof CROSS_FILTER_DIMENSIONS)[number];

/** The cross-filters `GET /analytics/rows` understands as well. */
export const ROW_FILTER_DIMENSIONS = [
  'service',
  'unifiedChargeGrouping',
  'senderState',
  'slaGrouping',
] as const satisfies readonly CrossFilterDimension[];

export function isCrossFilterDimension(dimension: string): dimension is CrossFilterDimension {
  return (CROSS_FILTER_DIMENSIONS as readonly string[]).includes(dimension);
}
