import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import {
  cookiesOf,
  createTestApp,
  portalHeaders,
  registerAccount,
  signIn,
  uniqueEmail,
} from '../helpers/test-app.js';

/**
 * The registration's time floor (a `setTimeout` of node:timers/promises) under the test's control: while `held`,
 * each floor asked for is recorded and waits until the test releases it; otherwise it is the real timer.
 */
const floors = vi.hoisted(() => ({
  held: false,
  asked: [] as number[],
  release: [] as (() => void)[],
}));
vi.mock('node:timers/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:timers/promises')>();
  return {
    ...real,
    setTimeout: (ms: number, ...rest: unknown[]) => {
      if (!floors.held) return (real.setTimeout as (...args: unknown[]) => Promise<unknown>)(ms, ...rest);
      floors.asked.push(ms);
      return new Promise<void>((resolve) => floors.release.push(resolve));
    },
  };
});

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  ({ app } = await createTestApp(db));
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

function post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...portalHeaders, ...headers },
    payload: payload as never,
  });
}

function me(access: string | undefined) {
  return app.inject({
    method: 'GET',
    url: '/api/v1/auth/me',
    cookies: access ? { waybill_session: access } : {},
  });
}

function refresh(token: string | undefined) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    headers: portalHeaders,
    cookies: token ? { waybill_refresh: token } : {},
  });
}

async function countUsersWithEmail(email: string): Promise<number> {
  const result = await db.query<{ count: number }>('SELECT count(*) AS count FROM users WHERE email = $1', [
    email,
  ]);
  return result.rows[0]!.count;
}

