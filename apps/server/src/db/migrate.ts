import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database.js';
import { allowBulkStatements } from './statement-timeouts.js';

/** One SQL file of the migrations directory, named NNN_<name>.sql. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const fileName = /^(\d{3})_([a-z0-9_]+)\.sql$/;

/** Reads the migrations in version order; rejects misnamed files and duplicate versions. */
export function readMigrations(directory: string): Migration[] {
  const migrations = fs
    .readdirSync(directory)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = fileName.exec(file);
      if (!match) throw new Error(`Migration file ${file} must be named NNN_<name>.sql`);
      return {
        version: Number(match[1]),
        name: match[2]!,
        sql: fs.readFileSync(path.join(directory, file), 'utf8'),
      };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (index > 0 && migrations[index - 1]!.version === migration.version) {
      throw new Error(`Two migrations share version ${migration.version}`);
    }
  });
  return migrations;
}

// Any constant works; it only has to be the same for every server sharing the database.
const migrationLockKey = 7_215_500_301;

/**
 * Applies every migration not yet recorded in schema_migrations, each in its own transaction.
 * Safe when several servers start at once: a transaction-scoped advisory lock serializes them.
 * Returns the versions applied by this call.
 */
export async function migrate(db: Database, directory: string): Promise<number[]> {
  // Under the lock too: two servers creating the table at once on an empty database collide in the catalog.
  await db.transaction(async (tx) => {
    // Waiting for another instance's migrations, or rewriting a large table, outlasts a request's bound.
    await allowBulkStatements(tx);
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  });
  const applied: number[] = [];
  for (const migration of readMigrations(directory)) {
    const didApply = await db.transaction(async (tx) => {
      await allowBulkStatements(tx);
      await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
      const existing = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (existing.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}

/** The highest applied migration version, 0 for an empty database. */
export async function schemaVersion(db: Database): Promise<number> {
  const result = await db.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  return result.rows[0]?.version ?? 0;
}
