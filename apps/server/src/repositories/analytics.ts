import type { Queryable } from '../db/database.js';
import {
  addDays,
  addMonths,
  isWholeMonths,
  lastDayOfMonth,
  mondayOf,
} from '../services/analytics/calendar.js';
import {
  packageContribution,
  packageRollupKey,
  packageSummaryKey,
  packageSummaryMeasures,
  packageTransitRollupKey,
  packageWeekRollupKey,
  packageZoneRollupKey,
} from '../services/invoice-import/package-contributions.js';

/**
 * The dashboards' reads. A slice (organizations, ship-date range, dimension filters) is answered from the
 * summaries the importer keeps when it can be (whole months, the weeks and days of a month a range cuts, dimensions
 * the summary carries), and from the fact tables otherwise (the days of a cut month no daily rollup carries, a
 * filter no summary carries), with the same columns either way so every figure is one SQL over one relation.
 * Fact reads are bounded by the scope and the range through the (organization_id, ship_date) indexes.
 */

/** Dimensions a dashboard can be cross-filtered by (query parameters of GET /analytics/dashboard). */
export const filterDimensions = [
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
] as const;
export type FilterDimension = (typeof filterDimensions)[number];
export type GroupDimension = FilterDimension | 'month' | 'week';

const dimensionColumns: Record<FilterDimension, string> = {
  carrier: 'carrier',
  service: 'service',
  unifiedChargeGrouping: 'unified_charge_grouping',
  zone: 'zone',
  weightBand: 'weight_band',
  senderState: 'sender_state',
  receiverCountry: 'receiver_country',
  slaGrouping: 'sla_grouping',
  groundVsExpress: 'ground_vs_express',
  scope: 'scope',
};

/** The column a group key is summed by. */
function groupColumn(dimension: GroupDimension): string {
  if (dimension === 'month' || dimension === 'week') return `s.${dimension}`;
  return `s.${dimensionColumns[dimension]}`;
}

/**
 * How a group key reads in a result row: text, months as yyyy-MM, weeks as their Monday. Dates are formatted once
 * per group, not once per row summed.
 */
function groupKey(dimension: GroupDimension): string {
  if (dimension === 'month') return `to_char(s.month, 'YYYY-MM')`;
  if (dimension === 'week') return `to_char(s.week, 'YYYY-MM-DD')`;
  return groupColumn(dimension);
}

/** The category of rows without a value (no service, no sender state…); as a filter it keeps those rows. */
export const unknownCategory = 'Unknown';

/** What the dashboards read: whose data, which ship dates, and the dimension filters. */
export interface AnalyticsSlice {
  /** Organization ids (a platform admin's Full_Access names every organization). */
  organizations: string[];
  from: string;
  to: string;
  where: Partial<Record<FilterDimension, string>>;
  /** Only accessorial charges (every grouping but FREIGHT and FUEL). */
  accessorialsOnly?: boolean;
}

/** Query parameters, numbered as they are added. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * The organization condition on `column`. Full_Access names every organization too, so the facts'
 * (organization_id, ship_date) indexes serve its range rather than a scan of every row.
 */
export function organizationCondition(organizations: string[], params: SqlParams, column: string): string {
  return `${column} = ANY(${params.add(organizations)}::uuid[])`;
}

function dimensionConditions(
  slice: AnalyticsSlice,
  params: SqlParams,
  available: readonly FilterDimension[],
  prefix = '',
): string[] {
  return available.flatMap((dimension) => {
    const value = slice.where[dimension];
    if (value === undefined) return [];
    const column = `${prefix}${dimensionColumns[dimension]}`;
    return [value === unknownCategory ? `${column} IS NULL` : `${column} = ${params.add(value)}`];
  });
}

