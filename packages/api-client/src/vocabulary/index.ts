/**
 * The words both sides of the portal/frame seam (and the server, where it writes the same labels) use: imported
 * from here, so they cannot drift apart. No runtime dependency, so the server can import it too
 * (`@waybill/api-client/vocabulary`).
 */
export {
  DASHBOARD_ADDRESSES,
  DASHBOARD_KIND_TITLES,
  DASHBOARD_KINDS,
  DETAIL_KINDS,
  FALLBACK_DASHBOARD_KIND,
  dashboardKindOfAddress,
  isDashboardKind,
  isDetailKind,
  type DetailKind,
} from './dashboard-kinds';
export {
  DASHBOARD_FILTER_DIMENSIONS,
  ROW_FILTER_DIMENSIONS,
  type DashboardFilterDimension,
} from './dashboard-filters';
export { readFrameMessageData, UNMAPPED_REFERENCE_DATA_ADDRESS, type FrameMessage } from './frame-messages';
export {
  CARRIER_NAMES,
  carrierName,
  SERVICE_MATCH_LABELS,
  SLA_GROUPING_LABELS,
  UNIFIED_CHARGE_GROUPING_LABELS,
} from './shipping-labels';
