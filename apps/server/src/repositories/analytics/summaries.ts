import * as catalogue from '../shipping-summaries.js';
import type { MeasureAggregate, SummaryTable } from '../shipping-summaries.js';
import { dimensionColumns, type GroupDimension } from './slice.js';
import { DASHBOARD_FILTER_DIMENSIONS, type DashboardFilterDimension } from '@waybill/api-client/vocabulary';

/**
 * The summaries of the catalogue (shipping-summaries.ts) as the dashboards read them: the key and measures of
 * each, the rollups that hold it by week and by day, and the dimensions its key carries.
 */

/** A summary as a read takes it: its table's key (after organization_id), measures and rollups. */
export interface Summary {
  table: string;
  key: readonly string[];
  measures: readonly { name: string; aggregate: MeasureAggregate }[];
  /** The rollup that holds this summary's columns by week of the ship date, within each month. */
  weekly?: string;
  /** The rollup that holds this summary's columns by ship date (its month and week are the ship date's). */
  daily?: string;
  /** The dimensions its key carries: what a read answered from it may group and filter by. */
  dimensions: readonly GroupDimension[];
}

const dimensionOfColumn = new Map<string, GroupDimension>([
  ['month', 'month'],
  ['week', 'week'],
  ...DASHBOARD_FILTER_DIMENSIONS.map((dimension) => [dimensionColumns[dimension], dimension] as const),
]);

/** A catalogue table as the dashboards read it; a table keyed by week holds itself by week. */
function readAs(summary: SummaryTable<{ name: string; aggregate: MeasureAggregate }>): Summary {
  const weekly = summary.weekly ?? (summary.key.includes('week') ? summary.table : undefined);
  return {
    table: summary.table,
    key: summary.key,
    measures: summary.measures.map(({ name, aggregate }) => ({ name, aggregate })),
    ...(weekly ? { weekly } : {}),
    ...(summary.daily ? { daily: summary.daily } : {}),
    dimensions: summary.key.flatMap((column) => {
      const dimension = dimensionOfColumn.get(column);
      return dimension ? [dimension] : [];
    }),
  };
}

/** The filters among a summary's dimensions. */
const filtersOf = (summary: Summary): readonly DashboardFilterDimension[] =>
  DASHBOARD_FILTER_DIMENSIONS.filter((dimension) => summary.dimensions.includes(dimension));

export const packageSummary = readAs(catalogue.packageMonthSummary);
export const packageRollup = readAs(catalogue.packageMonthRollup);
export const packageWeekRollup = readAs(catalogue.packageWeekRollup);
export const packageZoneRollup = readAs(catalogue.packageZoneRollup);
export const packageTransitRollup = readAs(catalogue.packageTransitRollup);
/** The filters the package facts and package_month_summaries carry: every one but the charge grouping. */
export const packageSummaryDimensions = filtersOf(packageSummary);

/**
 * A charge summary as the dashboards read it: without `packages` (a package counted once per grouping), which no
 * figure reads and the charges' facts do not compute.
 */
const chargeReadAs = (summary: SummaryTable<{ name: string; aggregate: MeasureAggregate }>): Summary => {
  const read = readAs(summary);
  return { ...read, measures: read.measures.filter(({ name }) => name !== 'packages') };
};
export const chargeSummary = chargeReadAs(catalogue.chargeMonthSummary);
export const chargeRollup = chargeReadAs(catalogue.chargeMonthRollup);
export const chargeWeekRollup = chargeReadAs(catalogue.chargeWeekRollup);
/**
 * charge_month_summaries read with only the columns charge_day_rollups holds too (no sender state or receiver
 * country), so the days of the months a range cuts are read from that daily rollup rather than from the facts.
 */
const dailyColumns = new Set(['month', ...catalogue.chargeDayRollup.key]);
export const chargeServiceSummary = chargeReadAs({
  ...catalogue.chargeMonthSummary,
  key: catalogue.chargeMonthSummary.key.filter((column) => dailyColumns.has(column)),
  daily: catalogue.chargeDayRollup.table,
});
/** The filters charge_month_summaries carries: every one but the zone and the weight band. */
export const chargeSummaryDimensions = filtersOf(chargeSummary);
