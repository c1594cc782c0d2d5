import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createTestApp, portalHeaders, registerAccount, signIn, uniqueEmail } from '../helpers/test-app.js';
import {
  outboxLogLines,
  outboxMailbox,
  SmtpReceiver,
  smtpMailbox,
  type Mailbox,
} from '../helpers/mailbox.js';
import type { LogCapture } from '../helpers/test-app.js';
import { createOrganization, createPerson } from '../helpers/people.js';

let testDb: TestDatabase;
let db: Database;
let receiver: SmtpReceiver;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  receiver = new SmtpReceiver();
});

afterAll(async () => {
  await receiver?.close();
  await testDb?.dispose();
});

const invalidVerification = 'This verification link is invalid or has expired.';
const invalidReset = 'This password reset link is invalid or has expired. Please request a new one.';

describe.each(['smtp', 'outbox'] as const)('account emails through the %s mailer', (transport) => {
  let app: FastifyInstance;
  let logs: LogCapture;
  let mailbox: Mailbox;

  beforeAll(async () => {
    const env = transport === 'smtp' ? { SMTP_URL: await receiver.start() } : {};
    ({ app, logs } = await createTestApp(db, { env }));
    mailbox = transport === 'smtp' ? smtpMailbox(receiver) : outboxMailbox(logs);
  });

  afterAll(async () => {
    await app?.close();
  });

  function post(url: string, payload: unknown, cookies: Record<string, string> = {}) {
    return app.inject({ method: 'POST', url, headers: portalHeaders, payload: payload as never, cookies });
  }

  const verify = (invitationToken: string, email: string) =>
    post('/api/v1/user/verify-email', { invitationToken, email });
  const forgot = (email: string) => post('/api/v1/user/send-reset-password-mail', { email });
  const reset = (resetPasswordToken: string, email: string, password: string) =>
    post('/api/v1/user/reset-password', { resetPasswordToken, email, password });
  const login = (email: string, password: string) => post('/api/v1/auth/login', { email, password });
  const me = (access: string) =>
    app.inject({ method: 'GET', url: '/api/v1/auth/me', cookies: { waybill_session: access } });

  async function emailVerified(email: string): Promise<boolean> {
    const result = await db.query<{ email_verified: boolean }>(
      'SELECT email_verified FROM users WHERE email = $1',
      [email],
    );
    return result.rows[0]!.email_verified;
  }

  it('register -> verification email -> verify -> sign in', async () => {
    const account = await registerAccount(app, { firstName: 'Vera' });
    const link = mailbox.latestLink(account.email, 'verify-email');
    expect(link.origin).toBe('http://localhost:8080');
    expect(link.searchParams.get('email')).toBe(account.email);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await emailVerified(account.email)).toBe(false);

    const response = await verify(token, account.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Email Verified Successfully!' });
    expect(await emailVerified(account.email)).toBe(true);
    expect((await login(account.email, account.password)).statusCode).toBe(200);

    // The link works once.
    const again = await verify(token, account.email);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: invalidVerification, code: 'INVALID_TOKEN' });
  });

  it('builds links from PUBLIC_URL, not from the Host header of the request', async () => {
    const email = uniqueEmail('host');
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { ...portalHeaders, host: 'evil.example.net' },
      payload: { firstName: 'Hal', lastName: 'Host', email, password: 'correct horse battery' },
    });
    expect(response.statusCode).toBe(201);
    expect(mailbox.latestLink(email, 'verify-email').host).toBe('localhost:8080');
  });

  it('forgot password -> reset -> old password 401, new password 200, other sessions ended', async () => {
    const account = await registerAccount(app);
    const other = await signIn(app, account.email, account.password);
    const sent = await forgot(account.email.toUpperCase());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: 'If an account exists for this email, a password reset link has been sent to it.',
    });
    const link = mailbox.latestLink(account.email, 'reset-password');
    expect(link.searchParams.get('email')).toBe(account.email);

    const response = await reset(link.searchParams.get('token')!, account.email, 'a brand new password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password reset successful' });

    const old = await login(account.email, account.password);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ message: 'Invalid email or password' });
    expect((await login(account.email, 'a brand new password')).statusCode).toBe(200);
    expect((await me(other.access)).statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: portalHeaders,
      cookies: { waybill_refresh: other.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    // The reset link works once.
    const reuse = await reset(link.searchParams.get('token')!, account.email, 'yet another password');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ message: invalidReset, code: 'INVALID_TOKEN' });
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const account = await registerAccount(app);
    const unknown = uniqueEmail('nobody');
    const known = await forgot(account.email);
    const notKnown = await forgot(unknown);
    expect(notKnown.statusCode).toBe(known.statusCode);
    expect(notKnown.json()).toEqual(known.json());
    expect(mailbox.count(unknown)).toBe(0);
    const outbox = await db.query('SELECT 1 FROM mail_outbox WHERE to_address = $1', [unknown]);
    expect(outbox.rows).toEqual([]);
  });

  it('refuses an expired link', async () => {
    const account = await registerAccount(app);
    const token = mailbox.latestLink(account.email, 'verify-email').searchParams.get('token')!;
    await db.query(
      `UPDATE one_time_tokens SET expires_at = now() - interval '1 second'
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [account.email],
    );
    const response = await verify(token, account.email);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: invalidVerification, code: 'INVALID_TOKEN' });
    expect(await emailVerified(account.email)).toBe(false);
  });

  it('lets exactly one of two concurrent uses of a link succeed', async () => {
    const account = await registerAccount(app);
    const token = mailbox.latestLink(account.email, 'verify-email').searchParams.get('token')!;
    const responses = await Promise.all([verify(token, account.email), verify(token, account.email)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });

  it('accepts a token only for its own purpose and its own email', async () => {
    const account = await registerAccount(app);
    await forgot(account.email);
    const resetToken = mailbox.latestLink(account.email, 'reset-password').searchParams.get('token')!;
    const verifyToken = mailbox.latestLink(account.email, 'verify-email').searchParams.get('token')!;
    expect((await verify(resetToken, account.email)).json()).toEqual({
      message: invalidVerification,
      code: 'INVALID_TOKEN',
    });
    const otherEmail = await registerAccount(app);
    expect((await verify(verifyToken, otherEmail.email)).statusCode).toBe(400);
    // Neither refusal used the tokens up.
    expect((await reset(resetToken, account.email, 'fresh password 1')).statusCode).toBe(200);
    expect((await verify(verifyToken, account.email)).statusCode).toBe(200);
  });

  it('voids an older link when a new one of the same purpose is sent', async () => {
    const account = await registerAccount(app);
    await forgot(account.email);
    const first = mailbox.latestLink(account.email, 'reset-password').searchParams.get('token')!;
    await forgot(account.email);
    const second = mailbox.latestLink(account.email, 'reset-password').searchParams.get('token')!;
    expect(second).not.toBe(first);
    expect((await reset(first, account.email, 'fresh password 2')).statusCode).toBe(400);
    expect((await reset(second, account.email, 'fresh password 2')).statusCode).toBe(200);
  });

  it('stores tokens hashed, with 24 hours for verification and 1 hour for a reset', async () => {
    const account = await registerAccount(app);
    await forgot(account.email);
    const verifyToken = mailbox.latestLink(account.email, 'verify-email').searchParams.get('token')!;
    const rows = await db.query<{ purpose: string; token_hash: string; seconds: number }>(
      `SELECT purpose, token_hash, extract(epoch FROM expires_at - created_at)::int AS seconds
         FROM one_time_tokens WHERE user_id = (SELECT id FROM users WHERE email = $1) ORDER BY purpose`,
      [account.email],
    );
    expect(rows.rows.map(({ purpose, seconds }) => [purpose, seconds])).toEqual([
      ['reset_password', 3600],
      ['verify_email', 86400],
    ]);
    expect(rows.rows.map((row) => row.token_hash)).not.toContain(verifyToken);
    expect(rows.rows[1]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const account = await registerAccount(app);
    await forgot(account.email);
    const token = mailbox.latestLink(account.email, 'reset-password').searchParams.get('token')!;
    const response = await reset(token, account.email, 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Password must have at least 8 characters' });
  });

  it('limits password reset emails to one address: the 6th within an hour answers 429 with Retry-After', async () => {
    const account = await registerAccount(app);
    for (let request = 1; request <= 5; request += 1) {
      expect((await forgot(account.email)).statusCode).toBe(200);
    }
    const blocked = await forgot(account.email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: `Too many emails were sent to ${account.email}. Please try again in 60 minutes.`,
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    // The verification email of the registration, and five reset emails.
    expect(mailbox.count(account.email)).toBe(6);
  });

  it('limits other emails to one address apart from password resets: the 6th within an hour answers 429', async () => {
    const account = await registerAccount(app);
    for (let request = 1; request <= 5; request += 1) {
      expect((await forgot(account.email)).statusCode).toBe(200);
    }
    // Registration sent the first email; registering the taken address again tells its owner each time.
    for (let request = 2; request <= 5; request += 1) {
      expect((await post('/api/v1/auth/register', account)).statusCode).toBe(201);
    }
    const blocked = await post('/api/v1/auth/register', account);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: `Too many emails were sent to ${account.email}. Please try again in 60 minutes.`,
      code: 'TOO_MANY_REQUESTS',
    });
    expect(mailbox.count(account.email)).toBe(10);
  });

  if (transport === 'smtp') {
    it('sends plain-text and HTML parts and marks the outbox row sent', async () => {
      const account = await registerAccount(app);
      const mail = receiver.messages.filter((message) => message.to === account.email).at(-1)!;
      expect(mail.source).toContain('Subject: Verify your Waybill email address');
      expect(mail.source).toContain('Content-Type: text/plain');
      expect(mail.source).toContain('Content-Type: text/html');
      expect(mail.source).toMatch(/From: Waybill <no-reply@localhost>/);
      const row = await db.query<{ sent_at: Date | null; attempts: number; last_error: string | null }>(
        'SELECT sent_at, attempts, last_error FROM mail_outbox WHERE to_address = $1',
        [account.email],
      );
      expect(row.rows).toEqual([{ sent_at: expect.any(Date), attempts: 1, last_error: null }]);
    });
  } else {
    it('keeps the email in the outbox and logs one line with recipient, subject and link', async () => {
      const account = await registerAccount(app);
      const lines = outboxLogLines(logs).filter((line) => line.mail!.to === account.email);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 30,
        msg: 'Email kept in the outbox (SMTP_URL is not set)',
        mail: {
          to: account.email,
          subject: 'Verify your Waybill email address',
          link: expect.stringMatching(/^http:\/\/localhost:8080\/verify-email\?token=[\w-]{43}&email=/),
        },
      });
      const row = await db.query<{ text_body: string; html_body: string; sent_at: Date | null }>(
        'SELECT text_body, html_body, sent_at FROM mail_outbox WHERE to_address = $1',
        [account.email],
      );
      expect(row.rows).toHaveLength(1);
      expect(row.rows[0]!.text_body).toContain(lines[0]!.mail!.link);
      expect(row.rows[0]!.html_body).toContain('<a href="http://localhost:8080/verify-email?token=');
      expect(row.rows[0]!.sent_at).toBeNull();
    });
  }
});

describe('a mail server that cannot be reached', () => {
  it('keeps the registration, answers 201 and leaves the email in the outbox with the error', async () => {
    const closed = new SmtpReceiver();
    const url = await closed.start();
    await closed.close();
    const { app, logs } = await createTestApp(db, { env: { SMTP_URL: url } });
    try {
      const account = await registerAccount(app);
      const row = await db.query<{ sent_at: Date | null; attempts: number; last_error: string | null }>(
        'SELECT sent_at, attempts, last_error FROM mail_outbox WHERE to_address = $1',
        [account.email],
      );
      expect(row.rows).toEqual([{ sent_at: null, attempts: 1, last_error: expect.any(String) }]);
      expect(logs.text).toContain('Email could not be delivered; it stays in the outbox');
      expect((await signIn(app, account.email, account.password)).response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('POST /user/accept-invitation', () => {
  it('answers 400 when the passwords differ', async () => {
    const { app } = await createTestApp(db);
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/user/accept-invitation',
        headers: portalHeaders,
        payload: {
          firstName: 'Ivy',
          lastName: 'Invited',
          email: uniqueEmail(),
          password: 'correct horse battery',
          confirmPassword: 'correct horse battery!',
          invitationToken: 'whatever',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Passwords do not match', code: 'BAD_REQUEST' });
    } finally {
      await app.close();
    }
  });
});

describe('password reset requests and invitations', () => {
  it('five anonymous reset requests for an address do not hold back an invitation to it', async () => {
    const { app, logs } = await createTestApp(db);
    try {
      const mailbox = outboxMailbox(logs);
      const organizationId = await createOrganization(db, 'Reset Flood Freight');
      const orgAdmin = await createPerson(app, db, { firstName: 'Olivia', organizationId, role: 'admin' });
      const email = uniqueEmail('invitee');
      for (let request = 1; request <= 5; request += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/user/send-reset-password-mail',
          headers: portalHeaders,
          payload: { email },
        });
        expect(response.statusCode).toBe(200);
      }
      const invited = await app.inject({
        method: 'POST',
        url: `/api/v1/organization/invite/${organizationId}`,
        headers: portalHeaders,
        cookies: { waybill_session: orgAdmin.access },
        payload: { emails: [email], organizationId, role: 'user' },
      });
      expect(invited.statusCode).toBe(200);
      expect(mailbox.latestLink(email, 'accept-invitation').searchParams.get('email')).toBe(email);
    } finally {
      await app.close();
    }
  });
});

describe('limits per client address', () => {
  it('answers 429 with Retry-After to the 51st email request from one address within an hour', async () => {
    const { app } = await createTestApp(db);
    try {
      const forgotFrom = (remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/user/send-reset-password-mail',
          headers: portalHeaders,
          payload: { email: uniqueEmail('flood') },
          remoteAddress,
        });
      for (let request = 1; request <= 50; request += 1) {
        expect((await forgotFrom('203.0.113.7')).statusCode).toBe(200);
      }
      const blocked = await forgotFrom('203.0.113.7');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: expect.stringMatching(
          /^Too many requests from your network\. Please try again in \d+ minutes?\.$/,
        ),
        code: 'TOO_MANY_REQUESTS',
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await forgotFrom('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