describe('POST /auth/register', () => {
  it('creates an active, unverified account with an argon2id hash and queues the verification email', async () => {
    const email = uniqueEmail('Register').toUpperCase();
    const response = await post('/api/v1/auth/register', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      password: 'correct horse battery',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: expect.any(String) });
    const user = await db.query<{
      status: string;
      email_verified: boolean;
      password_hash: string;
      role: string;
    }>('SELECT status, email_verified, password_hash, role FROM users WHERE email = $1', [
      email.toLowerCase(),
    ]);
    expect(user.rows[0]).toMatchObject({ status: 'Active', email_verified: false, role: 'user' });
    expect(user.rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.rows[0]!.password_hash).not.toContain('correct horse battery');
    const mail = await db.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM mail_outbox WHERE to_address = $1',
      [email.toLowerCase()],
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]!.text_body).toContain('http://localhost:8080/verify-email?token=');
  });

  it('answers a taken email exactly as a new one, changes nothing and tells the owner by email', async () => {
    const account = await registerAccount(app);
    const newcomer = { ...account, email: uniqueEmail('newcomer') };
    // Both answers wait for a floor of 250 ms, so their time does not tell them apart either: each asks for it,
    // and neither comes before it passes, even once all its work is done.
    floors.held = true;
    const answered: string[] = [];
    let taken: Awaited<ReturnType<typeof post>>;
    let fresh: Awaited<ReturnType<typeof post>>;
    const answers = Promise.all([
      post('/api/v1/auth/register', {
        ...account,
        firstName: 'Mallory',
        email: account.email.toUpperCase(),
        password: 'another password',
      }).then((response) => {
        answered.push('taken');
        taken = response;
      }),
      post('/api/v1/auth/register', newcomer).then((response) => {
        answered.push('new');
        fresh = response;
      }),
    ]);
    try {
      // All the work is done once both emails are in the outbox (the outbox mailer keeps them there).
      await vi.waitFor(async () => {
        const mails = await db.query<{ kind: string }>(
          'SELECT kind FROM mail_outbox WHERE to_address = ANY($1::text[]) ORDER BY kind',
          [[account.email, newcomer.email]],
        );
        expect(mails.rows.map((mail) => mail.kind)).toEqual([
          'registration_attempt',
          'verify_email',
          'verify_email',
        ]);
        // A bound on waiting for the work, not a measure of it: a busy machine may take seconds.
      }, 30_000);
      expect(floors.asked).toEqual([250, 250]);
      expect(answered).toEqual([]);
    } finally {
      floors.held = false;
      for (const release of floors.release.splice(0)) release();
      floors.asked.length = 0;
    }
    await answers;
    expect(answered.sort()).toEqual(['new', 'taken']);

    expect(taken!.statusCode).toBe(fresh!.statusCode);
    expect(taken!.body).toBe(fresh!.body);
    expect(fresh!.statusCode).toBe(201);

    expect(await countUsersWithEmail(account.email)).toBe(1);
    const owner = await db.query<{ first_name: string }>('SELECT first_name FROM users WHERE email = $1', [
      account.email,
    ]);
    expect(owner.rows[0]!.first_name).toBe(account.firstName);
    const mails = await db.query<{ kind: string; text_body: string }>(
      'SELECT kind, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at',
      [account.email],
    );
    expect(mails.rows.map((mail) => mail.kind)).toEqual(['verify_email', 'registration_attempt']);
    expect(mails.rows[1]!.text_body).toContain('Someone tried to register');
    expect(mails.rows[1]!.text_body).not.toContain('token=');
  });

  it('answers alike for known and unknown addresses on register, sign-in and forgot-password', async () => {
    const account = await registerAccount(app);
    const unknown = uniqueEmail('unknown');
    const pairs = [
      [
        await post('/api/v1/auth/register', account),
        await post('/api/v1/auth/register', { ...account, email: unknown }),
      ],
      [
        await post('/api/v1/auth/login', { email: account.email, password: 'not the password' }),
        await post('/api/v1/auth/login', { email: unknown, password: 'not the password' }),
      ],
      [
        await post('/api/v1/user/send-reset-password-mail', { email: account.email }),
        await post('/api/v1/user/send-reset-password-mail', { email: uniqueEmail('unknown') }),
      ],
    ];
    for (const [known, other] of pairs) {
      expect(known!.statusCode).toBe(other!.statusCode);
      expect(known!.body).toBe(other!.body);
    }
  });

  it('answers 400 naming the password when it is shorter than 8 characters', async () => {
    const email = uniqueEmail();
    const response = await post('/api/v1/auth/register', {
      firstName: 'Short',
      lastName: 'Password',
      email,
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Password must have at least 8 characters',
      fields: { password: 'Password must have at least 8 characters' },
    });
    expect(await countUsersWithEmail(email)).toBe(0);
  });

  it('answers 400 naming a missing field in plain words', async () => {
    const response = await post('/api/v1/auth/register', {
      lastName: 'Person',
      email: uniqueEmail(),
      password: 'correct horse battery',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'First name is required',
      fields: { firstName: 'First name is required' },
    });
  });

  it('rejects an unknown field instead of ignoring it', async () => {
    const email = uniqueEmail();
    const response = await post('/api/v1/auth/register', {
      firstName: 'Extra',
      lastName: 'Field',
      email,
      password: 'correct horse battery',
      isAdmin: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Unknown field "isAdmin" is not allowed' });
    expect(await countUsersWithEmail(email)).toBe(0);
  });

  it('rejects values of the wrong type without converting them', async () => {
    const response = await post('/api/v1/auth/register', {
      firstName: 42,
      lastName: 'Number',
      email: uniqueEmail(),
      password: 'correct horse battery',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'First name must be text',
      fields: { firstName: 'First name must be text' },
    });
  });

  it('rejects an invalid email address', async () => {
    const response = await post('/api/v1/auth/register', {
      firstName: 'Bad',
      lastName: 'Email',
      email: 'not-an-email',
      password: 'correct horse battery',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { email: 'Email must be a valid email address' } });
  });

  it('answers 400, not 500, for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { ...portalHeaders, 'content-type': 'application/json' },
      payload: '{"firstName": "Broken",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON', code: 'BAD_REQUEST' });
  });

  it('answers 400 when the body is not a JSON object', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { ...portalHeaders, 'content-type': 'application/json' },
      payload: '["an", "array"]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Request body must be a JSON object' });
  });
});

