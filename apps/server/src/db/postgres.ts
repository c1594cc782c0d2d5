import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFromStdin, to as copyToStdout } from 'pg-copy-streams';
import {
  DatabaseUnavailableError,
  typeOids,
  type CopySource,
  type Database,
  type Queryable,
} from './database.js';
import { bareQuery, copyErrorFrom, planCopyFrom } from './copy.js';

const parsers: Record<number, (value: string) => unknown> = {
  [typeOids.int8]: (value) => Number(value),
  [typeOids.numeric]: (value) => value,
  [typeOids.date]: (value) => value,
};

const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** The connection string without its password, for messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return `${parsed.protocol}//${parsed.username ? `${parsed.username}@` : ''}${parsed.host}${parsed.pathname}`;
  } catch {
    return 'the configured DATABASE_URL';
  }
}

/** Streams `source` into COPY … FROM STDIN on `client`; a bad row rejects with a CopyError. */
async function copyFromOn(client: pg.PoolClient, sql: string, source: CopySource): Promise<number> {
  planCopyFrom(sql);
  const copy = client.query(copyFromStdin(sql));
  try {
    await pipeline(source, copy);
  } catch (error) {
    throw copyErrorFrom(error);
  }
  return copy.rowCount;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async copyFrom(sql, source) {
      if (!(client instanceof pg.Pool)) return copyFromOn(client, sql, source);
      planCopyFrom(sql);
      const own = await client.connect();
      let failed = false;
      try {
        return await copyFromOn(own, sql, source);
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // After a failed COPY the connection is not worth trusting: drop it.
        own.release(failed);
      }
    },
  };
}

/**
 * Connects a node-postgres pool to `url` and checks that the database answers; throws
 * DatabaseUnavailableError with one line when it does not.
 */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    types: typeParsers,
    // Every session in UTC, as PGlite is: dates and times read the same, and CSV text from COPY is identical.
    // Without JIT: the dashboards' reads of a year of facts and the importer's large statements pass its cost
    // thresholds, and compiling them took longer than running them (1-2 s of a 25,000-package import). With
    // 32 MB for a sort or hash (4 MB by default): the dashboards' readings of cut days sorted on disk. With a
    // random page costed as on solid-state storage (4, the default, is a spinning disk's): the summaries' covering
    // indexes are read index-only for every organization's dashboards, where the default had the planner scan
    // whole summary tables instead, two to three times as slow.
    options: '-c TimeZone=UTC -c jit=off -c work_mem=32MB -c random_page_cost=1.1',
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = (error as Error).message || (error as NodeJS.ErrnoException).code || 'connection failed';
    throw new DatabaseUnavailableError(`Cannot reach the database at ${describeDatabaseUrl(url)}: ${reason}`);
  }
  const root = wrap(pool);
  return {
    driver: 'postgres',
    query: root.query,
    exec: root.exec,
    copyFrom: root.copyFrom,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async *copyTo(sql, options = {}) {
      const client = await pool.connect();
      const header = (options.header ?? true) ? ', HEADER' : '';
      const copy = client.query(copyToStdout(`COPY (\n${bareQuery(sql)}\n) TO STDOUT (FORMAT csv${header})`));
      let finished = false;
      try {
        for await (const chunk of copy) yield chunk as Buffer;
        finished = true;
      } finally {
        // Stopped early, the connection is still receiving the COPY: destroy it rather than reuse it.
        if (!finished) copy.destroy();
        client.release(!finished);
      }
    },
    async *stream<Row>(sql: string, params: unknown[] = [], batchSize = 1_000) {
      const size = Math.max(1, Math.floor(batchSize));
      const client = await pool.connect();
      let clean = false;
      try {
        await client.query('BEGIN');
        await client.query(`DECLARE waybill_stream NO SCROLL CURSOR FOR ${bareQuery(sql)}`, params);
        for (;;) {
          const { rows } = await client.query(`FETCH ${size} FROM waybill_stream`);
          if (rows.length > 0) yield rows as Row[];
          if (rows.length < size) break;
        }
        await client.query('COMMIT');
        clean = true;
      } finally {
        if (!clean)
          clean = await client.query('ROLLBACK').then(
            () => true,
            () => false,
          );
        client.release(!clean);
      }
    },
    close: () => pool.end(),
  };
}
