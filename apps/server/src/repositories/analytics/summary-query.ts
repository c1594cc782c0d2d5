import { mondayOf } from '../../calendar.js';
import { packageContribution } from '../shipping-summaries.js';
import { monthOf, rangeParts, type RangePart } from './range-split.js';
import {
  dimensionConditions,
  organizationCondition,
  type AnalyticsSlice,
  type GroupDimension,
  type SqlParams,
} from './slice.js';
import { DASHBOARD_FILTER_DIMENSIONS } from '@waybill/api-client/vocabulary';
import { chargeSourceFor, packageSourceFor, readingOnly } from './summary-choice.js';
import { chargeSummaryDimensions, packageSummaryDimensions, type Summary } from './summaries.js';

/**
 * The SQL of a slice's rows, in a summary's columns whatever they are read from: its whole months from the
 * summary, the weeks and days of the months the range cuts from its rollups or from the facts summed by its key,
 * so every figure is one SQL over one relation.
 */

/**
 * A slice read from `summary` and the facts, in the summary's columns: its whole months from the summary, the
 * whole weeks of its other months from the summary's weekly rollup (when it has one), the other days from its
 * daily rollup (when it has one) or from `facts` summed by the summary's key. `conditions` are the summary rows'
 * filters besides the organization.
 */
function rangeReads(
  slice: AnalyticsSlice,
  params: SqlParams,
  summary: Summary,
  facts: (part: RangePart) => string,
  conditions: () => string[],
): string {
  const rows = (table: string, columns: string, period: string) => {
    const where = [
      period,
      organizationCondition(slice.organizations, params, 'organization_id'),
      ...conditions(),
    ];
    return `SELECT ${columns} FROM ${table} WHERE ${where.join(' AND ')}`;
  };
  const parts = rangeParts(slice).map((part) => {
    if (part.grain === 'months') {
      const period = `month BETWEEN ${params.add(part.from)}::date AND ${params.add(monthOf(part.to))}::date`;
      return rows(summary.table, columnsOf(summary), period);
    }
    if (part.grain === 'weeks' && summary.weekly) {
      const period = `month = ${params.add(monthOf(part.from))}::date
           AND week BETWEEN ${params.add(mondayOf(part.from))}::date AND ${params.add(mondayOf(part.to))}::date`;
      return rows(summary.weekly, columnsOf(summary), period);
    }
    if (summary.daily) {
      const period = `ship_date BETWEEN ${params.add(part.from)}::date AND ${params.add(part.to)}::date`;
      return rows(summary.daily, dailyColumnsOf(summary), period);
    }
    return summedAs(summary, facts(part));
  });
  return `(${parts.join(' UNION ALL ')})`;
}

/** The columns read from a summary: its organization, key and measures. */
const columnsOf = (summary: Summary) =>
  ['organization_id', ...summary.key, ...measureNames(summary)].join(', ');

const measureNames = (summary: Summary) => summary.measures.map(({ name }) => name);

/** A summary's columns read from its daily rollup: the month and the week (its Monday) of each ship date. */
const dailyColumnsOf = (summary: Summary) =>
  [
    'organization_id',
    ...summary.key.map((column) =>
      column === 'month' || column === 'week'
        ? `date_trunc('${column}', ship_date)::date AS ${column}`
        : column,
    ),
    ...measureNames(summary),
  ].join(', ');

/**
 * Rows of the facts of some days (`facts`, with every column of the summary) summed as the summary holds them:
 * the readings over them then sum a summary's rows, not one row per package or charge.
 */
function summedAs(summary: Summary, facts: string): string {
  const key = ['organization_id', ...summary.key].join(', ');
  const sums = summary.measures.map(({ name, aggregate }) => `${aggregate}(${name}) AS ${name}`);
  return `SELECT ${[key, ...sums].join(', ')} FROM (${facts}) f GROUP BY ${key}`;
}

/**
 * The conditions that keep the packages `p` of the slice shipped within `part`: its organizations, its
 * dimension filters, and a grouping filter as the packages with a charge of that grouping.
 */
export function packageConditions(
  slice: AnalyticsSlice,
  part: { from: string; to: string },
  params: SqlParams,
): string[] {
  const grouping = slice.where.unifiedChargeGrouping;
  return [
    organizationCondition(slice.organizations, params, 'p.organization_id'),
    `p.ship_date BETWEEN ${params.add(part.from)}::date AND ${params.add(part.to)}::date`,
    ...dimensionConditions(slice, params, packageSummaryDimensions, 'p.'),
    ...(grouping === undefined
      ? []
      : [
          `EXISTS (SELECT 1 FROM charges c WHERE c.package_id = p.id AND c.unified_charge_grouping = ${params.add(grouping)})`,
        ]),
  ];
}

