import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import {
  createTestApp,
  portalHeaders,
  registerAccount,
  uniqueEmail,
  type LogCapture,
} from '../helpers/test-app.js';
import { createOrganization, createPerson, type TestPerson } from '../helpers/people.js';
import { linksIn, SmtpReceiver } from '../helpers/mailbox.js';

let testDb: TestDatabase;
let db: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});

afterAll(async () => {
  await testDb?.dispose();
});

const emailAddress = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+/;

/** Walks the account flows that send mail or refuse people: register, sign in (failing too), invite, reset. */
async function walkAccountFlows(app: FastifyInstance, admin: TestPerson, organizationId: string) {
  const post = (url: string, payload: unknown, access?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: portalHeaders,
      payload: payload as never,
      cookies: access ? { waybill_session: access } : {},
    });
  const account = await registerAccount(app);
  await post('/api/v1/auth/register', account);
  expect(
    (await post('/api/v1/auth/login', { email: account.email, password: 'wrong password' })).statusCode,
  ).toBe(401);
  const signInBody = { email: account.email, password: account.password };
  expect((await post('/api/v1/auth/login', signInBody)).statusCode).toBe(200);
  const invitee = uniqueEmail('invitee');
  const invited = await post(
    `/api/v1/organization/invite/${organizationId}`,
    { emails: [invitee], organizationId, role: 'user' },
    admin.access,
  );
  expect(invited.statusCode).toBe(200);
  // Refused with a message that names the address (the inviter's own: already a member).
  const again = await post(
    `/api/v1/organization/invite/${organizationId}`,
    { emails: [admin.email], organizationId, role: 'user' },
    admin.access,
  );
  expect(again.statusCode).toBe(409);
  expect((await post('/api/v1/user/send-reset-password-mail', { email: account.email })).statusCode).toBe(
    200,
  );
  return { account, invitee };
}

describe('with mail delivered over SMTP', () => {
  let app: FastifyInstance;
  let logs: LogCapture;
  let receiver: SmtpReceiver;
  let admin: TestPerson;
  let organizationId: string;

  beforeAll(async () => {
    receiver = new SmtpReceiver();
    ({ app, logs } = await createTestApp(db, { env: { SMTP_URL: await receiver.start() } }));
    organizationId = await createOrganization(db, 'Fabrikam Logistics');
    admin = await createPerson(app, db, { firstName: 'Abby', organizationId, role: 'admin' });
  });

  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  it('keeps no working link token in the outbox or the log, and no email address in the log', async () => {
    const { account, invitee } = await walkAccountFlows(app, admin, organizationId);
    const tokenList = receiver.messages
      .filter((mail) => mail.to === account.email || mail.to === invitee)
      .flatMap((mail) => [
        ...linksIn(mail.source, 'verify-email'),
        ...linksIn(mail.source, 'accept-invitation'),
        ...linksIn(mail.source, 'reset-password'),
      ])
      .map((link) => link.searchParams.get('token')!);
    // Each message carries its link in the text part and twice in the HTML part.
    const tokens = [...new Set(tokenList)];
    expect(tokens).toHaveLength(3);

    const stored = await db.query<{ text_body: string; html_body: string; sent_at: Date | null }>(
      'SELECT text_body, html_body, sent_at FROM mail_outbox WHERE to_address = ANY($1::text[])',
      [[account.email, invitee]],
    );
    expect(stored.rows.length).toBeGreaterThanOrEqual(4);
    for (const row of stored.rows) {
      expect(row.sent_at).not.toBeNull();
      for (const token of tokens) {
        expect(row.text_body).not.toContain(token);
        expect(row.html_body).not.toContain(token);
      }
    }
    expect(stored.rows.some((row) => row.text_body.includes('[link removed after delivery]'))).toBe(true);

    for (const token of tokens) expect(logs.text).not.toContain(token);
    expect(logs.text).not.toMatch(emailAddress);
  });
});

describe('with the outbox on a shared database (no SMTP, not a laptop)', () => {
  it('logs no link and no email address', async () => {
    const { app, logs } = await createTestApp(db, {
      env: { DATABASE_URL: 'postgres://waybill@db.internal/waybill' },
    });
    try {
      const organizationId = await createOrganization(db, 'Tailspin Freight');
      const admin = await createPerson(app, db, { firstName: 'Bea', organizationId, role: 'admin' });
      await walkAccountFlows(app, admin, organizationId);
      expect(logs.text).not.toMatch(/token=/);
      expect(logs.text).not.toMatch(emailAddress);
    } finally {
      await app.close();
    }
  });
});
