import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLockKey } from '../../src/repositories/import-staging.js';
import { createPerson, type TestPerson } from '../helpers/people.js';
import { createTestDatabase, testDriver, type TestDatabase } from '../helpers/test-database.js';
import { callApi, createTestApp, portalHeaders } from '../helpers/test-app.js';

const boundary = 'waybill-boundary';

function csvUpload(csv: string): Buffer {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="charge-map.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
}

function newRule() {
  return {
    carrier: 'UPS',
    classification: null,
    pattern: `Job Charge ${randomUUID()}`,
    grouping: 'SERVICE_FEE',
    auditExemption: null,
    priority: 0,
  };
}

// The request waits for nothing here: every change is answered 202 and followed to its end.
describe('a change of the reference data, followed as a job', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let admin: TestPerson;
  let member: TestPerson;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    ({ app } = await createTestApp(testDb.db, { env: { REFERENCE_DATA_CHANGE_WAIT_MS: '0' } }));
    admin = await createPerson(app, testDb.db, {
      firstName: 'Ada',
      organizationId: null,
      role: 'user',
      isAdmin: true,
    });
    member = await createPerson(app, testDb.db, { firstName: 'Nina', organizationId: null, role: 'user' });
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  /** The change once it has ended: read again each time this process's worker says so, or after a second. */
  async function ended(changeId: string) {
    for (;;) {
      const response = await callApi(app, admin.access, 'GET', `/reference-data/changes/${changeId}`);
      expect(response.statusCode).toBe(200);
      const change = response.json();
      if (change.state === 'done' || change.state === 'failed') return change;
      await app.jobs.referenceDataChangeEnded(changeId, 1_000);
    }
  }

  it('answers 202 with the change, which ends with what the request would have answered', async () => {
    const rule = newRule();
    const accepted = await callApi(app, admin.access, 'POST', '/reference-data/charge-rules', rule);
    expect(accepted.statusCode).toBe(202);
    const change = accepted.json();
    expect(change).toMatchObject({
      operation: 'createChargeRule',
      status: null,
      answer: null,
      finishedAt: null,
    });
    expect(['queued', 'running']).toContain(change.state);

    const done = await ended(change.id);
    expect(done).toMatchObject({ state: 'done', stage: null, status: 201 });
    expect(done.answer.rule).toMatchObject({ ...rule, isIncentive: false });
    expect(done.answer.rederived).toEqual({ packages: 0, files: 0 });
    const rules = (await callApi(app, admin.access, 'GET', '/reference-data/charge-rules')).json().rules;
    expect(rules).toContainEqual(done.answer.rule);
  });

  it('ends a refused change failed with the refusal, keeping nothing of it', async () => {
    const rule = newRule();
    await ended((await callApi(app, admin.access, 'POST', '/reference-data/charge-rules', rule)).json().id);
    const before = (await callApi(app, admin.access, 'GET', '/reference-data/charge-rules')).json().rules;

    const again = await callApi(app, admin.access, 'POST', '/reference-data/charge-rules', {
      ...rule,
      pattern: rule.pattern.toUpperCase(),
    });
    expect(again.statusCode).toBe(202);
    const failed = await ended(again.json().id);
    expect(failed).toMatchObject({ state: 'failed', status: 400 });
    expect(failed.answer.message).toMatch(/already/i);
    expect((await callApi(app, admin.access, 'GET', '/reference-data/charge-rules')).json().rules).toEqual(
      before,
    );
  });

  it('carries an uploaded file to the job byte for byte', async () => {
    const exported = await callApi(app, admin.access, 'GET', '/reference-data/charge-rules.csv');
    const added = newRule();
    const csv = `${exported.body.trimEnd()}\nUPS,,${added.pattern} – “quoted” é,SERVICE_FEE,,0\n`;
    const accepted = await app.inject({
      method: 'PUT',
      url: '/api/v1/reference-data/charge-rules.csv',
      headers: { ...portalHeaders, 'content-type': `multipart/form-data; boundary=${boundary}` },
      cookies: { waybill_session: admin.access },
      payload: csvUpload(csv),
    });
    expect(accepted.statusCode).toBe(202);
    const done = await ended(accepted.json().id);
    expect(done).toMatchObject({ state: 'done', status: 200 });
    expect(done.answer).toMatchObject({ added: 1, changed: 0, removed: 0 });
    const rules = (await callApi(app, admin.access, 'GET', '/reference-data/charge-rules')).json().rules;
    expect(rules.map((rule: { pattern: string }) => rule.pattern)).toContain(`${added.pattern} – “quoted” é`);
  });

  // The embedded database is one connection: nothing can hold the import lock beside the change.
  it.runIf(testDriver === 'postgres')(
    'runs while an import holds the lock, and is seen running meanwhile',
    async () => {
      const holder = new pg.Client({ connectionString: testDb.url });
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query('SELECT pg_advisory_xact_lock($1)', [importLockKey]);
        const { id } = (
          await callApi(app, admin.access, 'POST', '/reference-data/charge-rules', newRule())
        ).json();
        const follow = () => callApi(app, admin.access, 'GET', `/reference-data/changes/${id}`);
        let change = (await follow()).json();
        while (change.state === 'queued') {
          await app.jobs.referenceDataChangeEnded(id, 100);
          change = (await follow()).json();
        }
        expect(change).toMatchObject({ state: 'running', status: null, answer: null });
        expect(change.startedAt).not.toBeNull();
        await holder.query('COMMIT');
        expect(await ended(id)).toMatchObject({ state: 'done', status: 201 });
      } finally {
        await holder.end();
      }
    },
  );

  it('is followed by platform admins only, and an unknown change is not found', async () => {
    const { id } = (
      await callApi(app, admin.access, 'POST', '/reference-data/charge-rules', newRule())
    ).json();
    await ended(id);
    expect((await callApi(app, member.access, 'GET', `/reference-data/changes/${id}`)).statusCode).toBe(403);
    const unknown = await callApi(app, admin.access, 'GET', `/reference-data/changes/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No reference data change has this id');
    expect((await callApi(app, admin.access, 'GET', '/reference-data/changes/not-an-id')).statusCode).toBe(
      400,
    );
  });
});
