/**
 * The shipping summaries: the tables the importer keeps by adding each file's difference and the dashboards read
 * instead of the facts. Each is declared here once (its key after organization_id, its measures: what the importer
 * adds for a package or for a file's charges, and how a read combines its rows), so a new rollup is one entry here
 * and the migration that creates it.
 */

/** How the rows of a summary combine for a read, and how the importer merges a file's row into a stored one. */
export type MeasureAggregate = 'sum' | 'min' | 'max';

/**
 * A package's discount variance above which it counts as under-discounted: half a cent, so a variance that rounds
 * to zero does not count.
 */
export const underDiscountedAbove = 0.005;

/**
 * A measure of the package summaries: what one package `p` (a row of packages, or of import_packages) contributes.
 * The importer takes a package's contribution out again when the package changes, which only a sum allows.
 */
export interface PackageMeasure {
  name: string;
  /** SQL over the package `p`. */
  perPackage: string;
  /** The column's type: money and weight are numeric, counts integer (summed as integers, several times faster). */
  type: 'numeric' | 'integer';
  aggregate: 'sum';
}

/**
 * A measure of the charge summaries: what a group of one file's charge rows `r` (of import_rows, with the charge's
 * package `ip` and `earlier.found` when an earlier file charged that package the same grouping) adds to a row.
 */
export interface ChargeMeasure {
  name: string;
  /** An aggregate over the group's charge rows. */
  overCharges: string;
  /**
   * The same over the stored charges `c` of one package and grouping: what the package adds to a row, taken out
   * and added again when a change of the reference data moves the package to another row.
   */
  overPackageCharges: string;
  aggregate: 'sum';
}

/** A summary table: its key after organization_id, its measures, and the rollups that hold it by week or by day. */
export interface SummaryTable<Measure> {
  table: string;
  key: readonly string[];
  measures: readonly Measure[];
  /** The rollup that holds this table's key and measures by week of the ship date, within each month. */
  weekly?: string;
  /** The rollup that holds this table's key and measures by ship date (its month and week are the ship date's). */
  daily?: string;
}

const packageMeasure = (name: string, perPackage: string, type: PackageMeasure['type']): PackageMeasure => ({
  name,
  perPackage,
  type,
  aggregate: 'sum',
});

/** Every measure of the package summaries, in their tables' column order. */
export const packageMeasures: readonly PackageMeasure[] = [
  packageMeasure('packages', '1', 'integer'),
  packageMeasure('billed_lb', 'coalesce(p.billed_weight_lb, 0)', 'numeric'),
  packageMeasure('net_amount', 'p.net_amount', 'numeric'),
  packageMeasure('gross_amount', 'p.gross_amount', 'numeric'),
  packageMeasure('incentive_amount', 'p.incentive_amount', 'numeric'),
  packageMeasure('freight_gross', 'p.freight_gross', 'numeric'),
  packageMeasure('freight_incentive', 'p.freight_incentive', 'numeric'),
  packageMeasure('freight_net', 'p.freight_net', 'numeric'),
  packageMeasure('fuel_net', 'p.fuel_net', 'numeric'),
  packageMeasure('accessorial_net', 'p.accessorial_net', 'numeric'),
  packageMeasure('residential_packages', 'p.is_residential::integer', 'integer'),
  packageMeasure('residential_net', 'CASE WHEN p.is_residential THEN p.net_amount ELSE 0 END', 'numeric'),
  packageMeasure('accessorial_packages', 'p.has_accessorial::integer', 'integer'),
  packageMeasure(
    'contracted_freight_gross',
    'CASE WHEN p.contracted_discount_pct IS NOT NULL THEN p.freight_gross ELSE 0 END',
    'numeric',
  ),
  packageMeasure(
    'contracted_freight_incentive',
    'CASE WHEN p.contracted_discount_pct IS NOT NULL THEN p.freight_incentive ELSE 0 END',
    'numeric',
  ),
  // Rounded per package to the summaries' four places: a row rounded only its sum, so the same packages moved in by
  // other statements (another order of files, a re-derivation) could differ in the last place.
  packageMeasure(
    'expected_freight_incentive',
    'round(coalesce(p.contracted_discount_pct * p.freight_gross / 100, 0), 4)',
    'numeric',
  ),
  packageMeasure('discount_variance', 'coalesce(p.discount_variance, 0)', 'numeric'),
  packageMeasure(
    'under_discounted_packages',
    `(coalesce(p.discount_variance, 0) > ${underDiscountedAbove})::integer`,
    'integer',
  ),
  packageMeasure('track_eligible', "(p.track_status <> 'Not Trackable')::integer", 'integer'),
  packageMeasure('track_complete', "(p.track_status IN ('Delivered', 'Exception'))::integer", 'integer'),
  packageMeasure(
    'audit_eligible',
    "(p.track_status <> 'Not Trackable' AND p.commit_date IS NOT NULL)::integer",
    'integer',
  ),
  packageMeasure('audit_complete', '(p.audit_result IS NOT NULL)::integer', 'integer'),
  packageMeasure('delivered', '(p.delivery_date IS NOT NULL)::integer', 'integer'),
  packageMeasure('on_time', "(p.audit_result IS NOT DISTINCT FROM 'On Time')::integer", 'integer'),
  packageMeasure('late', 'p.is_late::integer', 'integer'),
  packageMeasure('gsr_packages', 'p.gsr_eligible::integer', 'integer'),
  packageMeasure(
    'gsr_amount',
    'CASE WHEN p.gsr_eligible THEN p.freight_net + p.fuel_net ELSE 0 END',
    'numeric',
  ),
  packageMeasure('transit_days_sum', 'coalesce(p.transit_days, 0)', 'integer'),
  packageMeasure('transit_business_days_sum', 'coalesce(p.transit_business_days, 0)', 'integer'),
  packageMeasure('zoned_packages', '(zone_number(p.zone) IS NOT NULL)::integer', 'integer'),
  packageMeasure('zone_sum', 'coalesce(zone_number(p.zone), 0)', 'integer'),
];

