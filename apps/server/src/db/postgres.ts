import pg from 'pg';
import { DatabaseUnavailableError, typeOids, type Database, type Queryable } from './database.js';

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

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
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
    close: () => pool.end(),
  };
}
