import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createTestApp, portalHeaders, signIn, uniqueEmail } from '../helpers/test-app.js';
import { createOrganization, createPerson, testPassword as password } from '../helpers/people.js';
import { SmtpReceiver, smtpMailbox, type Mailbox } from '../helpers/mailbox.js';

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;
let receiver: SmtpReceiver;
let mailbox: Mailbox;

let organizationId: string;
let otherOrganizationId: string;
const sessions: Record<'platformAdmin' | 'orgAdmin' | 'member', string> = {
  platformAdmin: '',
  orgAdmin: '',
  member: '',
};

async function createMember(fields: {
  firstName: string;
  organizationId: string | null;
  role: 'admin' | 'user';
  isAdmin?: boolean;
}): Promise<string> {
  return (await createPerson(app, db, fields)).access;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  receiver = new SmtpReceiver();
  ({ app } = await createTestApp(db, { env: { SMTP_URL: await receiver.start() } }));
  mailbox = smtpMailbox(receiver);
  organizationId = await createOrganization(db, 'Northwind Outfitters');
  otherOrganizationId = await createOrganization(db, 'Contoso Parcels');
  sessions.platformAdmin = await createMember({
    firstName: 'Ada',
    organizationId: null,
    role: 'user',
    isAdmin: true,
  });
  sessions.orgAdmin = await createMember({ firstName: 'Olivia', organizationId, role: 'admin' });
  sessions.member = await createMember({ firstName: 'Marco', organizationId, role: 'user' });
});

afterAll(async () => {
  await app?.close();
  await receiver?.close();
  await testDb?.dispose();
});

function invite(
  as: keyof typeof sessions,
  body: { emails: string[]; organizationId: string | null; role: 'admin' | 'user' },
  pathId: string = body.organizationId ?? 'none',
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/organization/invite/${pathId}`,
    headers: portalHeaders,
    cookies: { waybill_session: sessions[as] },
    payload: body,
  });
}

function resend(as: keyof typeof sessions, orgId: string, email: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/organization/resend-invitation/${orgId}`,
    headers: portalHeaders,
    cookies: { waybill_session: sessions[as] },
    payload: { email },
  });
}

function accept(link: URL, overrides: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/user/accept-invitation',
    headers: portalHeaders,
    payload: {
      firstName: 'Ivy',
      lastName: 'Invited',
      email: link.searchParams.get('email'),
      password: 'my own password',
      confirmPassword: 'my own password',
      invitationToken: link.searchParams.get('token'),
      ...overrides,
    },
  });
}

async function userRow(email: string) {
  const result = await db.query<{
    status: string;
    role: string;
    organization_id: string | null;
    email_verified: boolean;
    first_name: string;
  }>('SELECT status, role, organization_id, email_verified, first_name FROM users WHERE email = $1', [email]);
  return result.rows[0];
}

