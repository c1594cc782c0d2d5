import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { DatabaseUnavailableError, typeOids, type Database, type Queryable } from './database.js';
import { lockDataDir } from './data-dir-lock.js';

const parsers = {
  [typeOids.int8]: (value: string) => Number(value),
  [typeOids.numeric]: (value: string) => value,
  [typeOids.date]: (value: string) => value,
};

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await target.query<Row>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * Opens (creating on first use) the embedded PGlite database under `dataDir/db`, holding `dataDir/db.lock`
 * for as long as it is open.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const dbDir = path.join(dataDir, 'db');
  const unlock = lockDataDir(path.join(dataDir, 'db.lock'), `The data directory ${dataDir}`);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dbDir, { parsers });
  } catch (error) {
    unlock();
    throw new DatabaseUnavailableError(
      `Cannot open the embedded database in ${dbDir}: ${(error as Error).message}`,
    );
  }
  const root = wrap(pglite);
  let closed = false;
  return {
    driver: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}
