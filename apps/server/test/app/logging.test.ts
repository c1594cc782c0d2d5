import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { LogCapture, cookiesOf, createTestApp, portalHeaders, uniqueEmail } from '../helpers/test-app.js';

let testDb: TestDatabase;
let app: FastifyInstance;
const logs = new LogCapture();

beforeAll(async () => {
  testDb = await createTestDatabase();
  ({ app } = await createTestApp(testDb.db, { logs }));
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

describe('request logs', () => {
  it('never contain passwords, tokens, cookies or Set-Cookie values', async () => {
    const email = uniqueEmail('logs');
    const password = 'very-secret-password-123';
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: portalHeaders,
      payload: { firstName: 'Log', lastName: 'Reader', email, password },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...portalHeaders, authorization: 'Bearer some-bearer-secret' },
      payload: { email, password },
    });
    const { waybill_session: access, waybill_refresh: refresh } = cookiesOf(login);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: portalHeaders,
      cookies: { waybill_refresh: refresh! },
    });
    await app.inject({ method: 'GET', url: '/api/v1/auth/me', cookies: { waybill_session: access! } });
    await app.inject({ method: 'GET', url: '/verify-email?token=link-secret-token&email=x%40example.com' });
    // A failed login is logged too, and must not echo what was typed.
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: portalHeaders,
      payload: { email, password: 'wrong-secret-password' },
    });

    const text = logs.text;
    expect(logs.lines.length).toBeGreaterThan(5);
    expect(text).toContain('/api/v1/auth/login');
    for (const secret of [
      password,
      'wrong-secret-password',
      'some-bearer-secret',
      'link-secret-token',
      access!,
      refresh!,
      ...Object.values(cookiesOf(refreshed)),
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[Redacted]');
  });

  it('carry the request id on every line a request writes', async () => {
    const from = logs.lines.length;
    const email = uniqueEmail('request-ids');
    const password = 'another-secret-password-1';
    // Registration writes the mail it sends (the embedded database logs its link), the rest refusals and errors.
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: portalHeaders,
      payload: { firstName: 'Log', lastName: 'Reader', email, password },
    });
    await app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: portalHeaders, payload: {} });
    await app.inject({ method: 'GET', url: '/no-such-address' });

    const lines = logs.lines.slice(from).map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['Email kept in the outbox (SMTP_URL is not set)', 'request refused']),
    );
    expect(lines.filter((line) => !line.reqId).map((line) => line.msg)).toEqual([]);
  });
});