const packageSummaryDimensions: readonly FilterDimension[] = filterDimensions.filter(
  (dimension) => dimension !== 'unifiedChargeGrouping',
);
/** The dimensions package_month_rollups carries (its key, packageRollupKey). */
const packageRollupDimensions: readonly GroupDimension[] = [
  'month',
  'carrier',
  'service',
  'slaGrouping',
  'groundVsExpress',
  'scope',
];
/** The dimensions package_zone_rollups carries (its key, packageZoneRollupKey). */
const packageZoneRollupDimensions: readonly GroupDimension[] = [
  'month',
  'carrier',
  'groundVsExpress',
  'scope',
  'zone',
  'weightBand',
];
const chargeSummaryDimensions: readonly FilterDimension[] = filterDimensions.filter(
  (dimension) => dimension !== 'zone' && dimension !== 'weightBand',
);

/**
 * A part of a range: whole months (read from a summary), whole weeks of one month (from the weekly rollup of a
 * summary that has one) or days (from the facts).
 */
interface RangePart {
  from: string;
  to: string;
  grain: 'months' | 'weeks' | 'days';
}

/**
 * Splits a range into its whole months, read from the summaries, and the days of a partial first and last month:
 * the weeks they hold whole, read from a weekly rollup where the summary has one, and the days around them, read
 * from the facts.
 */
export function rangeParts(range: { from: string; to: string }): RangePart[] {
  if (isWholeMonths(range)) return [{ ...range, grain: 'months' }];
  const firstWhole = range.from.endsWith('-01') ? range.from : addMonths(range.from, 1);
  const lastWholeEnd = isWholeMonths({ from: monthOf(range.to), to: range.to })
    ? range.to
    : addDays(monthOf(range.to), -1);
  if (firstWhole > lastWholeEnd) return partialMonths(range);
  return [
    ...(firstWhole > range.from ? partialMonths({ from: range.from, to: addDays(firstWhole, -1) }) : []),
    { from: firstWhole, to: lastWholeEnd, grain: 'months' },
    ...(lastWholeEnd < range.to ? partialMonths({ from: addDays(lastWholeEnd, 1), to: range.to }) : []),
  ];
}

/**
 * The days of months the range does not hold whole, month by month: the run of days the weekly rollups' rows
 * cover whole (a row holds a week's days within one month, so the run starts on a Monday or the 1st and ends on a
 * Sunday or the month's last day), and the days before and after it.
 */
function partialMonths(range: { from: string; to: string }): RangePart[] {
  const parts: RangePart[] = [];
  for (let from = range.from; from <= range.to; from = addMonths(from, 1)) {
    const monthEnd = lastDayOfMonth(from);
    const to = monthEnd < range.to ? monthEnd : range.to;
    const weeksFrom = from === monthOf(from) || mondayOf(from) === from ? from : addDays(mondayOf(from), 7);
    const weeksTo = to === monthEnd || addDays(mondayOf(to), 6) === to ? to : addDays(mondayOf(to), -1);
    if (weeksFrom > weeksTo) {
      parts.push({ from, to, grain: 'days' });
      continue;
    }
    if (from < weeksFrom) parts.push({ from, to: addDays(weeksFrom, -1), grain: 'days' });
    parts.push({ from: weeksFrom, to: weeksTo, grain: 'weeks' });
    if (weeksTo < to) parts.push({ from: addDays(weeksTo, 1), to, grain: 'days' });
  }
  return parts;
}

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

/** A summary table: its key (after organization_id) and its measures, every one a sum. */
interface Summary {
  table: string;
  key: readonly string[];
  measures: readonly string[];
  /** The rollup that holds this summary's columns by week of the ship date, within each month. */
  weekly?: string;
  /** The rollup that holds this summary's columns by ship date (its month and week are the ship date's). */
  daily?: string;
}

/** The columns read from a summary: its organization, key and measures. */
const columnsOf = (summary: Summary) => ['organization_id', ...summary.key, ...summary.measures].join(', ');

/** A summary's columns read from its daily rollup: the month and the week (its Monday) of each ship date. */
const dailyColumnsOf = (summary: Summary) =>
  [
    'organization_id',
    ...summary.key.map((column) =>
      column === 'month' || column === 'week'
        ? `date_trunc('${column}', ship_date)::date AS ${column}`
        : column,
    ),
    ...summary.measures,
  ].join(', ');

