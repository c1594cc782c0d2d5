import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { operationAccess } from '../../src/policy/operation-access.js';
import { operationHandlers } from '../../src/routes/index.js';
import { frameTokenMissingMessage } from '../../src/services/analytics/frame-token.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createOrganization, createStaff, setLicenses } from '../helpers/people.js';
import { createTestApp, portalHeaders, registerAccount, signIn } from '../helpers/test-app.js';
import { contractOperations, operationUrl } from '../helpers/contract-operations.js';

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  ({ app } = await createTestApp(testDb.db));
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

const someId = '5b0e7c1a-2f3d-4e5a-8b6c-7d8e9f0a1b2c';

async function sessionCount(): Promise<number> {
  const result = await testDb.db.query<{ count: number }>('SELECT count(*) AS count FROM sessions');
  return result.rows[0]!.count;
}

describe('cross-site request guard', () => {
  it('refuses a state-changing request without X-Requested-With: waybill, before doing anything', async () => {
    const account = await registerAccount(app);
    const before = await sessionCount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: 'This request is missing the X-Requested-With: waybill header',
    });
    expect(await sessionCount()).toBe(before);
  });

  describe('revoking a license by a link (the one GET that changes state)', () => {
    let organizationId: string;
    let staff: Awaited<ReturnType<typeof createStaff>>;

    beforeAll(async () => {
      organizationId = await createOrganization(testDb.db, 'Northwind Outfitters');
      await setLicenses(testDb.db, organizationId, 5);
      staff = await createStaff(app, testDb.db, organizationId);
    });

    async function licensed(): Promise<boolean> {
      const result = await testDb.db.query<{ is_licensed: boolean }>(
        'SELECT is_licensed FROM users WHERE id = $1',
        [staff.member.userId],
      );
      return result.rows[0]!.is_licensed;
    }

    async function assignSeat(): Promise<void> {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/organization/assign-sigma-license/${organizationId}/${staff.member.userId}`,
        headers: portalHeaders,
        cookies: { waybill_session: staff.orgAdmin.access },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await licensed()).toBe(true);
    }

    it('refuses the address with a letter percent-encoded, and keeps the seat', async () => {
      await assignSeat();
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/organization/%72evoke-sigma-license/${organizationId}/${staff.member.userId}`,
        cookies: { waybill_session: staff.orgAdmin.access },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: 'This request is missing the X-Requested-With: waybill header',
      });
      expect(await licensed()).toBe(true);
    });

    it('refuses HEAD, even with the portal’s header, and keeps the seat', async () => {
      await assignSeat();
      for (const headers of [{}, portalHeaders]) {
        const response = await app.inject({
          method: 'HEAD',
          url: `/api/v1/organization/revoke-sigma-license/${organizationId}/${staff.member.userId}`,
          headers,
          cookies: { waybill_session: staff.orgAdmin.access },
        });
        expect(response.statusCode).toBe(403);
      }
      expect(await licensed()).toBe(true);
    });

    it('revokes when the portal asks', async () => {
      await assignSeat();
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/organization/revoke-sigma-license/${organizationId}/${staff.member.userId}`,
        headers: portalHeaders,
        cookies: { waybill_session: staff.orgAdmin.access },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await licensed()).toBe(false);
    });
  });

  it('lets reads through without the header', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses requests marked Sec-Fetch-Site: cross-site even with the header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...portalHeaders, 'sec-fetch-site': 'cross-site' },
      payload: { email: 'someone@example.com', password: 'whatever1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Requests from other sites are not allowed' });
  });

  it('refuses requests from another origin and accepts the portal’s own', async () => {
    const account = await registerAccount(app);
    const payload = { email: account.email, password: account.password };
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...portalHeaders, origin: 'https://evil.example' },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: 'Requests from other origins are not allowed' });
    const own = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...portalHeaders, origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' },
      payload,
    });
    expect(own.statusCode).toBe(200);
    const sameServerOtherName = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...portalHeaders, origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' },
      payload,
    });
    expect(sameServerOtherName.statusCode).toBe(200);
  });
});

describe('request limits and shapes', () => {
  it('answers 413 for a JSON body over 1 MiB', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { ...portalHeaders, 'content-type': 'application/json' },
      payload: JSON.stringify({
        firstName: 'x'.repeat(1024 * 1024),
        lastName: 'y',
        email: 'a@b.co',
        password: '12345678',
      }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'The request body is too large' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...portalHeaders, 'content-type': 'text/plain' },
      payload: 'email=a@b.co',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      message: 'Unsupported content type text/plain; send application/json',
    });
  });

  it('answers 400 for a missing body', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: portalHeaders });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Request body must be a JSON object' });
  });

  it('answers 400 for a body sent to an operation that takes none', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: portalHeaders,
      payload: { refreshToken: 'guess' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'This operation takes no request body' });
  });

  it('answers 400 naming the path parameter that is malformed', async () => {
    const account = await registerAccount(app);
    const { access } = await signIn(app, account.email, account.password);
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/organization/not-a-uuid',
      cookies: { waybill_session: access },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Id must be a UUID',
      fields: { id: 'Id must be a UUID' },
    });
  });

  it('answers an address part too long for the router as the API’s 404, never as a file', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/user/files/${'x'.repeat(10_000)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers a malformed percent-encoding with the contract’s 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/user/files/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The address is not valid: check its percent-encoding',
      code: 'BAD_REQUEST',
    });
  });

  it('answers 404 with a JSON message for an unknown API path', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/api/v1/no-such-thing', headers: portalHeaders });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: `No API operation matches ${method} /api/v1/no-such-thing`,
        code: 'NOT_FOUND',
      });
    }
  });
});

describe('operations of the contract', () => {
  const operations = contractOperations();

  it('are all routed under /api/v1', () => {
    expect(operations.length).toBeGreaterThan(5);
    for (const operation of operations) {
      const url = `/api/v1${operation.path.replace(/\{(\w+)\}/g, ':$1')}`;
      expect(app.hasRoute({ method: operation.method as 'GET', url }), `${operation.method} ${url}`).toBe(
        true,
      );
    }
  });

  it('have a handler each, so none answers 501', () => {
    const unbuilt = operations
      .filter((operation) => !(operation.operationId in operationHandlers))
      .map((operation) => operation.operationId);
    expect(unbuilt).toEqual([]);
  });

  it('declare the access the contract implies: public exactly where it asks for no session', () => {
    for (const operation of operations) {
      expect(operationAccess[operation.operationId].access === 'public', operation.operationId).toBe(
        operation.isPublic,
      );
    }
  });

  it('are state-changing for every method but GET, and for the GETs their rule names', () => {
    for (const operation of operations) {
      if (operation.method !== 'GET') {
        expect(operationAccess[operation.operationId].changesState, operation.operationId).toBe(true);
      }
    }
  });

  it('refuse every state-changing operation sent without the portal’s header, or with HEAD, before anything else', async () => {
    const stateChanging = operations.filter(
      (operation) => operationAccess[operation.operationId].changesState,
    );
    expect(stateChanging.length).toBeGreaterThan(25);
    for (const operation of stateChanging) {
      // Written as a link on another site could write it: a letter of the address percent-encoded.
      const url = operationUrl(operation, someId).replace(
        /\/([a-z])/,
        (_, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`,
      );
      const methods = operation.method === 'GET' ? ['GET', 'HEAD'] : [operation.method];
      for (const method of methods) {
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers: { 'content-type': 'application/json' },
          ...(method === 'GET' || method === 'HEAD' ? {} : { payload: '{}' }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('refuse an anonymous caller with 401 before reading the body, every protected operation', async () => {
    const protectedOperations = operations.filter((operation) => !operation.isPublic);
    expect(protectedOperations.length).toBeGreaterThan(30);
    for (const operation of protectedOperations) {
      const response = await app.inject({
        method: operation.method,
        url: operationUrl(operation, 'not-an-id'),
        headers: { ...portalHeaders, 'content-type': 'application/json' },
        ...(operation.method === 'GET' ? {} : { payload: '{"not": "what the contract asks for"' }),
      });
      expect(response.statusCode, `${operation.method} ${operation.path}`).toBe(401);
      // The analytics frame's calls take its token, not a session, and say so.
      const frame = operationAccess[operation.operationId].access === 'frameToken';
      expect(response.json()).toEqual({
        message: frame ? frameTokenMissingMessage : 'You are not signed in or your session has expired',
        code: 'UNAUTHENTICATED',
      });
    }
  });
});

describe('security headers', () => {
  it('sends a content security policy and the usual hardening headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests when served over HTTPS', async () => {
    const secure = await createTestApp(testDb.db, {
      env: { PUBLIC_URL: 'https://waybill.example.com', SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/health' });
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await secure.app.close();
    }
  });
});