/** A service's mode (ground or express) and scope (domestic or international). */
const modeColumns = ['ground_vs_express', 'scope'];
/** A package's service with its SLA group, mode and scope. */
const serviceColumns = ['service', 'sla_grouping', ...modeColumns];
/** Where a package goes from and to. */
const placeColumns = ['sender_state', 'receiver_country'];

/** Key of package_month_rollups: the dimensions with few values. */
const packageRollupKey = ['month', 'carrier', ...serviceColumns];

/**
 * package_week_rollups: package_month_rollups by week, the week's days within each month (a week across two months
 * has a row in each).
 */
export const packageWeekRollup: SummaryTable<PackageMeasure> = {
  table: 'package_week_rollups',
  key: ['week', ...packageRollupKey],
  measures: packageMeasures,
};

/** package_month_rollups: the monthly rollup of package_month_summaries, about a twelfth of its rows. */
export const packageMonthRollup: SummaryTable<PackageMeasure> = {
  table: 'package_month_rollups',
  key: packageRollupKey,
  measures: packageMeasures,
  weekly: packageWeekRollup.table,
};

/** package_month_summaries: every dimension of a package but the transit days. */
export const packageMonthSummary: SummaryTable<PackageMeasure> = {
  table: 'package_month_summaries',
  key: ['month', 'carrier', ...serviceColumns, 'zone', 'weight_band', ...placeColumns],
  measures: packageMeasures,
};

/**
 * package_zone_rollups: the zone and weight band with the mode and scope only (package_month_summaries multiplies
 * them by every service and place).
 */
export const packageZoneRollup: SummaryTable<PackageMeasure> = {
  table: 'package_zone_rollups',
  key: ['month', 'carrier', ...modeColumns, 'zone', 'weight_band'],
  measures: packageMeasures,
};

/** package_transit_rollups: the packages of package_month_rollups' key by calendar transit days. */
export const packageTransitRollup: SummaryTable<PackageMeasure> = {
  table: 'package_transit_rollups',
  key: [...packageRollupKey, 'transit_days'],
  measures: packageMeasures.filter((measure) => measure.name === 'packages'),
};

/** Every package summary, in the order the importer moves them. */
export const packageSummaries: readonly SummaryTable<PackageMeasure>[] = [
  packageMonthSummary,
  packageMonthRollup,
  packageWeekRollup,
  packageZoneRollup,
  packageTransitRollup,
];

/** A package's value of a summary key column: its month and week are those of its ship date. */
function packageDimension(column: string): string {
  if (column === 'month' || column === 'week')
    return `date_trunc('${column}', p.ship_date)::date AS ${column}`;
  return `p.${column}`;
}

/**
 * The contribution of each package `p` (a row of packages, or of import_packages) to every package summary: its
 * id and organization, every summary's key columns, and its measures.
 */
export const packageContribution = [
  'p.id AS package_id',
  'p.organization_id',
  ...[...new Set(packageSummaries.flatMap((summary) => summary.key))].map(packageDimension),
  ...packageMeasures.map(({ name, perPackage, type }) => `(${perPackage})::${type} AS ${name}`),
].join(',\n  ');

/**
 * A freight charge's discount variance (DASHBOARDS.md: contracted % x gross - incentive, to the cent) over the
 * staged charge `r` and its package under `packageAlias`; null when the package has no contracted discount.
 */
export function freightChargeVariance(packageAlias: string): string {
  return `round(${packageAlias}.contracted_discount_pct * r.gross_amount / 100 - r.incentive_amount, 2)`;
}

