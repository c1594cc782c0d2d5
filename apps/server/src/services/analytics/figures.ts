import type { components } from '@waybill/api-client/schema';
import type { Queryable } from '../../db/database.js';
import { sumChargesBy, sumPackagesBy } from '../../repositories/analytics/grouping-sets.js';
import {
  type AnalyticsSlice,
  type FigureRow,
  type GroupDimension,
  unknownCategory,
} from '../../repositories/analytics/slice.js';

/**
 * The one definition of every dashboard figure (DASHBOARDS.md), shared by every kind: the sums they are made of,
 * and the ratios over them (a ratio over zero is null, shown as '—').
 */

export type Tile = components['schemas']['AnalyticsTile'];
export type Panel = components['schemas']['AnalyticsPanel'];
export type Format = components['schemas']['AnalyticsFormat'];
export type DashboardKind = components['schemas']['DashboardKind'];

/** Sums over charges, by unified grouping: net, gross, incentive, and net split freight / fuel / accessorial. */
export const chargeSums = {
  net: 'sum(net_amount)',
  gross: 'sum(gross_amount)',
  incentive: 'sum(incentive_amount)',
  freight: "coalesce(sum(net_amount) FILTER (WHERE unified_charge_grouping = 'FREIGHT'), 0)",
  fuel: "coalesce(sum(net_amount) FILTER (WHERE unified_charge_grouping = 'FUEL'), 0)",
  accessorial:
    "coalesce(sum(net_amount) FILTER (WHERE unified_charge_grouping NOT IN ('FREIGHT', 'FUEL')), 0)",
  dutiesTaxesBrokerage:
    "coalesce(sum(net_amount) FILTER (WHERE unified_charge_grouping IN ('DUTIES_TAXES', 'BROKERAGE')), 0)",
  expressNet: "coalesce(sum(net_amount) FILTER (WHERE ground_vs_express = 'Express'), 0)",
  charges: 'sum(charges)',
} as const;

/** Sums over packages (package_month_summaries' measures). */
export const packageSums = {
  packages: 'sum(packages)',
  billedLb: 'sum(billed_lb)',
  residential: 'sum(residential_packages)',
  accessorialPackages: 'sum(accessorial_packages)',
  expressPackages: "coalesce(sum(packages) FILTER (WHERE ground_vs_express = 'Express'), 0)",
  delivered: 'sum(delivered)',
  onTime: 'sum(on_time)',
  late: 'sum(late)',
  gsrPackages: 'sum(gsr_packages)',
  gsrAmount: 'sum(gsr_amount)',
  transitDays: 'sum(transit_days_sum)',
  transitBusinessDays: 'sum(transit_business_days_sum)',
  trackEligible: 'sum(track_eligible)',
  trackComplete: 'sum(track_complete)',
  contractedFreightGross: 'sum(contracted_freight_gross)',
  contractedFreightIncentive: 'sum(contracted_freight_incentive)',
  expectedFreightIncentive: 'sum(expected_freight_incentive)',
  variance: 'sum(discount_variance)',
  underDiscounted: 'sum(under_discounted_packages)',
  zonePackages: 'sum(zoned_packages)',
  zoneSum: 'sum(zone_sum)',
} as const;

/** The name of a base sum (chargeSums or packageSums). */
export type SumName = keyof typeof chargeSums | keyof typeof packageSums;
export type Totals = Record<SumName, number>;

const isChargeSum = (name: string): name is keyof typeof chargeSums => name in chargeSums;
const isPackageSum = (name: string): name is keyof typeof packageSums => name in packageSums;

/** `sums` that are among `definitions`, as the measures of a read. */
const measuresOf = <Name extends string>(definitions: Record<Name, string>, sums: readonly Name[]) =>
  Object.fromEntries(sums.map((name) => [name, definitions[name]]));

/**
 * The base sums the tiles declare they read: a tile reads only what it shows (summing every base sum for every
 * tile cost each dashboard four reads of the widest summaries).
 */
export function sumsReadBy<T>(definitions: readonly TileDefinition<T>[]): SumName[] {
  const read = new Set<string>(definitions.flatMap((definition) => definition.reads));
  return [...read].filter((name): name is SumName => isChargeSum(name) || isPackageSum(name));
}

/** The totals of a slice from its total row of charge sums and of package sums. */
const totalsOf = (charges: FigureRow | undefined, packages: FigureRow | undefined) =>
  ({ ...charges, ...packages }) as Totals;

/** Charge sums of a slice's total, read only when any is wanted. */
async function chargeTotals(db: Queryable, slice: AnalyticsSlice, sums: readonly SumName[]) {
  const wanted = sums.filter(isChargeSum);
  if (wanted.length === 0) return undefined;
  const [[row]] = await sumChargesBy(db, slice, measuresOf(chargeSums, wanted), [[]]);
  return row;
}

