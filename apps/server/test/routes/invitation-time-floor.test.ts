import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createTestApp, portalHeaders, uniqueEmail } from '../helpers/test-app.js';
import { createOrganization, createPerson } from '../helpers/people.js';

/**
 * The invitation's time floor (a `setTimeout` of node:timers/promises) on a clock the test moves: while `held`,
 * each floor asked for is recorded and ends only once the test has advanced the clock past it; otherwise it is
 * the real timer.
 */
const clock = vi.hoisted(() => ({
  held: false,
  now: 0,
  asked: [] as number[],
  waiting: [] as { until: number; end: () => void }[],
  advance(ms: number) {
    clock.now += ms;
    const due = clock.waiting.filter((timer) => timer.until <= clock.now);
    clock.waiting = clock.waiting.filter((timer) => timer.until > clock.now);
    for (const timer of due) timer.end();
  },
}));
vi.mock('node:timers/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:timers/promises')>();
  return {
    ...real,
    setTimeout: (ms: number, ...rest: unknown[]) => {
      if (!clock.held) return (real.setTimeout as (...args: unknown[]) => Promise<unknown>)(ms, ...rest);
      clock.asked.push(ms);
      return new Promise<void>((end) => clock.waiting.push({ until: clock.now + ms, end }));
    },
  };
});

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;
let organizationId: string;
let otherOrganizationId: string;
let adminSession: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  ({ app } = await createTestApp(db));
  organizationId = await createOrganization(db, 'Northwind Outfitters');
  otherOrganizationId = await createOrganization(db, 'Contoso Parcels');
  adminSession = (await createPerson(app, db, { firstName: 'Olivia', organizationId, role: 'admin' })).access;
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

function invite(email: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/organization/invite/${organizationId}`,
    headers: portalHeaders,
    cookies: { waybill_session: adminSession },
    payload: { emails: [email], organizationId, role: 'user' },
  });
}

describe('POST /organization/invite/{organizationId} time floor', () => {
  it('answers an address with an account elsewhere and a new one alike, neither before 250 ms', async () => {
    // Olivia, an organization admin, cannot see Karl of another organization: his address must look new to her.
    const known = (
      await createPerson(app, db, { firstName: 'Karl', organizationId: otherOrganizationId, role: 'user' })
    ).email;
    const unknown = uniqueEmail('newcomer');
    clock.held = true;
    const answered: string[] = [];
    let knownAnswer: Awaited<ReturnType<typeof invite>> | undefined;
    let unknownAnswer: Awaited<ReturnType<typeof invite>> | undefined;
    const answers = Promise.all([
      invite(known).then((response) => {
        answered.push('known');
        knownAnswer = response;
      }),
      invite(unknown).then((response) => {
        answered.push('unknown');
        unknownAnswer = response;
      }),
    ]);
    try {
      // All the work is done once both emails are in the outbox (the outbox mailer keeps them there).
      await vi.waitFor(async () => {
        const mails = await db.query<{ to_address: string; kind: string }>(
          'SELECT to_address, kind FROM mail_outbox WHERE to_address = ANY($1::text[]) ORDER BY kind',
          [[known, unknown]],
        );
        expect(mails.rows).toEqual([
          { to_address: unknown, kind: 'invitation' },
          { to_address: known, kind: 'invitation_attempt' },
        ]);
      });
      expect(clock.asked).toEqual([250, 250]);
      clock.advance(249);
      expect(answered).toEqual([]);
      clock.advance(1);
      await answers;
    } finally {
      clock.held = false;
      for (const timer of clock.waiting.splice(0)) timer.end();
      clock.asked.length = 0;
    }
    expect(answered.sort()).toEqual(['known', 'unknown']);
    expect(unknownAnswer!.statusCode).toBe(200);
    expect(knownAnswer!.statusCode).toBe(unknownAnswer!.statusCode);
    expect(knownAnswer!.body).toBe(unknownAnswer!.body);
  });
});
