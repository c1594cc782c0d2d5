import type { Database } from '../db/database.js';

/** What pg-boss asks of a database it is given rather than one it connects to itself. */
export interface PgBossDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
}

/** A script of several statements: a semicolon with more text after it. */
function isScript(text: string): boolean {
  return /;\s*\S/.test(text);
}

/**
 * pg-boss's database adapter over our own database, so the queue needs nothing the server does not already
 * have: on the embedded PGlite (one connection) pg-boss could not open a connection of its own. pg-boss sends
 * its schema, migrations and locks as scripts of several statements without parameters and reads no rows from
 * them; PGlite prepares every query and node-postgres answers a script with one result per statement, so a
 * script runs through `exec`.
 */
export function pgBossDatabase(db: Database): PgBossDatabase {
  return {
    async executeSql(text, values) {
      if ((!values || values.length === 0) && isScript(text)) {
        await db.exec(text);
        return { rows: [], rowCount: 0 };
      }
      return db.query(text, values ?? []);
    },
  };
}
