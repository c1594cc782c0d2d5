import type { Queryable } from '../../src/db/database.js';
import { shippingTables } from '../../src/repositories/shipping-maintenance.js';

/** A fingerprint of every shipping table (row count and a digest of all rows), to prove that nothing changed. */
export async function shippingSnapshot(db: Queryable): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const table of shippingTables) {
    const result = await db.query<{ rows: number; digest: string | null }>(
      `SELECT count(*)::integer AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t`,
    );
    snapshot[table] = `${result.rows[0]!.rows} rows, ${result.rows[0]!.digest ?? 'empty'}`;
  }
  return snapshot;
}
