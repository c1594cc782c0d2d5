import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from './client';
import { BASE_URL, json, recordingFetch, type RecordedCall } from './testing/recording-fetch';

const USER_ID = '6f1c2a52-8d0e-4a4c-9f61-0d3b1c2e4f50';
const PROFILE = {
  userId: USER_ID,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  emailVerified: true,
  isAdmin: false,
  isOrgAdmin: false,
  organizationId: null,
  organizationImage: null,
  organizationName: null,
};
const PERSON = {
  userId: USER_ID,
  firstName: 'Augusta',
  lastName: 'King',
  email: 'ada@example.com',
  emailVerified: true,
  joinedOn: '2025-01-31',
  status: 'Active',
  role: 'user',
  organization: null,
  organizationId: null,
  isLicensed: false,
  group: null,
  subGroup: null,
  image: null,
};

const unauthorized = () => json(401, { message: 'Session expired' });
const refreshed = () => new Response(null, { status: 204 });
const isRefresh = (call: RecordedCall) => call.path === '/api/v1/auth/refresh';
const describeCalls = (calls: RecordedCall[]) => calls.map((call) => `${call.method} ${call.path}`);

/** Resolves once `resolve` is called: lets a test hold a response until other calls have arrived. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('createApiClient', () => {
  it('sends the cookies and the X-Requested-With header on every call', async () => {
    const { fetch, calls } = recordingFetch((call) =>
      call.path.endsWith('/auth/me') ? json(200, PROFILE) : json(200, PERSON),
    );
    const client = createApiClient({ baseUrl: BASE_URL, fetch });

    await client.GET('/auth/me');
    await client.POST('/auth/login', { body: { email: 'ada@example.com', password: 'correct horse' } });
    await client.GET('/organization/revoke-sigma-license/{organizationId}/{userId}', {
      params: { path: { organizationId: USER_ID, userId: USER_ID } },
    });

    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.credentials).toBe('include');
      expect(call.headers.get('X-Requested-With')).toBe('waybill');
    }
  });

  it('uses /api/v1 as the default base address', async () => {
    const { fetch } = recordingFetch(() => json(200, PROFILE));
    const client = createApiClient({ fetch });
    // Outside a browser a relative address cannot become a Request: the error names the default base.
    await expect(client.GET('/auth/me')).rejects.toThrow(/\/api\/v1\/auth\/me/);
  });

  it('renews the session after a 401 and replays the call once with the same body', async () => {
    const { fetch, calls } = recordingFetch((call, index) => {
      if (isRefresh(call)) return refreshed();
      return index === 0 ? unauthorized() : json(200, PERSON);
    });
    const client = createApiClient({ baseUrl: BASE_URL, fetch, onSessionExpired: () => {} });

    const { data, error } = await client.PATCH('/user/edit-user/{userId}', {
      params: { path: { userId: USER_ID } },
      body: { firstName: 'Augusta', lastName: 'King' },
    });

    expect(error).toBeUndefined();
    expect(data).toEqual(PERSON);
    expect(describeCalls(calls)).toEqual([
      `PATCH /api/v1/user/edit-user/${USER_ID}`,
      'POST /api/v1/auth/refresh',
      `PATCH /api/v1/user/edit-user/${USER_ID}`,
    ]);
    expect(calls[2]?.body).toBe(JSON.stringify({ firstName: 'Augusta', lastName: 'King' }));
    expect(calls[2]?.body).toBe(calls[0]?.body);
    for (const call of calls) {
      expect(call.credentials).toBe('include');
      expect(call.headers.get('X-Requested-With')).toBe('waybill');
    }
  });

  it.each([
    [
      'login',
      (client: ApiClient) =>
        client.POST('/auth/login', { body: { email: 'ada@example.com', password: 'wrong password' } }),
    ],
    [
      'register',
      (client: ApiClient) =>
        client.POST('/auth/register', {
          body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'long enough' },
        }),
    ],
    [
      'verify-email',
      (client: ApiClient) =>
        client.POST('/user/verify-email', { body: { invitationToken: 'token', email: 'ada@example.com' } }),
    ],
    ['refresh', (client: ApiClient) => client.POST('/auth/refresh')],
  ])('does not renew the session after a 401 from %s', async (_name, call) => {
    const { fetch, calls } = recordingFetch(() => unauthorized());
    let expiredCount = 0;
    const client = createApiClient({ baseUrl: BASE_URL, fetch, onSessionExpired: () => expiredCount++ });

    const { error, response } = await call(client);

    expect(response.status).toBe(401);
    expect(error).toEqual({ message: 'Session expired' });
    expect(calls).toHaveLength(1);
    expect(expiredCount).toBe(0);
  });

  it('passes a 401 from the replayed call to the caller without renewing again', async () => {
    const { fetch, calls } = recordingFetch((call) => (isRefresh(call) ? refreshed() : unauthorized()));
    let expiredCount = 0;
    const client = createApiClient({ baseUrl: BASE_URL, fetch, onSessionExpired: () => expiredCount++ });

    const { error, response } = await client.GET('/auth/me');

    expect(response.status).toBe(401);
    expect(error).toEqual({ message: 'Session expired' });
    expect(describeCalls(calls)).toEqual([
      'GET /api/v1/auth/me',
      'POST /api/v1/auth/refresh',
      'GET /api/v1/auth/me',
    ]);
    expect(expiredCount).toBe(0);
  });

  it('shares one renewal between concurrent 401s and replays each call', async () => {
    const refreshAnswer = deferred<Response>();
    let firstAnswers = 0;
    const { fetch, calls } = recordingFetch((call) => {
      if (isRefresh(call)) return refreshAnswer.promise;
      const isReplay = calls.filter((earlier) => earlier.path === call.path).length > 1;
      if (isReplay) return json(200, call.path.endsWith('/auth/me') ? PROFILE : []);
      // Hold the renewal until all three calls have been refused, so they overlap.
      if (++firstAnswers === 3) setTimeout(() => refreshAnswer.resolve(refreshed()), 0);
      return unauthorized();
    });
    const client = createApiClient({ baseUrl: BASE_URL, fetch, onSessionExpired: () => {} });

    const results = await Promise.all([
      client.GET('/auth/me'),
      client.GET('/organization'),
      client.GET('/organization/people'),
    ]);

    expect(results.map(({ response }) => response.status)).toEqual([200, 200, 200]);
    expect(results[0].data).toEqual(PROFILE);
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(describeCalls(calls.filter((call) => !isRefresh(call))).sort()).toEqual(
      [
        'GET /api/v1/auth/me',
        'GET /api/v1/auth/me',
        'GET /api/v1/organization',
        'GET /api/v1/organization',
        'GET /api/v1/organization/people',
        'GET /api/v1/organization/people',
      ].sort(),
    );
  });

  it('calls onSessionExpired once and does not replay when the renewal fails', async () => {
    const { fetch, calls } = recordingFetch(() => unauthorized());
    let expiredCount = 0;
    const client = createApiClient({ baseUrl: BASE_URL, fetch, onSessionExpired: () => expiredCount++ });

    const [me, organizations] = await Promise.all([client.GET('/auth/me'), client.GET('/organization')]);

    expect(me.response.status).toBe(401);
    expect(organizations.response.status).toBe(401);
    expect(expiredCount).toBe(1);
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(calls.filter((call) => !isRefresh(call))).toHaveLength(2);
  });

  it('ends the session when the renewal is answered 401', async () => {
    const { fetch, calls } = recordingFetch((call) =>
      isRefresh(call) ? json(401, { message: 'Refresh token revoked' }) : unauthorized(),
    );
    let expiredCount = 0;
    const client = createApiClient({ baseUrl: BASE_URL, fetch, onSessionExpired: () => expiredCount++ });

    const { error, response } = await client.GET('/auth/me');

    expect(expiredCount).toBe(1);
    expect(response.status).toBe(401);
    expect(error).toEqual({ message: 'Session expired' });
    expect(describeCalls(calls)).toEqual(['GET /api/v1/auth/me', 'POST /api/v1/auth/refresh']);
  });

  it.each([
    ['503', () => json(503, { message: 'Service unavailable' }), 503, { message: 'Service unavailable' }],
    ['500 without a body', () => new Response(null, { status: 500 }), 500, undefined],
  ])(
    'keeps the session when the renewal fails with %s, and passes that answer on',
    async (_name, answer, status, body) => {
      const { fetch, calls } = recordingFetch((call) => (isRefresh(call) ? answer() : unauthorized()));
      let expiredCount = 0;
      const client = createApiClient({ baseUrl: BASE_URL, fetch, onSessionExpired: () => expiredCount++ });

      const { data, error, response } = await client.GET('/auth/me');

      expect(expiredCount).toBe(0);
      expect(data).toBeUndefined();
      expect(response.status).toBe(status);
      if (body) expect(error).toEqual(body);
      else expect(error).toBeFalsy();
      expect(describeCalls(calls)).toEqual(['GET /api/v1/auth/me', 'POST /api/v1/auth/refresh']);
    },
  );

  it('keeps the session when the server cannot be reached for the renewal, and passes the network error on', async () => {
    const { fetch, calls } = recordingFetch((call) => {
      if (isRefresh(call)) throw new TypeError('fetch failed');
      return unauthorized();
    });
    let expiredCount = 0;
    const client = createApiClient({ baseUrl: BASE_URL, fetch, onSessionExpired: () => expiredCount++ });

    await expect(client.GET('/auth/me')).rejects.toThrow('fetch failed');

    expect(expiredCount).toBe(0);
    expect(describeCalls(calls)).toEqual(['GET /api/v1/auth/me', 'POST /api/v1/auth/refresh']);
  });

  it('renews again on the next 401 after a renewal that failed with a 5xx', async () => {
    let refreshes = 0;
    const { fetch, calls } = recordingFetch((call) => {
      if (isRefresh(call)) return ++refreshes === 1 ? json(503, { message: 'Busy' }) : refreshed();
      const replayed = calls.filter((earlier) => earlier.path === call.path).length === 3;
      return replayed ? json(200, PROFILE) : unauthorized();
    });
    let expiredCount = 0;
    const client = createApiClient({ baseUrl: BASE_URL, fetch, onSessionExpired: () => expiredCount++ });

    const first = await client.GET('/auth/me');
    const second = await client.GET('/auth/me');

    expect(first.response.status).toBe(503);
    expect(second.data).toEqual(PROFILE);
    expect(expiredCount).toBe(0);
    expect(calls.filter(isRefresh)).toHaveLength(2);
  });

  it('never renews nor ends the session on a 503 from a call', async () => {
    const { fetch, calls } = recordingFetch(() => json(503, { message: 'Service unavailable' }));
    let expiredCount = 0;
    const client = createApiClient({ baseUrl: BASE_URL, fetch, onSessionExpired: () => expiredCount++ });

    const { error, response } = await client.GET('/auth/me');

    expect(response.status).toBe(503);
    expect(error).toEqual({ message: 'Service unavailable' });
    expect(expiredCount).toBe(0);
    expect(describeCalls(calls)).toEqual(['GET /api/v1/auth/me']);
  });

  describe('without onSessionExpired', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it.each([
      ['/people/42', ['/login']],
      ['/login', []],
    ])('on %s sends the browser to %j when the renewal fails', async (pathname, expected) => {
      const visited: string[] = [];
      vi.stubGlobal('window', { location: { pathname, assign: (href: string) => visited.push(href) } });
      const { fetch } = recordingFetch(() => unauthorized());
      const client = createApiClient({ baseUrl: BASE_URL, fetch });

      await client.GET('/auth/me');

      expect(visited).toEqual(expected);
    });
  });
});