/**
 * The packages of a range read from the facts, one row per package (its contribution and tracking number);
 * `refundEligibleOnly` keeps those eligible for a refund, through their own index.
 */
export function packageFacts(
  slice: AnalyticsSlice,
  part: { from: string; to: string },
  params: SqlParams,
  refundEligibleOnly = false,
): string {
  const conditions = [
    ...packageConditions(slice, part, params),
    ...(refundEligibleOnly ? ['p.gsr_eligible'] : []),
  ];
  return `SELECT ${packageContribution}, p.tracking_number FROM packages p WHERE ${conditions.join(' AND ')}`;
}

/**
 * The packages of the slice grouped by `dimensions` (any, when not given), with the columns of a package
 * summary (its measures only those `sums` name, when given): its whole months from the summary packageSourceFor
 * chooses, the other days from the facts. A grouping filter keeps the packages with a charge of that grouping.
 */
export function packageSource(
  slice: AnalyticsSlice,
  params: SqlParams,
  dimensions?: readonly GroupDimension[],
  sums?: readonly string[],
): string {
  const summary = packageSourceFor(slice, dimensions);
  return packageReads(slice, params, summary && readingOnly(summary, sums));
}

/**
 * The packages of the slice with `summary`'s columns: whole months from it, whole weeks of the other months from
 * its weekly rollup, the other days from the facts.
 */
export function packageReads(slice: AnalyticsSlice, params: SqlParams, summary: Summary | undefined): string {
  if (!summary) return `(${packageFacts(slice, slice, params)})`;
  return rangeReads(
    slice,
    params,
    summary,
    (part) => packageFacts(slice, part, params),
    () => dimensionConditions(slice, params, packageSummaryDimensions),
  );
}

/** The charges of a range read from the facts, with zone, weight band and week besides the summary's columns. */
function chargeFacts(slice: AnalyticsSlice, part: { from: string; to: string }, params: SqlParams): string {
  const organizations = params.add(slice.organizations);
  const from = params.add(part.from);
  const to = params.add(part.to);
  const inner = [
    `c.organization_id = ANY(${organizations}::uuid[])`,
    `c.ship_date BETWEEN ${from}::date AND ${to}::date`,
  ];
  const packageRange = `p.organization_id = ANY(${organizations}::uuid[]) AND p.ship_date BETWEEN ${from}::date AND ${to}::date`;
  const outer = [
    ...dimensionConditions(slice, params, DASHBOARD_FILTER_DIMENSIONS),
    ...(slice.accessorialsOnly ? [accessorialCondition] : []),
  ];
  return `SELECT * FROM (
            SELECT c.organization_id, date_trunc('month', c.ship_date)::date AS month,
                   date_trunc('week', c.ship_date)::date AS week, i.carrier, p.service, p.sla_grouping,
                   p.ground_vs_express, p.scope, p.zone, p.weight_band, p.sender_state, p.receiver_country,
                   c.unified_charge_grouping, 1 AS charges, c.gross_amount, c.incentive_amount, c.net_amount,
                   (c.unified_charge_grouping = 'FREIGHT' AND c.package_id IS NOT NULL)::integer AS discount_charges,
                   coalesce(c.discount_variance, 0) AS discount_variance
            FROM charges c
            JOIN invoices i ON i.id = c.invoice_id
            -- A charge's ship date is its package's: the range bounds the packages too, so only the range's
            -- packages are joined (by their own index), not every package of the organizations.
            LEFT JOIN packages p ON p.id = c.package_id AND ${packageRange}
            WHERE ${inner.join(' AND ')}) f
          ${outer.length > 0 ? `WHERE ${outer.join(' AND ')}` : ''}`;
}

const accessorialCondition = "unified_charge_grouping NOT IN ('FREIGHT', 'FUEL')";

/**
 * The charges of the slice grouped by `dimensions`, with the columns of a charge summary (its measures only those
 * `sums` name, when given): whole months from the summary chargeSourceFor chooses, the other days (or every day,
 * when no summary carries the dimensions) from its daily rollup or the facts. A charge without a package has the
 * file's carrier and no package attributes.
 */
export function chargeSource(
  slice: AnalyticsSlice,
  params: SqlParams,
  dimensions: readonly GroupDimension[],
  sums?: readonly string[],
): string {
  const summary = chargeSourceFor(slice, dimensions);
  if (!summary) return `(${chargeFacts(slice, slice, params)})`;
  return rangeReads(
    slice,
    params,
    readingOnly(summary, sums),
    (part) => chargeFacts(slice, part, params),
    () => [
      ...dimensionConditions(slice, params, chargeSummaryDimensions),
      ...(slice.accessorialsOnly ? [accessorialCondition] : []),
    ],
  );
}
