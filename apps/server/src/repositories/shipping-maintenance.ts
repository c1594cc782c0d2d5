import type { Database } from '../db/database.js';

/** Every table an import writes to: the facts and the summaries kept from them. */
export const shippingTables = [
  'invoice_files',
  'invoices',
  'packages',
  'charges',
  'file_packages',
  'package_month_summaries',
  'package_month_rollups',
  'package_week_rollups',
  'package_zone_rollups',
  'package_transit_rollups',
  'charge_month_summaries',
  'charge_month_rollups',
  'charge_week_rollups',
  'charge_day_rollups',
] as const;

/**
 * VACUUM ANALYZE of the shipping tables, after a bulk load: the planner's statistics follow the new rows (PGlite
 * has no autovacuum to do it) and the visibility map lets index-only scans skip the heap.
 */
export async function refreshShippingStatistics(db: Database): Promise<void> {
  await db.maintain(`VACUUM (ANALYZE) ${shippingTables.join(', ')}`);
}

// PostgreSQL's autovacuum defaults (autovacuum_analyze_threshold, autovacuum_analyze_scale_factor): a table is
// analyzed once more rows than 50 plus a tenth of it changed since its statistics were taken.
const analyzeThreshold = 50;
const analyzeScaleFactor = 0.1;

/**
 * What autovacuum would do for the embedded database, which has none: `VACUUM (ANALYZE)` of the shipping tables
 * whose rows changed, since their statistics were last taken, by more than autovacuum's defaults allow. By size
 * rather than every N imports: an estimate goes wrong with the share of a table that changed, so a small table
 * is refreshed after most imports and a large one only once many files have added up (each import updates its
 * summaries in place, so the VACUUM also reclaims their old row versions). Answers the tables refreshed.
 */
export async function refreshStaleShippingStatistics(db: Database): Promise<string[]> {
  // Changes reach the statistics views at most once a second unless a flush is forced: the import that just
  // ended must count.
  await db.query('SELECT pg_stat_force_next_flush()');
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT s.relname AS table_name
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.relid = ANY($1::regclass[])
        AND s.n_mod_since_analyze > $2 + $3 * greatest(c.reltuples, 0)
      ORDER BY s.relname`,
    [shippingTables, analyzeThreshold, analyzeScaleFactor],
  );
  const stale = rows.map((row) => row.table_name);
  if (stale.length > 0) await db.maintain(`VACUUM (ANALYZE) ${stale.join(', ')}`);
  return stale;
}