/** Package sums of a slice's total, read only when any is wanted. */
async function packageTotals(db: Queryable, slice: AnalyticsSlice, sums: readonly SumName[]) {
  const wanted = sums.filter(isPackageSum);
  if (wanted.length === 0) return undefined;
  const [[row]] = await sumPackagesBy(db, slice, measuresOf(packageSums, wanted), [[]]);
  return row;
}

/** `sums` of a slice: one read over the charges, one over the packages, each only when any of its sums is wanted. */
export async function readTotals(
  db: Queryable,
  slice: AnalyticsSlice,
  sums: readonly SumName[],
): Promise<Totals> {
  const [charges, packages] = await Promise.all([
    chargeTotals(db, slice, sums),
    packageTotals(db, slice, sums),
  ]);
  return totalsOf(charges, packages);
}

/** numerator / denominator (× scale), or null over zero. */
export function ratio(numerator: number, denominator: number, scale = 1): number | null {
  return denominator === 0 ? null : (numerator / denominator) * scale;
}

/** numerator / denominator in percent, or null over zero. */
export const percent = (numerator: number, denominator: number) => ratio(numerator, denominator, 100);

/** On-time % over delivered packages with a commitment (on time + late). */
export const onTimePct = (t: Totals) => percent(t.onTime, t.onTime + t.late);

/** Figures as JSON carries them: money and ratios to 2 decimals (4 for percentages), counts whole. */
export function rounded(value: number | null, format: Format): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const places = format === 'count' ? 0 : format === 'percent' ? 4 : 2;
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/** A KPI tile's definition: the sums it reads, and how its value is made from them. */
export interface TileDefinition<T = Totals> {
  key: string;
  label: string;
  format: Format;
  /** What `value` reads of the totals: only these are read for the tile, and reading anything else throws. */
  reads: readonly (keyof T & string)[];
  value: (totals: T) => number | null;
  linkKind?: DashboardKind;
}

/**
 * `totals` as `definition`'s value may see them: reading a sum the tile does not declare, or one the totals do not
 * hold, throws. Everywhere, not only in tests: such a read is a mistake in the tile, not missing data, and a '—'
 * would show it as a period without shipments; every kind's tiles are computed by its tests, so it fails there
 * first. The value's own nulls stay (a ratio over zero is '—').
 */
