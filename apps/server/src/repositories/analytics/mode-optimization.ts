import type { Queryable } from '../../db/database.js';
import { aggregate } from './grouping-sets.js';
import {
  SqlParams,
  withoutFilters,
  type AnalyticsSlice,
  type FigureRow,
  type GroupDimension,
} from './slice.js';
import { type DashboardFilterDimension } from '@waybill/api-client/vocabulary';
import { packageSource } from './summary-query.js';

/**
 * The filters the ground averages ignore: a candidate's own service, level and mode. The average ground cost a
 * candidate is compared with is the scope's over the range, whatever the panel is cross-filtered by: those
 * cross-filters (a service, express only) would otherwise leave no ground packages to compare with.
 */
const candidateOnlyDimensions: readonly DashboardFilterDimension[] = [
  'service',
  'slaGrouping',
  'groundVsExpress',
];

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
  const where = withoutFilters(slice.where, candidateOnlyDimensions);
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