/**
 * Rows of the facts of some days (`facts`, with every column of the summary) summed as the summary holds them:
 * the readings over them then sum a summary's rows, not one row per package or charge.
 */
function summedAs(summary: Summary, facts: string): string {
  const key = ['organization_id', ...summary.key].join(', ');
  const sums = summary.measures.map((measure) => `sum(${measure}) AS ${measure}`);
  return `SELECT ${[key, ...sums].join(', ')} FROM (${facts}) f GROUP BY ${key}`;
}

/**
 * `summary` reading only the measures that `sums` (SQL over its columns) name, or every one without `sums`: a read
 * then neither computes the other measures from the facts nor sums them (a total of four package measures over
 * the days of a cut month computed all thirty).
 */
function readingOnly(summary: Summary, sums: readonly string[] | undefined): Summary {
  if (!sums) return summary;
  const named = (measure: string) => sums.some((sql) => new RegExp(`\\b${measure}\\b`).test(sql));
  return { ...summary, measures: summary.measures.filter(named) };
}

const packageMeasures = Object.keys(packageSummaryMeasures);
const packageSummaryOf = (table: string, key: readonly string[], measures = packageMeasures): Summary => ({
  table,
  key,
  measures,
});
const packageSummary = packageSummaryOf('package_month_summaries', packageSummaryKey);
const packageWeekRollup = {
  ...packageSummaryOf('package_week_rollups', packageWeekRollupKey),
  weekly: 'package_week_rollups',
};
const packageRollup = {
  ...packageSummaryOf('package_month_rollups', packageRollupKey),
  weekly: packageWeekRollup.table,
};
const packageZoneRollup = packageSummaryOf('package_zone_rollups', packageZoneRollupKey);
const packageTransitRollup = packageSummaryOf('package_transit_rollups', packageTransitRollupKey, [
  'packages',
]);

/** Whether every dimension the slice filters by and `dimensions` groups by is among `carried`. */
function carries(
  carried: readonly GroupDimension[],
  slice: AnalyticsSlice,
  dimensions: readonly GroupDimension[],
): boolean {
  const filtered = filterDimensions.filter((dimension) => slice.where[dimension] !== undefined);
  return [...dimensions, ...filtered].every((dimension) => carried.includes(dimension));
}

/**
 * The packages of a range read from the facts, one row per package (its contribution and tracking number);
 * `refundEligibleOnly` keeps those eligible for a refund, through their own index.
 */
function packageFacts(
  slice: AnalyticsSlice,
  part: { from: string; to: string },
  params: SqlParams,
  refundEligibleOnly = false,
): string {
  const grouping = slice.where.unifiedChargeGrouping;
  const conditions = [
    organizationCondition(slice.organizations, params, 'p.organization_id'),
    `p.ship_date BETWEEN ${params.add(part.from)}::date AND ${params.add(part.to)}::date`,
    ...(refundEligibleOnly ? ['p.gsr_eligible'] : []),
    ...dimensionConditions(slice, params, packageSummaryDimensions, 'p.'),
    ...(grouping === undefined
      ? []
      : [
          `EXISTS (SELECT 1 FROM charges c WHERE c.package_id = p.id AND c.unified_charge_grouping = ${params.add(grouping)})`,
        ]),
  ];
  return `SELECT ${packageContribution}, p.tracking_number FROM packages p WHERE ${conditions.join(' AND ')}`;
}

/**
 * The summary packageSource reads whole months from, or undefined when it reads every day from the facts: the
 * smallest whose key carries every dimension `dimensions` groups by and the slice filters by: the monthly rollup
 * (about a twelfth of package_month_summaries' rows), the weekly one for a week grain (about a third), the zone
 * rollup for zones and weight bands (about a third), else the full summary (also for a reader without
 * `dimensions`). A week grain the weekly rollup cannot serve and a grouping filter (no summary carries it) read
 * the facts.
 */
