import type { Queryable } from '../../db/database.js';
import { SqlParams, toFigureRows, type AnalyticsSlice, type FigureRow } from './slice.js';
import { carries } from './summary-choice.js';
import { packageFacts, packageReads } from './summary-query.js';
import { packageTransitRollup } from './summaries.js';

/**
 * Packages of the slice counted by calendar transit days (delivered packages only): whole months from
 * package_transit_rollups when it carries the slice's filters, the other days from the facts.
 */
export async function packagesByTransitDays(db: Queryable, slice: AnalyticsSlice): Promise<FigureRow[]> {
  const params = new SqlParams();
  const rollup = carries(packageTransitRollup.dimensions, slice, []) ? packageTransitRollup : undefined;
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
