import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { callApi, createTestApp, portalHeaders, registerAccount, signIn } from '../helpers/test-app.js';
import { SmtpReceiver, smtpMailbox, type Mailbox } from '../helpers/mailbox.js';
import {
  createOrganization,
  createStaff,
  insertPerson,
  setLicenses,
  type TestPerson,
} from '../helpers/people.js';

// Someone can register an address before its owner does, and sign in with it: until the address is verified,
// the account reads no organization's data and is not placed in an organization.

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;
let receiver: SmtpReceiver;
let mailbox: Mailbox;
let organizationId: string;
let mappingName: string;
let platformAdmin: TestPerson;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  receiver = new SmtpReceiver();
  ({ app } = await createTestApp(db, { env: { SMTP_URL: await receiver.start() } }));
  mailbox = smtpMailbox(receiver);
  organizationId = await createOrganization(db, 'Northwind Outfitters');
  await setLicenses(db, organizationId, 10);
  const row = await db.query<{ mapping_name: string }>(
    'SELECT mapping_name FROM organizations WHERE id = $1',
    [organizationId],
  );
  mappingName = row.rows[0]!.mapping_name;
  ({ platformAdmin } = await createStaff(app, db, organizationId));
});

afterAll(async () => {
  await app?.close();
  await receiver?.close();
  await testDb?.dispose();
});

/** A self-registered account that has not verified its address, signed in. */
async function unverifiedAccount(): Promise<TestPerson> {
  const account = await registerAccount(app);
  const { access } = await signIn(app, account.email, account.password);
  const result = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [account.email]);
  return { userId: result.rows[0]!.id, email: account.email, access };
}

async function accountRow(userId: string) {
  const result = await db.query(
    'SELECT organization_id, role, is_licensed, status, email_verified FROM users WHERE id = $1',
    [userId],
  );
  return result.rows[0];
}

function verify(link: URL) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/user/verify-email',
    headers: portalHeaders,
    payload: { invitationToken: link.searchParams.get('token'), email: link.searchParams.get('email') },
  });
}

const organizationReads = (): [Method, string, unknown?][] => [
  ['GET', '/organization'],
  ['GET', `/organization/${organizationId}`],
  ['GET', '/organization/people'],
  ['GET', `/organization/people/${organizationId}`],
  ['GET', `/export/details?organizationId=${organizationId}`],
  ['POST', '/export/workbook', { organizationMappingName: mappingName, elementId: 'tracking', rowLimit: 10 }],
  ['GET', `/control-master?client=${mappingName}`],
  ['GET', '/control-master/clients'],
  ['GET', `/organization/dashboard?pathType=executive_summary&mappingName=${mappingName}`],
];

describe('an unverified account already in an organization (made before addresses had to be verified)', () => {
  it('reads none of its data: 403 EMAIL_VERIFICATION_REQUIRED, until the address is verified', async () => {
    const person = await unverifiedAccount();
    await db.query('UPDATE users SET organization_id = $2, is_licensed = true WHERE id = $1', [
      person.userId,
      organizationId,
    ]);
    for (const [method, url, body] of organizationReads()) {
      const response = await callApi(app, person.access, method, url, body);
      expect(`${method} ${url} ${response.statusCode}`).toBe(`${method} ${url} 403`);
      expect(response.json()).toEqual({
        message: 'Verify your email address first: open the link we emailed you, or ask for a new one',
        code: 'EMAIL_VERIFICATION_REQUIRED',
      });
    }
    const upload = await app.inject({
      method: 'POST',
      url: '/api/v1/user/upload-file',
      headers: { ...portalHeaders, 'content-type': 'multipart/form-data; boundary=b' },
      cookies: { waybill_session: person.access },
      payload:
        '--b\r\nContent-Disposition: form-data; name="file"; filename="rates.csv"\r\n' +
        'Content-Type: text/csv\r\n\r\nzone,rate\n2,8.15\n\r\n--b--\r\n',
    });
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toMatchObject({ code: 'EMAIL_VERIFICATION_REQUIRED' });
    // Their own profile still answers, saying why.
    const profile = await callApi(app, person.access, 'GET', '/auth/me');
    expect(profile.json()).toMatchObject({ email: person.email, emailVerified: false, organizationId });

    expect((await verify(mailbox.latestLink(person.email, 'verify-email'))).statusCode).toBe(200);
    for (const [method, url, body] of organizationReads()) {
      const response = await callApi(app, person.access, method, url, body);
      expect(`${method} ${url} ${response.statusCode}`).toBe(`${method} ${url} 200`);
    }
    expect((await callApi(app, person.access, 'GET', '/auth/me')).json()).toMatchObject({
      emailVerified: true,
    });
  });
});