function declaredOnly<T extends object>(definition: TileDefinition<T>, totals: T): T {
  const declared = new Set<string>(definition.reads);
  return new Proxy(totals, {
    get(target, name, receiver) {
      if (typeof name === 'string' && !(declared.has(name) && name in target)) {
        const why = declared.has(name) ? 'was not read' : 'is not among the sums it declares';
        throw new Error(`The tile ${definition.key} reads ${name}, which ${why}`);
      }
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
}

/** The tiles several kinds show, defined once. */
export const sharedTiles = {
  netSpend: { key: 'netSpend', label: 'Net spend', format: 'money', reads: ['net'], value: (t) => t.net },
  grossSpend: {
    key: 'grossSpend',
    label: 'Gross spend',
    format: 'money',
    reads: ['gross'],
    value: (t) => t.gross,
  },
  effectiveDiscountPct: {
    key: 'effectiveDiscountPct',
    label: 'Effective discount',
    format: 'percent',
    reads: ['incentive', 'gross'],
    value: (t) => percent(t.incentive, t.gross),
  },
  packages: {
    key: 'packages',
    label: 'Packages',
    format: 'count',
    reads: ['packages'],
    value: (t) => t.packages,
  },
  costPerPackage: {
    key: 'costPerPackage',
    label: 'Cost per package',
    format: 'money',
    reads: ['net', 'packages'],
    value: (t) => ratio(t.net, t.packages),
  },
  costPerLb: {
    key: 'costPerLb',
    label: 'Cost per lb',
    format: 'money',
    reads: ['net', 'billedLb'],
    value: (t) => ratio(t.net, t.billedLb),
  },
  accessorialPct: {
    key: 'accessorialPct',
    label: 'Accessorial %',
    format: 'percent',
    reads: ['accessorial', 'net'],
    value: (t) => percent(t.accessorial, t.net),
  },
  onTimePct: {
    key: 'onTimePct',
    label: 'On-time %',
    format: 'percent',
    reads: ['onTime', 'late'],
    value: onTimePct,
  },
  latePackages: {
    key: 'latePackages',
    label: 'Late packages',
    format: 'count',
    reads: ['late'],
    value: (t) => t.late,
  },
  refundEligibleAmount: {
    key: 'refundEligibleAmount',
    label: 'Refund-eligible $',
    format: 'money',
    reads: ['gsrAmount'],
    value: (t) => t.gsrAmount,
  },
  averageTransitDays: {
    key: 'averageTransitDays',
    label: 'Average transit days',
    format: 'days',
    reads: ['transitDays', 'delivered'],
    value: (t) => ratio(t.transitDays, t.delivered),
  },
} satisfies Record<string, TileDefinition>;

/** The tiles of the range, each with the same figure over the previous period. */
export function tilesOf<T extends object>(
  definitions: readonly TileDefinition<T>[],
  current: T,
  previous: T,
): Tile[] {
  return definitions.map((definition) => {
    const { key, label, format, value, linkKind } = definition;
    return {
      key,
      label,
      format,
      value: rounded(value(declaredOnly(definition, current)), format),
      previous: rounded(value(declaredOnly(definition, previous)), format),
      ...(linkKind ? { linkKind } : {}),
    };
  });
}

/** One series of a panel: its name, and its value per row. */
export interface SeriesDefinition {
  name: string;
  value: (row: FigureRow) => number | null;
  format?: Format;
}

/** The label of a row's category (a missing attribute reads Unknown). */
export function categoryOf(row: FigureRow, dimension: string): string {
  const value = row[dimension];
  return value === null || value === undefined ? unknownCategory : String(value);
}

/** A panel over rows already in display order, one category per row. */
export function panelOf(
  panel: Omit<Panel, 'categories' | 'series' | 'formats'> & { groupBy?: string },
  rows: FigureRow[],
  series: SeriesDefinition[],
): Panel {
  const { groupBy, ...rest } = panel;
  const dimension = groupBy ?? panel.dimension;
  const formats = Object.fromEntries(
    series
      .filter((entry) => entry.format && entry.format !== panel.format)
      .map((entry) => [entry.name, entry.format!]),
  );
  return {
    ...rest,
    categories: rows.map((row) => categoryOf(row, dimension)),
    series: series.map((entry) => ({
      name: entry.name,
      values: rows.map((row) => rounded(entry.value(row), entry.format ?? panel.format)),
    })),
    ...(Object.keys(formats).length > 0 ? { formats } : {}),
  };
}

/** Rows sorted by a measure, largest first (ties by category), at most `limit`. */
export function ranked(rows: FigureRow[], measure: string, dimension: string, limit?: number): FigureRow[] {
  const sorted = [...rows].sort(
    (a, b) =>
      Number(b[measure]) - Number(a[measure]) ||
      categoryOf(a, dimension).localeCompare(categoryOf(b, dimension)),
  );
  return limit === undefined ? sorted : sorted.slice(0, limit);
}

/** The months of a range, as yyyy-MM. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  const cursor = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
  while (cursor.toISOString().slice(0, 7) <= to.slice(0, 7)) {
    months.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/**
 * A panel over months by a second dimension (one series per value, e.g. carriers): every month of the range
 * is a category, a month without data is 0.
 */
export function monthlyPanel(
  panel: Omit<Panel, 'categories' | 'series' | 'dimension'>,
  rows: FigureRow[],
  range: { from: string; to: string },
  seriesDimension: GroupDimension,
  value: (row: FigureRow) => number | null,
  seriesNames: Record<string, string> = {},
): Panel {
  const months = monthsOf(range.from, range.to);
  const names = [...new Set(rows.map((row) => categoryOf(row, seriesDimension)))].sort();
  return {
    ...panel,
    dimension: 'month',
    categories: months,
    series: names.map((name) => ({
      name: seriesNames[name] ?? name,
      values: months.map((month) => {
        const row = rows.find((r) => r.month === month && categoryOf(r, seriesDimension) === name);
        // A month without data spends nothing; a ratio over it is '—'.
        return rounded(row ? value(row) : panel.format === 'percent' ? null : 0, panel.format);
      }),
    })),
  };
}

/** What a kind's figures are computed from: the range's slice and the previous period's. */
export interface KindInput {
  db: Queryable;
  slice: AnalyticsSlice;
  previous: AnalyticsSlice;
  /** Today (UTC, yyyy-MM-dd), for what depends on the day: whether a refund's claim window has closed. */
  today: string;
}

/** A kind's tiles and panels. */
export interface KindFigures {
  tiles: Tile[];
  panels: Panel[];
}

/** Both periods' `sums`. */
export async function bothTotals(
  { db, slice, previous }: KindInput,
  sums: readonly SumName[],
): Promise<[Totals, Totals]> {
  return Promise.all([readTotals(db, slice, sums), readTotals(db, previous, sums)]);
}

/** The order weight bands read in (DASHBOARDS.md). */
export const weightBands = ['1', '2-5', '6-10', '11-20', '21-50', '51-70', '71-150', '150+'];

/** Rows in weight band order; packages without a billed weight last. */
export function byWeightBand(rows: FigureRow[]): FigureRow[] {
  const position = (row: FigureRow) => {
    const index = weightBands.indexOf(String(row.weightBand));
    return index === -1 ? weightBands.length : index;
  };
  return [...rows].sort((a, b) => position(a) - position(b));
}

/** Rows in zone order (numbers as numbers, lettered and unknown zones after them). */
export function byZone(rows: FigureRow[]): FigureRow[] {
  const position = (row: FigureRow) =>
    row.zone !== null && /^\d+$/.test(String(row.zone)) ? Number(row.zone) : Infinity;
  return [...rows].sort((a, b) => position(a) - position(b) || String(a.zone).localeCompare(String(b.zone)));
}
