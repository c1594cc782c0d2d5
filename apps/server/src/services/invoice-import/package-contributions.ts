import { packageTotals } from './import-packages.js';

/**
 * What one package adds to the summaries: its key in package_month_summaries, its measures, and the status flags
 * the Control Master counts. An import reads the contributions of the packages it touches as they were before
 * (sign -1) and as they are after (sign +1), so every summary moves by the difference and is never rebuilt.
 */

/** Key columns of package_month_summaries, after organization_id. */
export const packageSummaryKey = [
  'month',
  'carrier',
  'service',
  'sla_grouping',
  'ground_vs_express',
  'scope',
  'zone',
  'weight_band',
  'sender_state',
  'receiver_country',
] as const;

/** Key columns of package_month_rollups, after organization_id: the dimensions with few values. */
export const packageRollupKey = [
  'month',
  'carrier',
  'service',
  'sla_grouping',
  'ground_vs_express',
  'scope',
] as const;

/**
 * Key columns of package_week_rollups, after organization_id: the rollup's and the week (its days within the
 * month: a week across two months has a row in each).
 */
export const packageWeekRollupKey = ['week', ...packageRollupKey] as const;

/**
 * Key columns of package_zone_rollups, after organization_id: the zone and weight band with the mode and scope
 * only (package_month_summaries multiplies them by every service and place).
 */
export const packageZoneRollupKey = [
  'month',
  'carrier',
  'ground_vs_express',
  'scope',
  'zone',
  'weight_band',
] as const;

/** Key columns of package_transit_rollups, after organization_id: the rollup's and the transit days. */
export const packageTransitRollupKey = [...packageRollupKey, 'transit_days'] as const;

/** Measure of package_month_summaries -> its value for one package `p`. */
export const packageSummaryMeasures = {
  packages: '1',
  billed_lb: 'coalesce(p.billed_weight_lb, 0)',
  net_amount: 'p.net_amount',
  gross_amount: 'p.gross_amount',
  incentive_amount: 'p.incentive_amount',
  freight_gross: 'p.freight_gross',
  freight_incentive: 'p.freight_incentive',
  freight_net: 'p.freight_net',
  fuel_net: 'p.fuel_net',
  accessorial_net: 'p.accessorial_net',
  residential_packages: 'p.is_residential::integer',
  residential_net: 'CASE WHEN p.is_residential THEN p.net_amount ELSE 0 END',
  accessorial_packages: 'p.has_accessorial::integer',
  contracted_freight_gross: 'CASE WHEN p.contracted_discount_pct IS NOT NULL THEN p.freight_gross ELSE 0 END',
  contracted_freight_incentive:
    'CASE WHEN p.contracted_discount_pct IS NOT NULL THEN p.freight_incentive ELSE 0 END',
  expected_freight_incentive: 'coalesce(p.contracted_discount_pct * p.freight_gross / 100, 0)',
  discount_variance: 'coalesce(p.discount_variance, 0)',
  under_discounted_packages: '(coalesce(p.discount_variance, 0) > 0.005)::integer',
  track_eligible: "(p.track_status <> 'Not Trackable')::integer",
  track_complete: "(p.track_status IN ('Delivered', 'Exception'))::integer",
  audit_eligible: "(p.track_status <> 'Not Trackable' AND p.commit_date IS NOT NULL)::integer",
  audit_complete: '(p.audit_result IS NOT NULL)::integer',
  delivered: '(p.delivery_date IS NOT NULL)::integer',
  on_time: "(p.audit_result IS NOT DISTINCT FROM 'On Time')::integer",
  late: 'p.is_late::integer',
  gsr_packages: 'p.gsr_eligible::integer',
  gsr_amount: 'CASE WHEN p.gsr_eligible THEN p.freight_net + p.fuel_net ELSE 0 END',
  transit_days_sum: 'coalesce(p.transit_days, 0)',
  transit_business_days_sum: 'coalesce(p.transit_business_days, 0)',
  zoned_packages: '(zone_number(p.zone) IS NOT NULL)::integer',
  zone_sum: 'coalesce(zone_number(p.zone), 0)',
} as const;

const allMeasures = Object.keys(packageSummaryMeasures) as (keyof typeof packageSummaryMeasures)[];

/**
 * The measures that are money or weight (numeric columns); the others count packages or days (integer columns),
 * and are summed as integers: numeric arithmetic cost the import's summaries several times as much.
 */
const decimalMeasures: ReadonlySet<string> = new Set([
  ...packageTotals,
  'billed_lb',
  'residential_net',
  'contracted_freight_gross',
  'contracted_freight_incentive',
  'expected_freight_incentive',
  'discount_variance',
  'gsr_amount',
]);

/** The contribution of each package `p` (a row of packages, or of import_packages): package id, key, measures. */
export const packageContribution = `
  p.id AS package_id, p.organization_id, date_trunc('month', p.ship_date)::date AS month,
  date_trunc('week', p.ship_date)::date AS week, p.carrier, p.service,
  p.sla_grouping, p.ground_vs_express, p.scope, p.zone, p.weight_band, p.sender_state, p.receiver_country,
  p.transit_days,
  ${allMeasures
    .map(
      (name) =>
        `(${packageSummaryMeasures[name]})::${decimalMeasures.has(name) ? 'numeric' : 'integer'} AS ${name}`,
    )
    .join(',\n  ')}`;

