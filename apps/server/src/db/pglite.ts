import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import {
  DatabaseUnavailableError,
  typeOids,
  type CopyFromOptions,
  type CopySource,
  type CopyToOptions,
  type Database,
  type Queryable,
} from './database.js';
import { batchCopyData, bareQuery, copyErrorFrom, csvHeader, planCopyFrom } from './copy.js';
import { lockDataDir } from './data-dir-lock.js';

const parsers = {
  [typeOids.int8]: (value: string) => Number(value),
  [typeOids.numeric]: (value: string) => value,
  [typeOids.date]: (value: string) => value,
};

// Measured on 1M rows: 1 MiB loads as fast as 8 or 16 MiB and holds the event loop ~160 ms per batch, not ~800.
const defaultBatchBytes = 1024 * 1024;
const defaultCopyToBatchSize = 20_000;
const defaultStreamBatchSize = 1_000;

/**
 * Loads COPY data in batches from PGlite's /dev/blob, inside the transaction `tx`. Each batch after the first
 * gets the header line again when the statement says HEADER, so HEADER (and HEADER MATCH) hold for every batch.
 */
async function copyFromInBatches(
  tx: Transaction,
  sql: string,
  source: CopySource,
  options: CopyFromOptions = {},
): Promise<number> {
  const plan = planCopyFrom(sql);
  let rows = 0;
  let linesBefore = 0;
  let header: Buffer | undefined;
  for await (const batch of batchCopyData(source, plan, options.batchBytes ?? defaultBatchBytes)) {
    const repeatHeader = plan.header && header !== undefined;
    if (plan.header && header === undefined)
      header = Buffer.from(batch.bytes.subarray(0, batch.firstRecordEnd));
    const blob = new Blob(repeatHeader ? [header!, batch.bytes] : [batch.bytes]);
    try {
      const result = await tx.query(plan.blobSql, [], { blob });
      rows += result.affectedRows ?? 0;
    } catch (error) {
      throw copyErrorFrom(error, linesBefore - (repeatHeader ? 1 : 0));
    }
    linesBefore += batch.records;
    // PGlite runs on this thread: let timers and I/O in between batches (queries wait for the transaction).
    await nextTurn();
  }
  return rows;
}

function wrap(target: PGlite | Transaction): Queryable {
  // A transaction's statements follow each other in microtasks: without a turn of the event loop between them,
  // timers and I/O waited for the whole transaction (18 s for an import of 25,000 packages), not its longest
  // statement.
  const settle = target instanceof PGlite ? async () => {} : () => nextTurn();
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await target.query<Row>(sql, params);
      await settle();
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
      await settle();
    },
    copyFrom(sql, source, options) {
      return target instanceof PGlite
        ? target.transaction((tx) => copyFromInBatches(tx, sql, source, options))
        : copyFromInBatches(target, sql, source, options);
    },
  };
}

let cursorCount = 0;
const nextCursorName = () => `waybill_stream_${(cursorCount += 1)}`;

/**
 * Reads a WITH HOLD cursor in batches; other queries run between batches. The cursor is closed when the
 * consumer finishes or stops early.
 */
async function* readCursor<T>(
  pglite: PGlite,
  declare: (name: string) => Promise<void>,
  read: (name: string) => AsyncGenerator<T>,
): AsyncGenerator<T, void, undefined> {
  const name = nextCursorName();
  await declare(name);
  try {
    yield* read(name);
  } finally {
    // The database may be closing already; the cursor goes with it then.
    await pglite.query(`CLOSE ${name}`).catch(() => {});
  }
}

/**
 * COPY (query) TO STDOUT (FORMAT csv, HEADER), in bounded memory: PGlite writes a COPY's whole output to memory
 * and COPY cannot read from a cursor, so a PL/pgSQL function FETCHes each batch from a WITH HOLD cursor for
 * COPY (SELECT * FROM fetch(…)) to write. A column definition list must then name every column's type exactly,
 * so the cursor casts each column to the type the row description reports (a domain becomes its base type;
 * COPY writes the same text for both).
 */
function copyToInBatches(
  pglite: PGlite,
  fetchFunction: () => Promise<void>,
  sql: string,
  options: CopyToOptions = {},
): AsyncGenerator<Uint8Array, void, undefined> {
  const query = bareQuery(sql);
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? defaultCopyToBatchSize));
  let names: string[] = [];
  let columns: string[] = [];
  return readCursor(
    pglite,
    async (cursor) => {
      const { resultFields } = await pglite.describeQuery(query);
      if (resultFields.length === 0) throw new Error('copyTo needs a query that returns columns');
      const typeNames = await pglite.query<string[]>(
        `SELECT ${resultFields.map((field) => `format_type(${Number(field.dataTypeID)}, -1)`).join(', ')}`,
        [],
        { rowMode: 'array' },
      );
      const types = typeNames.rows[0]!;
      const aliases = types.map((_, index) => `c${index + 1}`);
      names = resultFields.map((field) => field.name);
      columns = aliases.map((alias, index) => `${alias} ${types[index]}`);
      const casts = aliases.map((alias, index) => `q.${alias}::${types[index]}`);
      await fetchFunction();
      await pglite.query(
        `DECLARE ${cursor} NO SCROLL CURSOR WITH HOLD FOR SELECT ${casts.join(', ')} FROM (\n${query}\n) AS q(${aliases.join(', ')})`,
      );
    },
    async function* (cursor) {
      if (options.header ?? true) yield Buffer.from(csvHeader(names));
      const batchSql = `COPY (SELECT * FROM pg_temp.waybill_fetch('${cursor}', ${batchSize}) AS b(${columns.join(', ')})) TO '/dev/blob' (FORMAT csv)`;
      for (;;) {
        const result = await pglite.query(batchSql);
        if (result.blob) yield new Uint8Array(await result.blob.arrayBuffer());
        if ((result.affectedRows ?? 0) < batchSize) return;
        await nextTurn();
      }
    },
  );
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
  // The session's fetch function for copyTo, created once (temporary: it goes when the database closes).
  let fetchFunction: Promise<void> | undefined;
  const createFetchFunction = () => {
    fetchFunction ??= pglite
      .exec(
        `CREATE OR REPLACE FUNCTION pg_temp.waybill_fetch(cursor_name text, batch_size integer)
         RETURNS SETOF record LANGUAGE plpgsql AS $$
         BEGIN
           RETURN QUERY EXECUTE format('FETCH %s FROM %I', batch_size, cursor_name);
         END $$`,
      )
      .then(
        () => {},
        (error: unknown) => {
          fetchFunction = undefined;
          throw error;
        },
      );
    return fetchFunction;
  };
  let closed = false;
  return {
    driver: 'pglite',
    query: root.query,
    exec: root.exec,
    copyFrom: root.copyFrom,
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    // PGlite has no statement_timeout: the statement runs as any other.
    maintain: (sql) => root.exec(sql),
    copyTo: (sql, options) => copyToInBatches(pglite, createFetchFunction, sql, options),
    stream<Row>(sql: string, params: unknown[] = [], batchSize = defaultStreamBatchSize) {
      const size = Math.max(1, Math.floor(batchSize));
      return readCursor<Row[]>(
        pglite,
        async (cursor) => {
          await pglite.query(`DECLARE ${cursor} NO SCROLL CURSOR WITH HOLD FOR ${bareQuery(sql)}`, params);
        },
        async function* (cursor) {
          for (;;) {
            const { rows } = await pglite.query<Row>(`FETCH ${size} FROM ${cursor}`);
            if (rows.length > 0) yield rows;
            if (rows.length < size) return;
            await nextTurn();
          }
        },
      );
    },
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
