import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { openPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';
import { paths } from '../../src/paths.js';

/** The driver this test project runs against. */
export const testDriver: 'pglite' | 'postgres' =
  process.env.TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';

/** A migrated database of its own for one test file, and how to throw it away. */
export interface TestDatabase {
  db: Database;
  /** The PGlite data directory (pglite only). */
  dataDir: string | undefined;
  /** The database's connection string (postgres only). */
  url: string | undefined;
  dispose(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Opens a fresh, migrated database: a copy of the run's PGlite template in a temp folder, or a new
 * `waybill_test_<random>` database on the TEST_DATABASE_URL server, dropped again by dispose().
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDriver === 'postgres') {
    const name = `waybill_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.href, { max: 5 });
    await migrate(db, paths.migrations);
    return {
      db,
      dataDir: undefined,
      url: url.href,
      async dispose() {
        try {
          await db.close();
        } finally {
          await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        }
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-test-'));
  fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  const db = await openPglite(dataDir);
  await migrate(db, paths.migrations);
  return {
    db,
    dataDir,
    url: undefined,
    async dispose() {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
