import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createTestApp, portalHeaders } from '../helpers/test-app.js';

// Two instances of the server on one database and one Redis: the per-address limits are counted once for both.
// Runs where a Redis is given (CI sets TEST_REDIS_URL), as the PostgreSQL project runs where one is given.
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * An address of the IPv6 documentation range, new for each call: the counts live in Redis for 15 minutes, and both
 * database projects run this file against the same Redis at once.
 */
function freshClientAddress(): string {
  const group = () => randomInt(0, 0x10000).toString(16);
  return `2001:db8:${group()}:${group()}:${group()}::1`;
}

function verifyEmail(app: FastifyInstance, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/user/verify-email',
    headers: portalHeaders,
    remoteAddress,
    payload: { invitationToken: 'not-a-token', email: 'nobody@example.com' },
  });
}

describe.skipIf(!redisUrl)('per-address limits shared through Redis', () => {
  let testDb: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    ({ app: first } = await createTestApp(testDb.db, { env: { REDIS_URL: redisUrl } }));
    ({ app: second } = await createTestApp(testDb.db, { env: { REDIS_URL: redisUrl } }));
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await testDb?.dispose();
  });

  it('counts the calls of one address on both instances together', async () => {
    const address = freshClientAddress();
    // The limit of a link's token is 50 per 15 minutes: 25 on each instance stay within it together…
    for (let call = 0; call < 50; call += 1) {
      const response = await verifyEmail(call % 2 === 0 ? first : second, address);
      expect(response.statusCode).toBe(400);
    }
    // …and the next, on either, is one too many, though neither instance saw more than 25.
    for (const app of [first, second]) {
      const refused = await verifyEmail(app, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many requests from your network\. Please try again in /);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address is counted apart.
    expect((await verifyEmail(second, freshClientAddress())).statusCode).toBe(400);
  });

  it('reports the shared limits in the health check', async () => {
    const health = await first.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toMatchObject({ status: 'ok', limits: 'shared' });
  });
});

describe('per-address limits when Redis does not answer', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    // Nothing listens on port 1: the client never connects.
    ({ app } = await createTestApp(testDb.db, { env: { REDIS_URL: 'redis://127.0.0.1:1' } }));
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it('refuses sign-in and password reset with a message, and lets the other limited calls through', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: portalHeaders,
      payload: { email: 'someone@example.com', password: 'whatever password' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json().message).toBe(
      'Signing in and resetting passwords are unavailable for a moment. Please try again in a few seconds.',
    );
    expect(login.headers['retry-after']).toBe('5');

    const resetMail = await app.inject({
      method: 'POST',
      url: '/api/v1/user/send-reset-password-mail',
      headers: portalHeaders,
      payload: { email: 'someone@example.com' },
    });
    expect(resetMail.statusCode).toBe(503);

    // A link's token is still judged: an outage of the limits' store does not stop invitations or verification.
    expect((await verifyEmail(app, freshClientAddress())).statusCode).toBe(400);
  });

  it('says so in the health check, which stays up', async () => {
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: 'up', limits: 'unavailable' });
  });
});
