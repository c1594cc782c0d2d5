import {
  packageRollupKey,
  packageSummaryKey,
  packageSummaryMeasures,
  packageTransitRollupKey,
  packageWeekRollupKey,
  packageZoneRollupKey,
} from '../../services/invoice-import/package-contributions.js';
import { filterDimensions, type FilterDimension, type GroupDimension } from './slice.js';

/** The summaries the importer keeps, as the dashboards read them, and the dimensions each carries. */

/** A summary table: its key (after organization_id) and its measures, every one a sum. */
export interface Summary {
  table: string;
  key: readonly string[];
  measures: readonly string[];
  /** The rollup that holds this summary's columns by week of the ship date, within each month. */
  weekly?: string;
  /** The rollup that holds this summary's columns by ship date (its month and week are the ship date's). */
  daily?: string;
}

/** The filters package_month_summaries carries: every one but the charge grouping. */
export const packageSummaryDimensions: readonly FilterDimension[] = filterDimensions.filter(
  (dimension) => dimension !== 'unifiedChargeGrouping',
);
/** The dimensions package_month_rollups carries (its key, packageRollupKey). */
export const packageRollupDimensions: readonly GroupDimension[] = [
  'month',
  'carrier',
  'service',
  'slaGrouping',
  'groundVsExpress',
  'scope',
];
/** The dimensions package_zone_rollups carries (its key, packageZoneRollupKey). */
export const packageZoneRollupDimensions: readonly GroupDimension[] = [
  'month',
  'carrier',
  'groundVsExpress',
  'scope',
  'zone',
  'weightBand',
];
/** The filters charge_month_summaries carries: every one but the zone and the weight band. */
export const chargeSummaryDimensions: readonly FilterDimension[] = filterDimensions.filter(
  (dimension) => dimension !== 'zone' && dimension !== 'weightBand',
);

const packageMeasures = Object.keys(packageSummaryMeasures);
const packageSummaryOf = (table: string, key: readonly string[], measures = packageMeasures): Summary => ({
  table,
  key,
  measures,
});
export const packageSummary = packageSummaryOf('package_month_summaries', packageSummaryKey);
export const packageWeekRollup: Summary = {
  ...packageSummaryOf('package_week_rollups', packageWeekRollupKey),
  weekly: 'package_week_rollups',
};
export const packageRollup: Summary = {
  ...packageSummaryOf('package_month_rollups', packageRollupKey),
  weekly: packageWeekRollup.table,
};
export const packageZoneRollup = packageSummaryOf('package_zone_rollups', packageZoneRollupKey);
export const packageTransitRollup = packageSummaryOf('package_transit_rollups', packageTransitRollupKey, [
  'packages',
]);

const chargeMeasures = [
  'charges',
  'gross_amount',
  'incentive_amount',
  'net_amount',
  'discount_charges',
  'discount_variance',
];
export const chargeSummary: Summary = {
  table: 'charge_month_summaries',
  key: [
    'month',
    'carrier',
    'service',
    'sla_grouping',
    'ground_vs_express',
    'scope',
    'sender_state',
    'receiver_country',
    'unified_charge_grouping',
  ],
  measures: chargeMeasures,
};
/**
 * charge_day_rollups: the charges by ship date with every column of charge_month_summaries but the sender state
 * and the receiver country, for the days of the months a range cuts.
 */
const chargeDayRollup = 'charge_day_rollups';
/**
 * charge_month_summaries read without the sender state and the receiver country, so the days of the months a range
 * cuts are read from charge_day_rollups rather than from the facts.
 */
export const chargeServiceSummary: Summary = {
  ...chargeSummary,
  key: chargeSummary.key.filter((column) => column !== 'sender_state' && column !== 'receiver_country'),
  daily: chargeDayRollup,
};
/** The dimensions chargeServiceSummary carries: the package rollup's, and the grouping. */
export const chargeServiceDimensions: readonly GroupDimension[] = [
  ...packageRollupDimensions,
  'unifiedChargeGrouping',
];
const chargeRollupKey = ['carrier', 'ground_vs_express', 'scope', 'unified_charge_grouping'];
export const chargeWeekRollup: Summary = {
  table: 'charge_week_rollups',
  key: ['month', 'week', ...chargeRollupKey],
  measures: chargeMeasures,
  weekly: 'charge_week_rollups',
  daily: chargeDayRollup,
};
export const chargeRollup: Summary = {
  table: 'charge_month_rollups',
  key: ['month', ...chargeRollupKey],
  measures: chargeMeasures,
  weekly: chargeWeekRollup.table,
  daily: chargeDayRollup,
};
/** The dimensions charge_month_rollups carries: charge totals and spend by month, carrier, mode and grouping. */
export const chargeRollupDimensions: readonly GroupDimension[] = [
  'month',
  'carrier',
  'groundVsExpress',
  'scope',
  'unifiedChargeGrouping',
];
