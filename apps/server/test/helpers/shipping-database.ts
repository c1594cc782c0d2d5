import type { Queryable } from '../../src/db/database.js';
import { shippingTables } from '../../src/repositories/shipping-maintenance.js';

type ShippingTable = (typeof shippingTables)[number];

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

/**
 * Columns that name a row only within one database, each replaced by what names it in any database holding the
 * same files: the organization's name, the file's SHA-256, the invoice's number, the package's tracking number.
 */
const portableNames: Record<string, string> = {
  organization_id: '(SELECT o.name FROM organizations o WHERE o.id = t.organization_id) AS organization',
  control_id: '(SELECT f.file_sha256 FROM invoice_files f WHERE f.control_id = t.control_id) AS file',
  invoice_id: '(SELECT i.invoice_number FROM invoices i WHERE i.id = t.invoice_id) AS invoice',
  package_id: '(SELECT p.tracking_number FROM packages p WHERE p.id = t.package_id) AS package',
};

/** Columns left out: a row's own id, and who imported its file and when (the same file, imported again). */
const leftOut = new Set(['id', 'imported_by', 'received_at']);

/**
 * Every row of every shipping table, each as one JSON line (every value as text) and sorted, with the ids replaced
 * by portable names: two databases that imported the same files under the same reference data give equal answers,
 * whatever order or time they did it in, and a difference names its table and row.
 */
export async function shippingRows(db: Queryable): Promise<Record<ShippingTable, string[]>> {
  const rows = {} as Record<ShippingTable, string[]>;
  for (const table of shippingTables) {
    const columns = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
      [table],
    );
    const selected = columns.rows
      .map(({ column_name: column }) => column)
      .filter((column) => !leftOut.has(column))
      .map((column) => portableNames[column] ?? `t.${column}::text AS ${column}`);
    const result = await db.query<Record<string, unknown>>(`SELECT ${selected.join(', ')} FROM ${table} t`);
    rows[table] = result.rows.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}
