import net from 'node:net';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLockKey } from '../../src/repositories/import-staging.js';
import { createStaff } from '../helpers/people.js';
import { createTestApp } from '../helpers/test-app.js';
import { createTestDatabase, testDriver, type TestDatabase } from '../helpers/test-database.js';

/**
 * A change of the reference data re-derives stored packages before it answers, which at scale takes minutes with
 * nothing sent: its connection must outlast the quiet limit that closes an idle one, or the admin would see a
 * failure for a change that was made. Here the change waits for an import's lock held by the test (PostgreSQL: the
 * lock is held on a connection of the test's own), with the server's quiet limit cut to 300 ms.
 */
describe.runIf(testDriver === 'postgres')(
  'a reference data change that stays quiet longer than an idle connection may',
  () => {
    let testDb: TestDatabase;
    let app: FastifyInstance;
    let port: number;
    let admin: string;

    beforeAll(async () => {
      testDb = await createTestDatabase();
      ({ app } = await createTestApp(testDb.db));
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as net.AddressInfo).port;
      app.server.timeout = 300;
      const organization = await testDb.db.query<{ id: string }>(
        "INSERT INTO organizations (name, mapping_name, url) VALUES ('Quiet Co', 'QUIET_CO', 'https://example.com') RETURNING id",
      );
      admin = (await createStaff(app, testDb.db, organization.rows[0]!.id)).platformAdmin.access;
    });

    afterAll(async () => {
      await app?.close();
      await testDb?.dispose();
    });

    it('answers once the change is made, while an idle connection opened after it is closed', async () => {
      const holder = new pg.Client({ connectionString: testDb.url });
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query('SELECT pg_advisory_xact_lock($1)', [importLockKey]);
        const answer = fetch(`http://127.0.0.1:${port}/api/v1/reference-data/charge-rules`, {
          method: 'POST',
          headers: {
            cookie: `waybill_session=${admin}`,
            'x-requested-with': 'waybill',
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            carrier: 'UPS',
            classification: null,
            pattern: 'A quiet charge',
            grouping: 'SERVICE_FEE',
            auditExemption: null,
            priority: 0,
          }),
        });
        await expect
          .poll(async () => {
            const waiting = await holder.query(
              "SELECT count(*)::integer AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
            );
            return waiting.rows[0].n as number;
          })
          .toBe(1);
        // The server closes a connection quiet for its limit: this one, opened after the change began to wait, is
        // closed, so the change's own has been quiet longer than the limit by then.
        const idle = net.connect(port, '127.0.0.1');
        await new Promise((resolve) => idle.on('close', resolve));
        await holder.query('COMMIT');
        const response = await answer;
        expect(response.status, await response.clone().text()).toBe(201);
        expect((await response.json()) as object).toMatchObject({ rule: { pattern: 'A quiet charge' } });
      } finally {
        await holder.end();
      }
    });
  },
);