describe('POST /auth/login', () => {
  it('answers the profile and sets HttpOnly, SameSite=Lax session cookies', async () => {
    const account = await registerAccount(app, { firstName: 'Linus', lastName: 'Login' });
    const response = await post('/api/v1/auth/login', { email: account.email, password: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: 'Linus',
      lastName: 'Login',
      email: account.email,
      emailVerified: false,
      isAdmin: false,
      isOrgAdmin: false,
      organizationId: null,
      organizationImage: null,
      organizationName: null,
      capabilities: {
        createOrganizations: false,
        importInvoiceFiles: false,
        chooseOrganization: false,
        invitePeople: false,
        inviteToAnyOrganization: false,
        movePeopleBetweenOrganizations: false,
        reviewUnmappedReferenceData: false,
        editReferenceData: false,
      },
    });
    const access = response.cookies.find((cookie) => cookie.name === 'waybill_session')!;
    const refreshCookie = response.cookies.find((cookie) => cookie.name === 'waybill_refresh')!;
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1', maxAge: 900 });
    expect(access.secure).toBeFalsy();
    expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth/refresh' });
    expect(refreshCookie.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('marks the cookies Secure when the portal is served over HTTPS', async () => {
    const account = await registerAccount(app);
    const secure = await createTestApp(db, {
      env: { PUBLIC_URL: 'https://waybill.example.com', SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: portalHeaders,
        payload: { email: account.email, password: account.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.map((cookie) => [cookie.name, cookie.secure])).toEqual([
        ['waybill_session', true],
        ['waybill_refresh', true],
      ]);
    } finally {
      await secure.app.close();
    }
  });

  it('answers 401 with one message for a wrong password and for an unknown email, and starts no session', async () => {
    const account = await registerAccount(app);
    const sessionsBefore = await db.query<{ count: number }>('SELECT count(*) AS count FROM sessions');
    const wrongPassword = await post('/api/v1/auth/login', {
      email: account.email,
      password: 'not the password',
    });
    const unknownEmail = await post('/api/v1/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'whatever1',
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Invalid email or password' });
      expect(response.cookies).toEqual([]);
    }
    const sessionsAfter = await db.query<{ count: number }>('SELECT count(*) AS count FROM sessions');
    expect(sessionsAfter.rows[0]!.count).toBe(sessionsBefore.rows[0]!.count);
  });

  it('slows down password guessing: after 10 failures within 15 minutes the account answers 429', async () => {
    const account = await registerAccount(app);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await post('/api/v1/auth/login', {
        email: account.email,
        password: `guess-${attempt}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await post('/api/v1/auth/login', { email: account.email, password: account.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      message: expect.stringMatching(/^Too many sign-in attempts\. Please try again in /),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Other accounts are not affected.
    const other = await registerAccount(app);
    expect(
      (await post('/api/v1/auth/login', { email: other.email, password: other.password })).statusCode,
    ).toBe(200);
  });

  function loginFrom(remoteAddress: string, email: string, password: string) {
    return app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: portalHeaders,
      payload: { email, password },
      remoteAddress,
    });
  }

  it('limits guesses per client address: the owner signs in from elsewhere while the guessing address answers 429', async () => {
    const account = await registerAccount(app);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await loginFrom('198.51.100.1', account.email, `guess-${attempt}`)).statusCode).toBe(401);
    }
    const guesser = await loginFrom('198.51.100.1', account.email, account.password);
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json()).toMatchObject({
      message: expect.stringMatching(/^Too many sign-in attempts\. Please try again in /),
    });
    expect(Number(guesser.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(guesser.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    const owner = await loginFrom('198.51.100.2', account.email, account.password);
    expect(owner.statusCode).toBe(200);
    expect(cookiesOf(owner).waybill_session).toBeTruthy();
    // The owner's sign-in does not lift the limit of the guessing address.
    expect((await loginFrom('198.51.100.1', account.email, 'guess-11')).statusCode).toBe(429);
  });

  it('does not count the attempts an address was refused against the account', async () => {
    const account = await registerAccount(app);
    for (const guesser of ['198.51.100.11', '198.51.100.12']) {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 100; attempt += 1) {
        statuses.push((await loginFrom(guesser, account.email, `guess-${attempt}`)).statusCode);
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(90);
    }
    expect((await loginFrom('198.51.100.13', account.email, account.password)).statusCode).toBe(200);
  });

  it('stops guessing spread over many addresses: after 100 failures within 15 minutes the account answers 429 to every address', async () => {
    const account = await registerAccount(app);
    const guessers = Array.from({ length: 10 }, (_, index) => `192.0.2.${index + 1}`);
    await Promise.all(
      guessers.map(async (guesser) => {
        for (let attempt = 1; attempt <= 10; attempt += 1) {
          const response = await loginFrom(guesser, account.email, `spread-guess-${attempt}`);
          expect(response.statusCode).toBe(401);
        }
      }),
    );
    const blocked = await loginFrom('192.0.2.100', account.email, account.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      message: expect.stringMatching(/^Too many sign-in attempts\. Please try again in /),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Other accounts are not affected.
    const other = await registerAccount(app);
    expect((await loginFrom('192.0.2.100', other.email, other.password)).statusCode).toBe(200);
  });

  it('counts parallel guesses before judging them: of 30 at once, at most 10 are judged', async () => {
    const account = await registerAccount(app);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        post('/api/v1/auth/login', { email: account.email, password: `parallel-guess-${attempt}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    const judged = statuses.filter((status) => status === 401).length;
    expect(judged).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - judged);
  });

  it('refuses a deactivated account with a clear message', async () => {
    const account = await registerAccount(app);
    await db.query(`UPDATE users SET status = 'inactive' WHERE email = $1`, [account.email]);
    const response = await post('/api/v1/auth/login', { email: account.email, password: account.password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      message: 'Your account has been deactivated. Please contact your administrator.',
    });
  });
});

describe('GET /auth/me', () => {
  it('answers the profile of the signed-in user, with their organization', async () => {
    const account = await registerAccount(app, { firstName: 'Mia', lastName: 'Member' });
    const org = await db.query<{ id: string }>(
      `INSERT INTO organizations (name, mapping_name, url, image) VALUES ('Acme Freight', $1, 'https://acme.example.com', 'https://acme.example.com/logo.png') RETURNING id`,
      [`ACME_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`],
    );
    await db.query(`UPDATE users SET organization_id = $1, role = 'admin' WHERE email = $2`, [
      org.rows[0]!.id,
      account.email,
    ]);
    const { access } = await signIn(app, account.email, account.password);
    const response = await me(access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Mia',
      email: account.email,
      isAdmin: false,
      isOrgAdmin: true,
      organizationId: org.rows[0]!.id,
      organizationName: 'Acme Freight',
      organizationImage: 'https://acme.example.com/logo.png',
    });
  });

  it('answers 401 without a session cookie, and with an unknown one', async () => {
    for (const response of [await me(undefined), await me('not-a-real-token')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'You are not signed in or your session has expired' });
    }
  });

  it('ends the sessions of a deactivated account at once', async () => {
    const account = await registerAccount(app);
    const { access, refresh: refreshToken } = await signIn(app, account.email, account.password);
    expect((await me(access)).statusCode).toBe(200);
    await db.query(`UPDATE users SET status = 'inactive' WHERE email = $1`, [account.email]);
    const response = await me(access);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      message: 'Your account has been deactivated. Please contact your administrator.',
    });
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('answers 401 once the access token has expired', async () => {
    const account = await registerAccount(app);
    const { access } = await signIn(app, account.email, account.password);
    await db.query(
      `UPDATE sessions SET access_expires_at = now() - interval '1 second'
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [account.email],
    );
    expect((await me(access)).statusCode).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session server-side and clears both cookies', async () => {
    const account = await registerAccount(app);
    const { access, refresh: refreshToken } = await signIn(app, account.email, account.password);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: portalHeaders,
      cookies: { waybill_session: access },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cleared.waybill_session).toMatchObject({ value: '', path: '/api/v1' });
    expect(cleared.waybill_refresh).toMatchObject({ value: '', path: '/api/v1/auth/refresh' });
    expect((await me(access)).statusCode).toBe(401);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('answers 401 without a session', async () => {
    const response = await post('/api/v1/auth/logout');
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /auth/refresh', () => {
  it('rotates the refresh token and issues a new access token', async () => {
    const account = await registerAccount(app);
    const first = await signIn(app, account.email, account.password);
    const response = await refresh(first.refresh);
    expect(response.statusCode).toBe(204);
    const next = cookiesOf(response);
    expect(next.waybill_refresh).toBeTruthy();
    expect(next.waybill_refresh).not.toBe(first.refresh);
    expect(next.waybill_session).not.toBe(first.access);
    expect((await me(next.waybill_session)).statusCode).toBe(200);
    // The previous access token belongs to the rotated state and no longer works.
    expect((await me(first.access)).statusCode).toBe(401);
    expect((await refresh(next.waybill_refresh)).statusCode).toBe(204);
  });

  it('revokes the whole session when an already-rotated token is presented after the grace period', async () => {
    const account = await registerAccount(app);
    const first = await signIn(app, account.email, account.password);
    const rotated = cookiesOf(await refresh(first.refresh));
    await db.query(
      `UPDATE refresh_tokens SET rotated_at = now() - interval '1 minute'
        WHERE rotated_at IS NOT NULL
          AND session_id IN (SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1)`,
      [account.email],
    );
    const reuse = await refresh(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ message: 'Your session has ended. Please sign in again.' });
    // The legitimate successor and its access token die with the family.
    expect((await refresh(rotated.waybill_refresh)).statusCode).toBe(401);
    expect((await me(rotated.waybill_session)).statusCode).toBe(401);
    const session = await db.query<{ revoked_reason: string }>(
      `SELECT revoked_reason FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [account.email],
    );
    expect(session.rows).toEqual([{ revoked_reason: 'refresh token reuse' }]);
  });

  it('lets concurrent refreshes with the same token all succeed with one successor', async () => {
    const account = await registerAccount(app);
    const first = await signIn(app, account.email, account.password);
    const responses = await Promise.all([
      refresh(first.refresh),
      refresh(first.refresh),
      refresh(first.refresh),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([204, 204, 204]);
    const successors = new Set(responses.map((response) => cookiesOf(response).waybill_refresh));
    const accessTokens = new Set(responses.map((response) => cookiesOf(response).waybill_session));
    expect(successors.size).toBe(1);
    expect(accessTokens.size).toBe(1);
    const tokens = await db.query<{ count: number }>(
      `SELECT count(*) AS count FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
        WHERE s.user_id = (SELECT id FROM users WHERE email = $1)`,
      [account.email],
    );
    expect(tokens.rows[0]!.count).toBe(2);
    expect((await me([...accessTokens][0])).statusCode).toBe(200);
  });

  it('answers 401 when the session has expired', async () => {
    const account = await registerAccount(app);
    const first = await signIn(app, account.email, account.password);
    await db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second'
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [account.email],
    );
    const response = await refresh(first.refresh);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Your session has ended. Please sign in again.' });
  });

  async function ageSession(email: string, age: string): Promise<void> {
    // As if signed in `age` ago and refreshed just now.
    await db.query(
      `UPDATE sessions SET created_at = now() - $2::interval, last_refreshed_at = now()
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email, age],
    );
  }

  it('ends a session 30 days after its sign-in however recently it was refreshed', async () => {
    const account = await registerAccount(app);
    const first = await signIn(app, account.email, account.password);
    await ageSession(account.email, '29 days 23 hours 55 minutes');
    const refreshed = await refresh(first.refresh);
    expect(refreshed.statusCode).toBe(204);
    const tokens = cookiesOf(refreshed);
    expect((await me(tokens.waybill_session)).statusCode).toBe(200);

    // Six minutes later: the access token is 9 minutes from its own end, but the session has ended.
    await db.query(
      `UPDATE sessions SET created_at = created_at - interval '6 minutes',
              last_refreshed_at = last_refreshed_at - interval '6 minutes',
              access_expires_at = access_expires_at - interval '6 minutes',
              expires_at = expires_at - interval '6 minutes'
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [account.email],
    );
    expect((await me(tokens.waybill_session)).statusCode).toBe(401);
    const response = await refresh(tokens.waybill_refresh);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Your session has ended. Please sign in again.' });
    expect(cookiesOf(response)).toEqual({ waybill_session: '', waybill_refresh: '' });
  });

  it('ends a session at the lifetime SESSION_MAX_LIFETIME sets', async () => {
    const { app: shortApp } = await createTestApp(db, { env: { SESSION_MAX_LIFETIME: '12h' } });
    try {
      const account = await registerAccount(shortApp);
      const first = await signIn(shortApp, account.email, account.password);
      await ageSession(account.email, '11 hours');
      const refreshed = await shortApp.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        headers: portalHeaders,
        cookies: { waybill_refresh: first.refresh },
      });
      expect(refreshed.statusCode).toBe(204);

      await ageSession(account.email, '12 hours 1 minute');
      const response = await shortApp.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        headers: portalHeaders,
        cookies: { waybill_refresh: cookiesOf(refreshed).waybill_refresh! },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Your session has ended. Please sign in again.' });
      // The refresh revoked the session: its access token is refused too.
      const access = cookiesOf(refreshed).waybill_session!;
      expect(
        (
          await shortApp.inject({
            method: 'GET',
            url: '/api/v1/auth/me',
            cookies: { waybill_session: access },
          })
        ).statusCode,
      ).toBe(401);
    } finally {
      await shortApp.close();
    }
  });

  it('answers 401 without a refresh cookie, or with an unknown one', async () => {
    expect((await refresh(undefined)).statusCode).toBe(401);
    expect((await refresh('made-up-token')).statusCode).toBe(401);
  });
});