function packageSourceFor(
  slice: AnalyticsSlice,
  dimensions: readonly GroupDimension[] | undefined,
): Summary | undefined {
  if (slice.where.unifiedChargeGrouping !== undefined) return undefined;
  if (!dimensions) return packageSummary;
  if (carries(packageRollupDimensions, slice, dimensions)) return packageRollup;
  if (carries([...packageRollupDimensions, 'week'], slice, dimensions)) return packageWeekRollup;
  if (carries(packageZoneRollupDimensions, slice, dimensions)) return packageZoneRollup;
  return dimensions.includes('week') ? undefined : packageSummary;
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
function packageReads(slice: AnalyticsSlice, params: SqlParams, summary: Summary | undefined): string {
  if (!summary) return `(${packageFacts(slice, slice, params)})`;
  return rangeReads(
    slice,
    params,
    summary,
    (part) => packageFacts(slice, part, params),
    () => dimensionConditions(slice, params, packageSummaryDimensions),
  );
}

const chargeMeasures = [
  'charges',
  'gross_amount',
  'incentive_amount',
  'net_amount',
  'discount_charges',
  'discount_variance',
];
const chargeSummary: Summary = {
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
const chargeServiceSummary: Summary = {
  ...chargeSummary,
  key: chargeSummary.key.filter((column) => column !== 'sender_state' && column !== 'receiver_country'),
  daily: chargeDayRollup,
};
/** The dimensions chargeServiceSummary carries: the package rollup's, and the grouping. */
const chargeServiceDimensions: readonly GroupDimension[] = [
  ...packageRollupDimensions,
  'unifiedChargeGrouping',
];
const chargeRollupKey = ['carrier', 'ground_vs_express', 'scope', 'unified_charge_grouping'];
const chargeWeekRollup: Summary = {
  table: 'charge_week_rollups',
  key: ['month', 'week', ...chargeRollupKey],
  measures: chargeMeasures,
  weekly: 'charge_week_rollups',
  daily: chargeDayRollup,
};
const chargeRollup: Summary = {
  table: 'charge_month_rollups',
  key: ['month', ...chargeRollupKey],
  measures: chargeMeasures,
  weekly: chargeWeekRollup.table,
  daily: chargeDayRollup,
};
/** The dimensions charge_month_rollups carries: charge totals and spend by month, carrier, mode and grouping. */
const chargeRollupDimensions: readonly GroupDimension[] = [
  'month',
  'carrier',
  'groundVsExpress',
  'scope',
  'unifiedChargeGrouping',
];

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
    ...dimensionConditions(slice, params, filterDimensions),
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
 * The summary chargeSource reads whole months from, or undefined when it reads every day from the facts: the
 * smallest that carries every dimension grouped and filtered on (the monthly rollup, the weekly one, the full
 * summary without or with sender states and receiver countries); a zone or weight band, or a week with a
 * dimension the weekly rollup lacks, reads the facts.
 */
function chargeSourceFor(slice: AnalyticsSlice, dimensions: readonly GroupDimension[]): Summary | undefined {
  if (carries(chargeRollupDimensions, slice, dimensions)) return chargeRollup;
  if (carries([...chargeRollupDimensions, 'week'], slice, dimensions)) return chargeWeekRollup;
  if (carries(chargeServiceDimensions, slice, dimensions)) return chargeServiceSummary;
  const filtered = filterDimensions.filter((dimension) => slice.where[dimension] !== undefined);
  const perCharge = [...dimensions, ...filtered].some(
    (dimension) => dimension === 'week' || dimension === 'zone' || dimension === 'weightBand',
  );
  return perCharge ? undefined : chargeSummary;
}

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

/** A result row: group keys as text (null when unknown), measures as numbers. */
export type FigureRow = Record<string, string | number | null>;

function toFigureRows(rows: Record<string, unknown>[], measures: string[]): FigureRow[] {
  return rows.map((row) => {
    const out: FigureRow = {};
    for (const [key, value] of Object.entries(row)) {
      out[key] = measures.includes(key) ? Number(value ?? 0) : (value as string | null);
    }
    return out;
  });
}

/**
 * Sums `measures` (alias -> SQL over the source's columns) over `source` for each grouping in `sets`, in one
 * pass (GROUPING SETS): the rows of each grouping, in the order of `sets`. An empty grouping is the total.
 */
async function aggregate(
  db: Queryable,
  source: string,
  params: SqlParams,
  measures: Record<string, string>,
  sets: readonly (readonly GroupDimension[])[],
): Promise<FigureRow[][]> {
  const dimensions = [...new Set(sets.flat())];
  const keys = dimensions.map((dimension) => `${groupKey(dimension)} AS "${dimension}"`);
  const sums = Object.entries(measures).map(([alias, sql]) => `${sql} AS "${alias}"`);
  // GROUPING(...) has a 1 bit for each dimension a row is summed over, so it names the row's grouping.
  const groupingId =
    dimensions.length > 0 ? `GROUPING(${dimensions.map((d) => groupColumn(d)).join(', ')})` : '0';
  const groupingSets = sets
    .map((set) => `(${set.map((dimension) => groupColumn(dimension)).join(', ')})`)
    .join(', ');
  const result = await db.query<Record<string, unknown>>(
    `SELECT ${[...keys, ...sums, `${groupingId} AS grouping_id`].join(', ')}
     FROM ${source} s GROUP BY GROUPING SETS (${groupingSets})`,
    params.values,
  );
  const rows = toFigureRows(result.rows, [...Object.keys(measures), 'grouping_id']);
  return sets.map((set) => {
    const id = dimensions.reduce(
      (bits, dimension, index) =>
        set.includes(dimension) ? bits : bits | (1 << (dimensions.length - 1 - index)),
      0,
    );
    return rows
      .filter((row) => row.grouping_id === id)
      .map(({ grouping_id: _id, ...row }) => {
        for (const dimension of dimensions) if (!set.includes(dimension)) delete row[dimension];
        return row;
      });
  });
}

/**
 * Sums `measures` for each grouping in `sets`, one read per source: the groupings a smaller summary carries (a
 * total, a month trend) are not summed over the larger one another grouping of the same call needs. The groupings
 * that read facts (the days of the months a range cuts, where no daily rollup holds them) are one read, so those
 * facts are read once.
 */
async function aggregateBySource(
  db: Queryable,
  slice: AnalyticsSlice,
  measures: Record<string, string>,
  sets: readonly (readonly GroupDimension[])[],
  sourceOf: (dimensions: readonly GroupDimension[]) => Summary | undefined,
  source: (params: SqlParams, dimensions: readonly GroupDimension[], sums: readonly string[]) => string,
): Promise<FigureRow[][]> {
  const reads = new Map<string, number[]>();
  sets.forEach((set, index) => {
    const summary = sourceOf(set);
    const table = summary && (isWholeMonths(slice) || summary.daily) ? summary.table : 'facts';
    reads.set(table, [...(reads.get(table) ?? []), index]);
  });
  const results: FigureRow[][] = [];
  await Promise.all(
    [...reads.values()].map(async (indexes) => {
      const readSets = indexes.map((index) => sets[index]!);
      const params = new SqlParams();
      const from = source(params, readSets.flat(), Object.values(measures));
      const rows = await aggregate(db, from, params, measures, readSets);
      indexes.forEach((setIndex, position) => (results[setIndex] = rows[position]!));
    }),
  );
  return results;
}

/** Sums over the slice's packages (measures of the package summaries), for each grouping in `sets`. */
export function sumPackagesBy<const Sets extends readonly (readonly GroupDimension[])[]>(
  db: Queryable,
  slice: AnalyticsSlice,
  measures: Record<string, string>,
  sets: Sets,
): Promise<{ [K in keyof Sets]: FigureRow[] }> {
  return aggregateBySource(
    db,
    slice,
    measures,
    sets,
    (dimensions) => packageSourceFor(slice, dimensions),
    (params, dimensions, sums) => packageSource(slice, params, dimensions, sums),
  ) as Promise<{ [K in keyof Sets]: FigureRow[] }>;
}

/** Sums over the slice's packages, grouped by `groupBy` (the total when empty). */
export async function sumPackages(
  db: Queryable,
  slice: AnalyticsSlice,
  measures: Record<string, string>,
  groupBy: readonly GroupDimension[] = [],
): Promise<FigureRow[]> {
  const [rows] = await sumPackagesBy(db, slice, measures, [groupBy]);
  return rows;
}

/** Sums over the slice's charges (columns of charge_month_summaries), for each grouping in `sets`. */
export function sumChargesBy<const Sets extends readonly (readonly GroupDimension[])[]>(
  db: Queryable,
  slice: AnalyticsSlice,
  measures: Record<string, string>,
  sets: Sets,
): Promise<{ [K in keyof Sets]: FigureRow[] }> {
  return aggregateBySource(
    db,
    slice,
    measures,
    sets,
    (dimensions) => chargeSourceFor(slice, dimensions),
    (params, dimensions, sums) => chargeSource(slice, params, dimensions, sums),
  ) as Promise<{ [K in keyof Sets]: FigureRow[] }>;
}

/** Sums over the slice's charges, grouped by `groupBy` (the total when empty). */
export async function sumCharges(
  db: Queryable,
  slice: AnalyticsSlice,
  measures: Record<string, string>,
  groupBy: readonly GroupDimension[] = [],
): Promise<FigureRow[]> {
  const [rows] = await sumChargesBy(db, slice, measures, [groupBy]);
  return rows;
}

/**
 * Packages of the slice counted by calendar transit days (delivered packages only): whole months from
 * package_transit_rollups when it carries the slice's filters, the other days from the facts.
 */
export async function packagesByTransitDays(db: Queryable, slice: AnalyticsSlice): Promise<FigureRow[]> {
  const params = new SqlParams();
  const rollup = carries(packageRollupDimensions, slice, []) ? packageTransitRollup : undefined;
  const result = await db.query<Record<string, unknown>>(
    `SELECT transit_days::text AS "transitDays", sum(packages) AS packages
     FROM ${packageReads(slice, params, rollup)} s WHERE transit_days IS NOT NULL
     GROUP BY transit_days ORDER BY transit_days`,
    params.values,
  );
  return toFigureRows(result.rows, ['packages']);
}

/** The refund-eligible packages of the slice, largest refund first. */
export async function refundEligiblePackages(
  db: Queryable,
  slice: AnalyticsSlice,
  limit: number,
): Promise<FigureRow[]> {
  const params = new SqlParams();
  const source = packageFacts(slice, slice, params, true);
  const result = await db.query<Record<string, unknown>>(
    `SELECT s.tracking_number AS "trackingNumber", s.gsr_amount AS amount
     FROM (${source}) s
     ORDER BY s.gsr_amount DESC, s.tracking_number
     LIMIT ${params.add(limit)}`,
    params.values,
  );
  return toFigureRows(result.rows, ['amount']);
}

/**
 * The filters the ground averages ignore: a candidate's own service, level and mode. The average ground cost a
 * candidate is compared with is the scope's over the range, whatever the panel is cross-filtered by: those
 * cross-filters (a service, express only) would otherwise leave no ground packages to compare with.
 */
const candidateOnlyDimensions: readonly FilterDimension[] = ['service', 'slaGrouping', 'groundVsExpress'];

/**
 * The express service levels and the zones ground serves within each level's own commitment: ground's business
 * days by zone (one row per zone of its ranges, as the importer writes zones: no zero padding) against the
 * level's. A few dozen pairs, given to the candidates' statement as arrays so the planner knows how few they
 * are (a set-returning function counts as a thousand rows, and the candidates were sorted): each pair then reads
 * its own rows of package_month_summaries' index by scope, mode, level, zone and month (migration 014).
 */
async function downgradableZones(db: Queryable): Promise<{ slaGrouping: string; zone: string }[]> {
  const result = await db.query<{ slaGrouping: string; zone: string }>(
    `SELECT express.sla_grouping AS "slaGrouping", ground.zone
     FROM service_commitments express
     JOIN (SELECT generate_series(zone_from, zone_to)::text AS zone, business_days
           FROM service_commitments WHERE sla_grouping = 'GROUND' AND zone_from IS NOT NULL) ground
       ON ground.business_days <= express.business_days
     WHERE express.zone_from IS NULL
     ORDER BY 1, 2`,
  );
  return result.rows;
}

/**
 * Domestic express packages whose zone ground would serve within the express service's own commitment (the
 * service_commitments of GROUND by zone against those of the express level), with their net and the estimated
 * savings over the ground cost (the slice's average ground net per package in the same zone and weight band,
 * never below zero), for each grouping in `sets`, in one statement.
 */
export async function downgradeCandidates<const Sets extends readonly (readonly GroupDimension[])[]>(
  db: Queryable,
  slice: AnalyticsSlice,
  sets: Sets,
): Promise<{ [K in keyof Sets]: FigureRow[] }> {
  const downgradable = await downgradableZones(db);
  const params = new SqlParams();
  const where = Object.fromEntries(
    Object.entries(slice.where).filter(
      ([dimension]) => !candidateOnlyDimensions.includes(dimension as FilterDimension),
    ),
  );
  // MATERIALIZED: without statistics the planner took the scope's summary rows for a handful and re-aggregated
  // the ground averages once per express row (46 s over 200,000 packages).
  const candidates = `(
    WITH ground AS MATERIALIZED (
      SELECT zone, weight_band, sum(net_amount) / sum(packages) AS net_per_package
      FROM ${packageSource({ ...slice, where }, params, ['scope', 'groundVsExpress', 'zone', 'weightBand'])} d
      WHERE scope = 'Domestic' AND ground_vs_express = 'Ground'
      GROUP BY zone, weight_band HAVING sum(packages) > 0)
    SELECT e.zone, e.service, e.sender_state, e.packages, e.net_amount,
           greatest(e.net_amount - e.packages * g.net_per_package, 0) AS savings
    FROM ${packageSource(slice, params)} e
    JOIN unnest(${params.add(downgradable.map((pair) => pair.slaGrouping))}::text[],
                ${params.add(downgradable.map((pair) => pair.zone))}::text[]) AS d (sla_grouping, zone)
      ON d.sla_grouping = e.sla_grouping AND d.zone = e.zone
    -- Equalities only (no IS NOT DISTINCT FROM), so the joins can be hashed rather than looped.
    LEFT JOIN ground g ON g.zone = e.zone AND coalesce(g.weight_band, '') = coalesce(e.weight_band, '')
    WHERE e.scope = 'Domestic' AND e.ground_vs_express = 'Express')`;
  return (await aggregate(
    db,
    candidates,
    params,
    { packages: 'sum(packages)', net: 'sum(net_amount)', savings: 'sum(savings)' },
    sets,
  )) as { [K in keyof Sets]: FigureRow[] };
}

/**
 * The first and last month with packages or charges in the organizations, or undefined when none: each
 * organization's first and last month read from the ends of the rollups' (organization_id, month) indexes, not
 * from every row (every organization's rows took 15-20 ms at a million packages, before any figure).
 */
export async function dataMonths(
  db: Queryable,
  organizations: string[] | 'all',
): Promise<{ first: string; last: string } | undefined> {
  const params = new SqlParams();
  const scope =
    organizations === 'all'
      ? 'SELECT id FROM organizations'
      : `SELECT unnest(${params.add(organizations)}::uuid[]) AS id`;
  const result = await db.query<{ first: string | null; last: string | null }>(
    `SELECT to_char(min(m.first), 'YYYY-MM-DD') AS first, to_char(max(m.last), 'YYYY-MM-DD') AS last
     FROM (${scope}) o
     CROSS JOIN LATERAL (
       SELECT min(month) AS first, max(month) AS last FROM package_month_rollups WHERE organization_id = o.id
       UNION ALL
       SELECT min(month), max(month) FROM charge_month_rollups WHERE organization_id = o.id) m`,
    params.values,
  );
  const row = result.rows[0];
  return row?.first && row.last ? { first: row.first, last: row.last } : undefined;
}
