import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { openPostgres } from '../../src/db/postgres.js';
import { paths } from '../../src/paths.js';
import { adminQuery as admin } from '../helpers/server-process.js';
import { testDriver } from '../helpers/test-database.js';
import { createTestApp, registerAccount, signIn, type LogCapture } from '../helpers/test-app.js';
import { waitFor } from '../helpers/wait-for.js';

// An outage needs a database server that can go away: PostgreSQL, with a database of its own that is renamed
// (after its connections are cut) so the server can no longer reach it, then named back.
describe.runIf(testDriver === 'postgres')('while the database is unreachable', () => {
  const name = `waybill_outage_${randomBytes(6).toString('hex')}`;
  let db: Database;
  let app: FastifyInstance;
  let logs: LogCapture;
  let access: string;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    db = await openPostgres(url.href, { max: 3 });
    await migrate(db, paths.migrations);
    ({ app, logs } = await createTestApp(db));
    const account = await registerAccount(app);
    ({ access } = await signIn(app, account.email, account.password));
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await admin(`DROP DATABASE IF EXISTS ${name}_away WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const me = () =>
    app.inject({ method: 'GET', url: '/api/v1/auth/me', cookies: { waybill_session: access } });

  it('answers 503 with Retry-After instead of signing anyone out, and 200 again once it is back', async () => {
    expect((await me()).statusCode).toBe(200);

    // No new connection may slip in between cutting the server's (its job queue reconnects at once) and the rename.
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
    );
    // The terminated sessions take a moment to go.
    await waitFor('the database renamed', () =>
      admin(`ALTER DATABASE ${name} RENAME TO ${name}_away`).then(
        () => true,
        () => false,
      ),
    );
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await me();
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          message: 'The service is temporarily unavailable. Please try again in a few seconds.',
          code: 'UNAVAILABLE',
        });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      const errorLines = logs.lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(errorLines.some((line) => line.level === 50 && line.msg === 'request failed')).toBe(true);
    } finally {
      await admin(`ALTER DATABASE ${name}_away RENAME TO ${name}`);
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }

    const back = await me();
    expect(back.statusCode).toBe(200);
  });
});
