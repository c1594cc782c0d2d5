import type { operations } from '../generated/schema';

type DashboardQuery = NonNullable<operations['getAnalyticsDashboard']['parameters']['query']>;
type RowsQuery = NonNullable<operations['listAnalyticsRows']['parameters']['query']>;

/**
 * The dimensions a dashboard can be filtered by, each a query parameter of `GET /analytics/dashboard` of the
 * same name: the server reads them into the slice, the frame writes them from its carrier filter and chips.
 */
export const DASHBOARD_FILTER_DIMENSIONS = [
  'carrier',
  'service',
  'unifiedChargeGrouping',
  'zone',
  'weightBand',
  'senderState',
  'receiverCountry',
  'slaGrouping',
  'groundVsExpress',
  'scope',
] as const satisfies readonly (keyof DashboardQuery)[];
export type DashboardFilterDimension = (typeof DASHBOARD_FILTER_DIMENSIONS)[number];

/** The dashboard filters `GET /analytics/rows` understands as well, besides the carrier. */
export const ROW_FILTER_DIMENSIONS = [
  'service',
  'unifiedChargeGrouping',
  'senderState',
  'slaGrouping',
] as const satisfies readonly (keyof RowsQuery & DashboardFilterDimension)[];
