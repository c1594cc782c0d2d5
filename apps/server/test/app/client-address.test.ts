import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createTestApp, portalHeaders, registerAccount } from '../helpers/test-app.js';

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  ({ app } = await createTestApp(testDb.db, { env: { TRUST_PROXY: '1' } }));
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

describe('the client address behind one proxy (TRUST_PROXY=1)', () => {
  // The proxy appends the address it saw to whatever X-Forwarded-For the client sent.
  function loginThroughProxy(forged: string, email: string, password: string) {
    return app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...portalHeaders, 'x-forwarded-for': `${forged}, 203.0.113.50` },
      payload: { email, password },
      remoteAddress: '10.0.0.2',
    });
  }

  it('is the address the proxy saw: a client rotating a forged X-Forwarded-For stays one address to the limits', async () => {
    const account = await registerAccount(app);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await loginThroughProxy(`198.51.100.${attempt}`, account.email, `guess-${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await loginThroughProxy('198.51.100.11', account.email, account.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another client behind the same proxy is another address.
    const owner = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...portalHeaders, 'x-forwarded-for': '203.0.113.60' },
      payload: { email: account.email, password: account.password },
      remoteAddress: '10.0.0.2',
    });
    expect(owner.statusCode).toBe(200);
    const session = await testDb.db.query<{ ip_address: string }>(
      'SELECT ip_address FROM sessions ORDER BY created_at DESC LIMIT 1',
    );
    expect(session.rows[0]!.ip_address).toBe('203.0.113.60');
  });
});
