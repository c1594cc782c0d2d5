import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { openPostgres } from '../../src/db/postgres.js';
import { allowBulkStatements } from '../../src/db/statement-timeouts.js';
import { paths } from '../../src/paths.js';
import { adminQuery as admin } from '../helpers/server-process.js';
import { testDriver } from '../helpers/test-database.js';
import { createTestApp, registerAccount, signIn } from '../helpers/test-app.js';

// statement_timeout is PostgreSQL's; the embedded database runs one statement at a time and has none.
describe.runIf(testDriver === 'postgres')('a statement past statement_timeout', () => {
  const name = `waybill_timeout_${randomBytes(6).toString('hex')}`;
  let url: URL;
  let db: Database;
  let app: FastifyInstance;
  let access: string;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    db = await openPostgres(url.href, { max: 3, statementTimeoutMs: 300, bulkStatementTimeoutMs: 5_000 });
    await migrate(db, paths.migrations);
    ({ app } = await createTestApp(db));
    const account = await registerAccount(app);
    ({ access } = await signIn(app, account.email, account.password));
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('is cancelled and answered 503 with Retry-After and what to do, then the service answers again', async () => {
    const me = () =>
      app.inject({ method: 'GET', url: '/api/v1/auth/me', cookies: { waybill_session: access } });
    // Another session holds the sessions table, so signing the request in waits past the bound.
    const holder = new pg.Client({ connectionString: url.href });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
      const response = await me();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message:
          'The database stopped this request because it took too long. Please try again; if it keeps happening, ask for less (a shorter date range or fewer organizations).',
        code: 'UNAVAILABLE',
      });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect((await me()).statusCode).toBe(200);
  });

  it('gives bulk work (an import’s transaction, an export’s COPY) the longer bound', async () => {
    await expect(db.query('SELECT pg_sleep(0.6)')).rejects.toMatchObject({ code: '57014' });
    await expect(
      db.transaction(async (tx) => {
        await allowBulkStatements(tx);
        await tx.query('SELECT pg_sleep(0.6)');
        return 'done';
      }),
    ).resolves.toBe('done');
    const chunks: string[] = [];
    for await (const chunk of db.copyTo('SELECT pg_sleep(0.6) IS NULL AS slept'))
      chunks.push(Buffer.from(chunk).toString());
    expect(chunks.join('')).toBe('slept\nf\n');
    // The longer bound ended with its transaction.
    await expect(db.query('SELECT pg_sleep(0.6)')).rejects.toMatchObject({ code: '57014' });
  });

  it('gives maintenance outside a transaction (VACUUM after a bulk load) the longer bound, and only it', async () => {
    await expect(db.maintain('SELECT pg_sleep(0.6)')).resolves.toBeUndefined();
    await expect(db.maintain('VACUUM (ANALYZE) packages')).resolves.toBeUndefined();
    // Every connection of the pool is back to a request's bound.
    const sleepers = await Promise.allSettled(
      Array.from({ length: 3 }, () => db.query('SELECT pg_sleep(0.6)')),
    );
    expect(sleepers.map((sleeper) => sleeper.status === 'rejected' && sleeper.reason.code)).toEqual([
      '57014',
      '57014',
      '57014',
    ]);
  });
});
