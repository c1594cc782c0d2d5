import type { Queryable } from '../db/database.js';

/** Rows per table of a database, its own schemas only (the public schema and a job queue's), by qualified name. */
export async function countTableRows(db: Queryable): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name
       FROM pg_tables
      WHERE schemaname NOT LIKE 'pg\\_%' AND schemaname <> 'information_schema'
      ORDER BY schemaname, tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ count: number | string }>(`SELECT count(*) AS count FROM ${name}`);
    counts[name] = Number(rows[0]!.count);
  }
  return counts;
}