describe('POST /organization/invite/{organizationId}', () => {
  it('invite as organization admin -> email -> accept -> sign in with the organization', async () => {
    const email = uniqueEmail('invitee');
    const response = await invite('orgAdmin', {
      emails: [email.toUpperCase()],
      organizationId,
      role: 'user',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'People invited successfully!' });
    expect(await userRow(email)).toMatchObject({
      status: 'Pending Invite',
      role: 'user',
      organization_id: organizationId,
      email_verified: false,
    });
    const mail = receiver.messages.filter((message) => message.to === email).at(-1)!;
    expect(mail.source).toContain('Subject: You are invited to join Northwind Outfitters on Waybill');
    expect(mail.source).toContain('Olivia Example invited you to join Northwind Outfitters on Waybill.');
    const link = mailbox.latestLink(email, 'accept-invitation');
    expect(link.origin + link.pathname).toBe('http://localhost:8080/accept-invitation');
    expect(link.searchParams.get('email')).toBe(email);

    const accepted = await accept(link);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({ message: 'Account created successfully! Please login to continue.' });
    expect(await userRow(email)).toMatchObject({ status: 'Active', email_verified: true, first_name: 'Ivy' });

    const { access } = await signIn(app, email, 'my own password');
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      cookies: { waybill_session: access },
    });
    expect(me.json()).toMatchObject({
      firstName: 'Ivy',
      lastName: 'Invited',
      email,
      isOrgAdmin: false,
      organizationId,
      organizationName: 'Northwind Outfitters',
    });
    // The invitation link works once.
    const again = await accept(link);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This invitation link is invalid or has expired. Please ask for a new invitation.',
      code: 'INVALID_TOKEN',
    });
  });

  it('gives the invitation link 7 days', async () => {
    const email = uniqueEmail('week');
    await invite('orgAdmin', { emails: [email], organizationId, role: 'user' });
    const result = await db.query<{ seconds: number }>(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM one_time_tokens
        WHERE purpose = 'invitation' AND user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    expect(result.rows).toEqual([{ seconds: 7 * 24 * 60 * 60 }]);
  });

  it('refuses an expired invitation link', async () => {
    const email = uniqueEmail('late');
    await invite('orgAdmin', { emails: [email], organizationId, role: 'user' });
    await db.query(
      `UPDATE one_time_tokens SET expires_at = now() - interval '1 second'
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    const response = await accept(mailbox.latestLink(email, 'accept-invitation'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await userRow(email)).toMatchObject({ status: 'Pending Invite' });
  });

  it('answers 400 "Passwords do not match" and keeps the link usable', async () => {
    const email = uniqueEmail('typo');
    await invite('orgAdmin', { emails: [email], organizationId, role: 'user' });
    const link = mailbox.latestLink(email, 'accept-invitation');
    const response = await accept(link, { confirmPassword: 'not my own password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Passwords do not match' });
    expect((await accept(link)).statusCode).toBe(201);
  });

  it('refuses a member with 403 and creates nothing', async () => {
    const email = uniqueEmail('by-member');
    const response = await invite('member', { emails: [email], organizationId, role: 'user' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Only administrators can do this' });
    expect(await userRow(email)).toBeUndefined();
  });

  it('keeps an organization admin to their own organization and the role user', async () => {
    const otherOrg = await invite('orgAdmin', {
      emails: [uniqueEmail()],
      organizationId: otherOrganizationId,
      role: 'user',
    });
    // Another organization stays unknown to them: 404, as if it did not exist.
    expect(otherOrg.statusCode).toBe(404);
    expect(otherOrg.json()).toMatchObject({ message: 'Organization not found' });
    const admin = await invite('orgAdmin', { emails: [uniqueEmail()], organizationId, role: 'admin' });
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({
      message: 'Organization admins can invite people only with the role user',
    });
    const none = await invite('orgAdmin', { emails: [uniqueEmail()], organizationId: null, role: 'user' });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({
      message: 'Only platform administrators can invite people without an organization',
    });
  });

  it('lets a platform admin invite into any organization with any role, or into none', async () => {
    const admin = uniqueEmail('new-admin');
    expect(
      (await invite('platformAdmin', { emails: [admin], organizationId: otherOrganizationId, role: 'admin' }))
        .statusCode,
    ).toBe(200);
    expect(await userRow(admin)).toMatchObject({ role: 'admin', organization_id: otherOrganizationId });
    const loner = uniqueEmail('loner');
    expect(
      (await invite('platformAdmin', { emails: [loner], organizationId: null, role: 'admin' })).statusCode,
    ).toBe(200);
    expect(await userRow(loner)).toMatchObject({
      role: 'user',
      organization_id: null,
      status: 'Pending Invite',
    });
    const mail = receiver.messages.filter((message) => message.to === loner).at(-1)!;
    expect(mail.source).toContain('Subject: You are invited to join Waybill');
  });

  it('answers an address with an account outside the organization exactly as a new one, and emails its owner', async () => {
    const registered = uniqueEmail('registered');
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: portalHeaders,
      payload: { firstName: 'Al', lastName: 'Ready', email: registered, password },
    });
    const elsewhere = (await createPerson(app, db, {
      firstName: 'Elsa',
      organizationId: otherOrganizationId,
      role: 'admin',
    }))!.email;
    const before = { registered: await userRow(registered), elsewhere: await userRow(elsewhere) };
    const mailsBefore = { registered: mailbox.count(registered), elsewhere: mailbox.count(elsewhere) };

    const fresh = await invite('orgAdmin', { emails: [uniqueEmail('fresh')], organizationId, role: 'user' });
    const taken = await invite('orgAdmin', { emails: [registered, elsewhere], organizationId, role: 'user' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(taken.statusCode).toBe(200);

    // Nothing about the accounts changed: not moved, not re-roled, not made pending.
    expect(await userRow(registered)).toEqual(before.registered);
    expect(await userRow(elsewhere)).toEqual(before.elsewhere);
    // Their owners are told who tried, without a link that would let anyone in.
    for (const email of [registered, elsewhere]) {
      expect(mailbox.count(email)).toBe(mailsBefore[email === registered ? 'registered' : 'elsewhere'] + 1);
      const mail = receiver.messages.filter((message) => message.to === email).at(-1)!;
      expect(mail.source).toContain('Subject: You were invited to join Northwind Outfitters on Waybill');
      expect(() => mailbox.latestLink(email, 'accept-invitation')).toThrow();
    }
  });

  it('sends a pending invitee a new link when invited again; the old link stops working', async () => {
    const email = uniqueEmail('twice');
    await invite('orgAdmin', { emails: [email], organizationId, role: 'user' });
    const first = mailbox.latestLink(email, 'accept-invitation');
    expect((await invite('orgAdmin', { emails: [email], organizationId, role: 'user' })).statusCode).toBe(
      200,
    );
    const second = mailbox.latestLink(email, 'accept-invitation');
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
    expect((await accept(first)).statusCode).toBe(400);
    expect((await accept(second)).statusCode).toBe(201);
  });

  it('answers a pending invitation to another organization exactly as a new address, and leaves it alone', async () => {
    const email = uniqueEmail('elsewhere');
    await invite('platformAdmin', { emails: [email], organizationId: otherOrganizationId, role: 'user' });
    const link = mailbox.latestLink(email, 'accept-invitation');
    const before = await userRow(email);
    const mails = mailbox.count(email);
    const fresh = await invite('orgAdmin', { emails: [uniqueEmail('fresh')], organizationId, role: 'user' });
    const response = await invite('orgAdmin', { emails: [email], organizationId, role: 'user' });
    expect(response.statusCode).toBe(fresh.statusCode);
    expect(response.json()).toEqual(fresh.json());
    expect(await userRow(email)).toEqual(before);
    expect(mailbox.count(email)).toBe(mails);
    // The other organization's invitation still works, into that organization.
    expect((await accept(link)).statusCode).toBe(201);
    expect(await userRow(email)).toMatchObject({ organization_id: otherOrganizationId, status: 'Active' });
  });

  it('tells an organization admin about their own organization’s members (409) and invites no one', async () => {
    const member = await createPerson(app, db, { firstName: 'Mira', organizationId, role: 'user' });
    const fresh = uniqueEmail('fresh');
    const response = await invite('orgAdmin', {
      emails: [fresh, member.email],
      organizationId,
      role: 'user',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: `${member.email} is already a member of this organization`,
      code: 'CONFLICT',
    });
    expect(await userRow(fresh)).toBeUndefined();
    expect(mailbox.count(fresh)).toBe(0);
  });

  it('tells a platform admin, who sees everyone, about an account or an invitation elsewhere (409)', async () => {
    const active = uniqueEmail('active');
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: portalHeaders,
      payload: { firstName: 'Al', lastName: 'Ready', email: active, password },
    });
    const account = await invite('platformAdmin', { emails: [active], organizationId, role: 'user' });
    expect(account.statusCode).toBe(409);
    expect(account.json()).toEqual({
      message: `An account with the email ${active} already exists`,
      code: 'CONFLICT',
    });
    const pending = uniqueEmail('pending');
    await invite('platformAdmin', { emails: [pending], organizationId: otherOrganizationId, role: 'user' });
    const invited = await invite('platformAdmin', { emails: [pending], organizationId, role: 'user' });
    expect(invited.statusCode).toBe(409);
    expect(invited.json()).toMatchObject({
      message: `${pending} has already been invited to another organization`,
    });
  });

  it('answers 400 when the path and the body name different organizations, 404 for an unknown one', async () => {
    const mismatch = await invite(
      'platformAdmin',
      { emails: [uniqueEmail()], organizationId, role: 'user' },
      otherOrganizationId,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      message: 'The organization in the path and in the body must be the same',
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await invite('platformAdmin', {
      emails: [uniqueEmail()],
      organizationId: unknown,
      role: 'user',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Organization not found' });
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/organization/invite/${organizationId}`,
      headers: portalHeaders,
      payload: { emails: [uniqueEmail()], organizationId, role: 'user' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /organization/resend-invitation/{organizationId}', () => {
  it('issues a new link and voids the old one', async () => {
    const email = uniqueEmail('resend');
    await invite('orgAdmin', { emails: [email], organizationId, role: 'user' });
    const first = mailbox.latestLink(email, 'accept-invitation');
    const response = await resend('orgAdmin', organizationId, email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Invitation has been resent to the user.' });
    expect(mailbox.count(email)).toBe(2);
    const second = mailbox.latestLink(email, 'accept-invitation');
    expect((await accept(first)).statusCode).toBe(400);
    expect((await accept(second)).statusCode).toBe(201);
  });

  it('answers 404 naming an email without a pending invitation in the organization', async () => {
    const email = uniqueEmail('unknown');
    const response = await resend('orgAdmin', organizationId, email);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: `There is no pending invitation for ${email} in this organization`,
    });
  });

  it('refuses a member with 403 and answers an admin of another organization 404', async () => {
    const email = uniqueEmail('guarded');
    await invite('orgAdmin', { emails: [email], organizationId, role: 'user' });
    expect((await resend('member', organizationId, email)).statusCode).toBe(403);
    const other = await createPerson(app, db, {
      firstName: 'Otto',
      organizationId: otherOrganizationId,
      role: 'admin',
    });
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/organization/resend-invitation/${organizationId}`,
      headers: portalHeaders,
      cookies: { waybill_session: other.access },
      payload: { email },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Organization not found' });
    expect(mailbox.count(email)).toBe(1);
  });
});