describe('an unverified organization admin (made before addresses had to be verified)', () => {
  it('administers nothing: 403 EMAIL_VERIFICATION_REQUIRED, and no one is invited', async () => {
    const person = await unverifiedAccount();
    await db.query(`UPDATE users SET organization_id = $2, role = 'admin' WHERE id = $1`, [
      person.userId,
      organizationId,
    ]);
    const invited = `invitee-${person.userId.slice(0, 8)}@example.com`;
    const response = await callApi(app, person.access, 'POST', `/organization/invite/${organizationId}`, {
      emails: [invited],
      organizationId,
      role: 'user',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EMAIL_VERIFICATION_REQUIRED' });
    const rows = await db.query('SELECT 1 FROM users WHERE email = $1', [invited]);
    expect(rows.rows).toHaveLength(0);
  });
});

describe('placing an unverified account in an organization', () => {
  it('is refused by assign-users with 409 EMAIL_NOT_VERIFIED naming them, and no one is assigned', async () => {
    const person = await unverifiedAccount();
    const verified = await insertPerson(db, { organizationId: null });
    const before = await accountRow(person.userId);
    const response = await callApi(
      app,
      platformAdmin.access,
      'POST',
      `/organization/assign-users/${organizationId}`,
      {
        userIds: [verified.userId, person.userId],
      },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: `${person.email} has not verified their email address yet, so they cannot join an organization`,
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect(await accountRow(person.userId)).toEqual(before);
    expect(await accountRow(verified.userId)).toMatchObject({ organization_id: null });
  });

  it('is refused by edit-user moving them into an organization (409 EMAIL_NOT_VERIFIED)', async () => {
    const person = await unverifiedAccount();
    const before = await accountRow(person.userId);
    const response = await callApi(
      app,
      platformAdmin.access,
      'PATCH',
      `/organization/edit-user/${person.userId}`,
      {
        organizationId,
      },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(await accountRow(person.userId)).toEqual(before);
  });

  it('is not offered by the unassigned list; verified people and pending invitations are', async () => {
    const person = await unverifiedAccount();
    const verified = await insertPerson(db, { organizationId: null });
    const invitation = await insertPerson(db, {
      organizationId: null,
      firstName: '',
      status: 'Pending Invite',
      emailVerified: false,
    });
    const response = await callApi(
      app,
      platformAdmin.access,
      'GET',
      `/organization/people/unassigned/${organizationId}`,
    );
    const ids = (response.json() as { userId: string }[]).map((row) => row.userId);
    expect(ids).not.toContain(person.userId);
    expect(ids).toEqual(expect.arrayContaining([verified.userId, invitation.userId]));
    // Assigning the pending invitation is fine: accepting it verifies the address.
    const assigned = await callApi(
      app,
      platformAdmin.access,
      'POST',
      `/organization/assign-users/${organizationId}`,
      {
        userIds: [invitation.userId],
      },
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
  });
});

describe('POST /user/resend-verification', () => {
  it('emails a new verification link; the older one stops working', async () => {
    const person = await unverifiedAccount();
    const first = mailbox.latestLink(person.email, 'verify-email');
    const response = await callApi(app, person.access, 'POST', '/user/resend-verification');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Verification email sent.' });
    expect(mailbox.count(person.email)).toBe(2);
    const second = mailbox.latestLink(person.email, 'verify-email');
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
    expect(await accountRow(person.userId)).toMatchObject({ email_verified: true });

    const again = await callApi(app, person.access, 'POST', '/user/resend-verification');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Your email address is already verified', code: 'CONFLICT' });
  });

  it('counts toward the address’s email limit (5 an hour, registration included)', async () => {
    const person = await unverifiedAccount();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await callApi(app, person.access, 'POST', '/user/resend-verification')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const limited = await callApi(app, person.access, 'POST', '/user/resend-verification');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({
      message: expect.stringContaining(`Too many emails were sent to ${person.email}`),
    });
  });

  it('answers 401 without a session', async () => {
    expect((await callApi(app, undefined, 'POST', '/user/resend-verification')).statusCode).toBe(401);
  });
});