/**
 * The signed contributions of the file's packages: those billed before as they counted (-1, written by
 * savePreviousContributions before the import changes them) and every one as it counts now (+1, written by
 * saveCurrentContributions once it has), read by every summary and status count after it (computing them for each
 * of three summaries cost the first start 2 s).
 */
export const createContributionsTable = `
  CREATE TEMP TABLE IF NOT EXISTS import_contributions ON COMMIT DELETE ROWS AS
    SELECT 1 AS sign, ${packageContribution} FROM packages p WITH NO DATA`;

/** Saves what the file's packages billed before count in the summaries now, taken out again as they change. */
export const savePreviousContributions = `
  INSERT INTO import_contributions
  SELECT -1 AS sign, ${packageContribution}
  FROM import_packages ip
  JOIN LATERAL (SELECT * FROM packages WHERE id = ip.id LIMIT 1) p ON true
  WHERE ip.existed`;

/** Saves what every package of the file counts in the summaries now that the import has written it. */
export const saveCurrentContributions = `
  INSERT INTO import_contributions SELECT 1 AS sign, ${packageContribution} FROM import_packages p`;

/** One statement of applyPackageSummaries, and the one to run after it when it left rows without packages. */
export interface SummaryStatement {
  sql: string;
  /** `sql` answers one row with `emptied`, the rows it left without packages, which this removes. */
  removeEmptied?: string;
}

/**
 * The statement that moves one summary table, keyed by `keyColumns`, by the difference the import made to its
 * `measures` (every measure unless told). With previous contributions a package may leave a row: that row goes,
 * by a second statement run only then (they are rare, and looking for them cost the embedded database a
 * statement per summary and file).
 */
function applyTo(
  table: string,
  keyColumns: readonly string[],
  withPrevious: boolean,
  measures: readonly string[] = allMeasures,
): SummaryStatement {
  const key = keyColumns.join(', ');
  const upsert = `
    INSERT INTO ${table} AS s (organization_id, ${key}, ${measures.join(', ')})
    SELECT organization_id, ${key}, ${measures.map((name) => `sum(sign * ${name})`).join(', ')}
    FROM import_contributions
    GROUP BY organization_id, ${key}
    ORDER BY organization_id, ${key}
    ON CONFLICT (organization_id, ${key}) DO UPDATE SET
      ${measures.map((name) => `${name} = s.${name} + excluded.${name}`).join(',\n      ')}`;
  if (!withPrevious) return { sql: upsert };
  return {
    sql: `WITH moved AS (${upsert} RETURNING packages)
      SELECT count(*) FILTER (WHERE packages = 0)::integer AS emptied FROM moved`,
    removeEmptied: `DELETE FROM ${table} s
     USING (SELECT DISTINCT organization_id, month FROM import_contributions WHERE sign = -1) d
     WHERE s.organization_id = d.organization_id AND s.month = d.month AND s.packages = 0`,
  };
}

/**
 * The statements that move every package summary (monthly, its monthly, weekly, zone and transit-day rollups) by
 * the difference the import made, once import_contributions holds it. Run one by one: on the embedded database a
 * statement holds the event loop, and all of them at once held it 1.3 s for a 25,000-package file.
 */
export function applyPackageSummaries(withPrevious: boolean): SummaryStatement[] {
  return [
    applyTo('package_month_summaries', packageSummaryKey, withPrevious),
    applyTo('package_month_rollups', packageRollupKey, withPrevious),
    applyTo('package_week_rollups', packageWeekRollupKey, withPrevious),
    applyTo('package_zone_rollups', packageZoneRollupKey, withPrevious),
    applyTo('package_transit_rollups', packageTransitRollupKey, withPrevious, ['packages']),
  ];
}

/** The Control Master counts over signed contributions. */
const statusCounts = `
  coalesce(sum(sign), 0)::integer AS packages,
  coalesce(sum(sign * track_eligible), 0)::integer AS track_eligible,
  coalesce(sum(sign * track_complete), 0)::integer AS track_complete,
  coalesce(sum(sign * audit_eligible), 0)::integer AS audit_eligible,
  coalesce(sum(sign * audit_complete), 0)::integer AS audit_complete,
  coalesce(sum(sign * late), 0)::integer AS late_deliveries`;

/** The status counts of the file's own packages, as they are now (after saveCurrentContributions). */
export const fileStatusCountsNow = `SELECT ${statusCounts} FROM import_contributions WHERE sign = 1`;

/**
 * The change in status counts of every other file that bills a package this file touched ($1 = this file's
 * Control ID): what each such package counts now minus what it counted before (after saveCurrentContributions).
 */
export const otherFilesStatusChanges = `
  SELECT fp.control_id, ${statusCounts}
  FROM import_contributions AS contributions
  JOIN LATERAL (
    SELECT control_id FROM file_packages
    WHERE package_id = contributions.package_id AND control_id <> $1
    OFFSET 0) fp ON true
  GROUP BY fp.control_id
  ORDER BY fp.control_id`;