/** A staged charge's discount variance, with its package `ip`: for a freight charge, null for any other. */
export const chargeDiscountVariance = `CASE WHEN r.unified_charge_grouping = 'FREIGHT'
  THEN ${freightChargeVariance('ip')} END`;

/** Every measure of the charge summaries, in their tables' column order. */
export const chargeMeasures: readonly ChargeMeasure[] = [
  { name: 'charges', overCharges: 'count(*)', overPackageCharges: 'count(*)', aggregate: 'sum' },
  {
    // A package counts once per grouping: with its first charge of the grouping, unless an earlier file charged it.
    // Packages of several groupings or rows do not add up to the distinct packages.
    name: 'packages',
    overCharges: 'count(*) FILTER (WHERE r.first_of_grouping AND earlier.found IS NULL)',
    overPackageCharges: 'count(DISTINCT c.package_id)',
    aggregate: 'sum',
  },
  {
    name: 'gross_amount',
    overCharges: 'sum(r.gross_amount)',
    overPackageCharges: 'sum(c.gross_amount)',
    aggregate: 'sum',
  },
  {
    name: 'incentive_amount',
    overCharges: 'sum(r.incentive_amount)',
    overPackageCharges: 'sum(c.incentive_amount)',
    aggregate: 'sum',
  },
  {
    name: 'net_amount',
    overCharges: 'sum(r.net_amount)',
    overPackageCharges: 'sum(c.net_amount)',
    aggregate: 'sum',
  },
  {
    name: 'discount_charges',
    overCharges:
      "count(*) FILTER (WHERE r.unified_charge_grouping = 'FREIGHT' AND r.package_ref IS NOT NULL)",
    overPackageCharges: "count(*) FILTER (WHERE c.unified_charge_grouping = 'FREIGHT')",
    aggregate: 'sum',
  },
  {
    name: 'discount_variance',
    overCharges: `coalesce(sum(${chargeDiscountVariance}), 0)`,
    overPackageCharges: 'coalesce(sum(c.discount_variance), 0)',
    aggregate: 'sum',
  },
];

/**
 * charge_day_rollups: the charges by ship date with the service-level columns (no sender state or receiver
 * country), for the days of the months a range cuts.
 */
export const chargeDayRollup: SummaryTable<ChargeMeasure> = {
  table: 'charge_day_rollups',
  key: ['ship_date', 'carrier', ...serviceColumns, 'unified_charge_grouping'],
  measures: chargeMeasures,
};

/** charge_week_rollups: charge_month_rollups by week (its days within the month). */
export const chargeWeekRollup: SummaryTable<ChargeMeasure> = {
  table: 'charge_week_rollups',
  key: ['week', 'month', 'carrier', ...modeColumns, 'unified_charge_grouping'],
  measures: chargeMeasures,
  daily: chargeDayRollup.table,
};

/** charge_month_rollups: charge totals and spend by month, carrier, mode and grouping. */
export const chargeMonthRollup: SummaryTable<ChargeMeasure> = {
  table: 'charge_month_rollups',
  key: ['month', 'carrier', ...modeColumns, 'unified_charge_grouping'],
  measures: chargeMeasures,
  weekly: chargeWeekRollup.table,
  daily: chargeDayRollup.table,
};

/**
 * charge_month_summaries: every dimension of a charge a summary carries (no zone or weight band). Its days are in
 * charge_day_rollups only without the sender state and the receiver country.
 */
export const chargeMonthSummary: SummaryTable<ChargeMeasure> = {
  table: 'charge_month_summaries',
  key: ['month', 'carrier', ...serviceColumns, ...placeColumns, 'unified_charge_grouping'],
  measures: chargeMeasures,
};

/** Every charge summary, in the order the importer adds to them. */
export const chargeSummaries: readonly SummaryTable<ChargeMeasure>[] = [
  chargeMonthSummary,
  chargeMonthRollup,
  chargeDayRollup,
  chargeWeekRollup,
];

/** Every summary table. */
export const shippingSummaries: readonly SummaryTable<PackageMeasure | ChargeMeasure>[] = [
  ...packageSummaries,
  ...chargeSummaries,
];

const mergedBy: Record<MeasureAggregate, (name: string) => string> = {
  sum: (name) => `s.${name} + excluded.${name}`,
  min: (name) => `least(s.${name}, excluded.${name})`,
  max: (name) => `greatest(s.${name}, excluded.${name})`,
};

/** The ON CONFLICT updates that merge a row `excluded` into the stored row `s`, each measure by its aggregate. */
export function mergeMeasures(measures: readonly { name: string; aggregate: MeasureAggregate }[]): string {
  return measures.map(({ name, aggregate }) => `${name} = ${mergedBy[aggregate](name)}`).join(',\n      ');
}
