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
