import type { Queryable } from '../../db/database.js';
import { isWholeMonths } from '../../calendar.js';
import {
  dimensionColumns,
  SqlParams,
  toFigureRows,
  type AnalyticsSlice,
  type FigureRow,
  type GroupDimension,
} from './slice.js';
import { chargeSourceFor, packageSourceFor } from './summary-choice.js';
import { chargeSource, packageSource } from './summary-query.js';
import type { Summary } from './summaries.js';

/** The dashboards' sums: one statement sums every grouping a figure needs (GROUPING SETS) over one source. */

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

/**
 * Sums `measures` (alias -> SQL over the source's columns) over `source` for each grouping in `sets`, in one
 * pass (GROUPING SETS): the rows of each grouping, in the order of `sets`. An empty grouping is the total.
 */
export async function aggregate(
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

type GroupingSets = readonly (readonly GroupDimension[])[];
type RowsOf<Sets extends GroupingSets> = { [K in keyof Sets]: FigureRow[] };

/**
 * The sums over one kind of fact, given the summary its reads choose and the SQL of its rows: for each grouping
 * in `sets` (`by`), or grouped by `groupBy` alone, the total when empty (`grouped`).
 */
function sumsOver(
  sourceFor: (slice: AnalyticsSlice, dimensions: readonly GroupDimension[]) => Summary | undefined,
  source: (
    slice: AnalyticsSlice,
    params: SqlParams,
    dimensions: readonly GroupDimension[],
    sums: readonly string[],
  ) => string,
) {
  const by = <const Sets extends GroupingSets>(
    db: Queryable,
    slice: AnalyticsSlice,
    measures: Record<string, string>,
    sets: Sets,
  ) =>
    aggregateBySource(
      db,
      slice,
      measures,
      sets,
      (dimensions) => sourceFor(slice, dimensions),
      (params, dimensions, sums) => source(slice, params, dimensions, sums),
    ) as Promise<RowsOf<Sets>>;
  const grouped = async (
    db: Queryable,
    slice: AnalyticsSlice,
    measures: Record<string, string>,
    groupBy: readonly GroupDimension[] = [],
  ): Promise<FigureRow[]> => (await by(db, slice, measures, [groupBy]))[0];
  return { by, grouped };
}

const packageSums = sumsOver(packageSourceFor, packageSource);
const chargeSums = sumsOver(chargeSourceFor, chargeSource);

/** Sums over the slice's packages (measures of the package summaries), for each grouping in `sets`. */
export const sumPackagesBy = packageSums.by;
/** Sums over the slice's packages, grouped by `groupBy` (the total when empty). */
export const sumPackages = packageSums.grouped;
/** Sums over the slice's charges (columns of charge_month_summaries), for each grouping in `sets`. */
export const sumChargesBy = chargeSums.by;
/** Sums over the slice's charges, grouped by `groupBy` (the total when empty). */
export const sumCharges = chargeSums.grouped;
