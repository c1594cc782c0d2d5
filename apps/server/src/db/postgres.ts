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
import { allowBulkStatements, bulkStatementTimeoutSetting } from './statement-timeouts.js';

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

/** The bounds of the connection pool and of what a session may hold (config.ts reads them from DATABASE_*). */
export interface PoolSettings {
  /** Connections at most; a request that finds them all busy waits `connectionTimeoutMs` for one. */
  max: number;
  /** How long to wait for a connection (a free one of the pool, or a new one) before giving up: a 503. */
  connectionTimeoutMs: number;
  /** PostgreSQL's statement_timeout for a request's statements: a statement running longer is cancelled. */
  statementTimeoutMs: number;
  /** The statement_timeout of bulk work: an import's transaction and an export's COPY (see allowBulkStatements). */
  bulkStatementTimeoutMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout: a transaction left idle this long is ended. */
  idleInTransactionTimeoutMs: number;
}

export const defaultPoolSettings: PoolSettings = {
  max: 10,
  connectionTimeoutMs: 2_000,
  statementTimeoutMs: 30_000,
  bulkStatementTimeoutMs: 10 * 60_000,
  idleInTransactionTimeoutMs: 60_000,
};

/**
 * Connects a node-postgres pool to `url` and checks that the database answers; throws
 * DatabaseUnavailableError with one line when it does not.
 */
export async function openPostgres(url: string, options: Partial<PoolSettings> = {}): Promise<Database> {
  const settings = { ...defaultPoolSettings, ...options };
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.max,
    connectionTimeoutMillis: settings.connectionTimeoutMs,
    types: typeParsers,
    // Every session in UTC, as PGlite is: dates and times read the same, and CSV text from COPY is identical.
    // Without JIT: the dashboards' reads of a year of facts and the importer's large statements pass its cost
    // thresholds, and compiling them took longer than running them (1-2 s of a 25,000-package import). With
    // 32 MB for a sort or hash (4 MB by default): the dashboards' readings of cut days sorted on disk. With a
    // random page costed as on solid-state storage (4, the default, is a spinning disk's): the summaries' covering
    // indexes are read index-only for every organization's dashboards, where the default had the planner scan
    // whole summary tables instead, two to three times as slow. A statement or an idle transaction that outlives
    // its bound is ended by PostgreSQL itself, so a stuck request cannot hold a connection of the pool forever.
    options: [
      '-c TimeZone=UTC -c jit=off -c work_mem=32MB -c random_page_cost=1.1',
      `-c statement_timeout=${settings.statementTimeoutMs}`,
      `-c idle_in_transaction_session_timeout=${settings.idleInTransactionTimeoutMs}`,
      `-c ${bulkStatementTimeoutSetting}=${settings.bulkStatementTimeoutMs}`,
    ].join(' '),
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
    async maintain(sql) {
      const client = await pool.connect();
      try {
        await client.query(`SELECT set_config('statement_timeout', current_setting($1), false)`, [
          bulkStatementTimeoutSetting,
        ]);
        await client.query(sql);
        // Back to the bound the connection was opened with, before the pool lends it to a request.
        await client.query('RESET statement_timeout');
        client.release();
      } catch (error) {
        client.release(true);
        throw error;
      }
    },
    async *copyTo(sql, options = {}) {
      const client = await pool.connect();
      const header = (options.header ?? true) ? ', HEADER' : '';
      let finished = false;
      let copy: ReturnType<typeof copyToStdout> | undefined;
      try {
        // In a transaction of its own so that its longer bound (SET LOCAL) ends with it: a large export sent to a
        // slow download outlives a request's statement_timeout.
        await client.query('BEGIN');
        await allowBulkStatements(wrap(client));
        copy = client.query(copyToStdout(`COPY (\n${bareQuery(sql)}\n) TO STDOUT (FORMAT csv${header})`));
        for await (const chunk of copy) yield chunk as Buffer;
        await client.query('COMMIT');
        finished = true;
      } finally {
        // Stopped early, the connection is still receiving the COPY: destroy it rather than reuse it.
        if (!finished) copy?.destroy();
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
    poolConnections: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}
