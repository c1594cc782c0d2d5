import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import type { components } from './generated/schema';
import {
  createApiHooks,
  createQueryClient,
  MAX_QUERY_RETRIES,
  QUERY_GC_TIME_MS,
  queryRetryDelay,
  shouldRetryQuery,
  type ApiPath,
  type ApiRequest,
  type ApiResponseData,
} from './query';
import { BASE_URL, json, recordingFetch } from './testing/recording-fetch';

const PROFILE = {
  userId: '6f1c2a52-8d0e-4a4c-9f61-0d3b1c2e4f50',
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

/**
 * Settles `promise` on a fake clock: time moves only to the next pending timer, and only once nothing else
 * is in flight, so the fake time of each call is exactly the sum of the retry delays before it.
 */
async function settleOnFakeClock<T>(promise: Promise<T>): Promise<T> {
  let settled = false;
  const tracked = promise.finally(() => (settled = true));
  tracked.catch(() => {});
  while (!settled) {
    await new Promise((resolve) => setImmediate(resolve));
    if (!settled && vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
  }
  return tracked;
}

function setUp(answer: Parameters<typeof recordingFetch>[0]) {
  const start = Date.now();
  const sessionExpiries: number[] = [];
  const { fetch, calls } = recordingFetch(answer);
  const callTimes: number[] = [];
  const timedFetch: typeof globalThis.fetch = (input, init) => {
    callTimes.push(Date.now() - start);
    return fetch(input, init);
  };
  const $api = createApiHooks(
    createApiClient({
      baseUrl: BASE_URL,
      fetch: timedFetch,
      onSessionExpired: () => sessionExpiries.push(Date.now() - start),
    }),
  );
  return { $api, calls, callTimes, sessionExpiries, queryClient: createQueryClient() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('queryRetryDelay', () => {
  it('doubles from one second and stops at thirty seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('shouldRetryQuery', () => {
  it('retries server errors and network failures up to three times', () => {
    expect(MAX_QUERY_RETRIES).toBe(3);
    for (const error of [
      new ApiError(500, { message: 'Oops' }),
      new ApiError(503, undefined),
      new TypeError(),
    ]) {
      expect([0, 1, 2, 3].map((failures) => shouldRetryQuery(failures, error))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    }
  });

  it('retries 408 and 429, which can succeed later', () => {
    expect(shouldRetryQuery(0, new ApiError(408, undefined))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(429, { message: 'Slow down' }))).toBe(true);
  });

  it('does not retry other 4xx answers, which cannot succeed by repeating the request', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422]) {
      expect(shouldRetryQuery(0, new ApiError(status, { message: 'No' }))).toBe(false);
    }
  });
});

describe('createQueryClient', () => {
  it('keeps unused data for five minutes and never retries mutations', () => {
    const queryClient = createQueryClient();
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(queryClient.getDefaultOptions().queries?.gcTime).toBe(300_000);
    expect(queryClient.defaultQueryOptions({ queryKey: ['profile'] }).gcTime).toBe(300_000);
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('retries a failing read three times after 1, 2 and 4 seconds, then throws the ApiError', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { $api, calls, callTimes, queryClient } = setUp(() =>
      json(500, { message: 'Database unavailable' }),
    );

    const error = await settleOnFakeClock(queryClient.fetchQuery($api.queryOptions('get', '/auth/me'))).catch(
      (thrown: unknown) => thrown,
    );

    expect(calls).toHaveLength(4);
    expect(callTimes).toEqual([0, 1000, 3000, 7000]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'Database unavailable' });
  });

  it('succeeds when a retry succeeds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { $api, calls, callTimes, queryClient } = setUp((_call, index) =>
      index < 2 ? json(429, { message: 'Too many requests' }) : json(200, PROFILE),
    );

    const profile = await settleOnFakeClock(queryClient.fetchQuery($api.queryOptions('get', '/auth/me')));

    expect(profile).toEqual(PROFILE);
    expect(calls).toHaveLength(3);
    expect(callTimes).toEqual([0, 1000, 3000]);
  });

  it('retries a read answered 503 and succeeds when the service is back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { $api, calls, callTimes, sessionExpiries, queryClient } = setUp((_call, index) =>
      index < 2 ? json(503, { message: 'Service unavailable' }) : json(200, PROFILE),
    );

    const profile = await settleOnFakeClock(queryClient.fetchQuery($api.queryOptions('get', '/auth/me')));

    expect(profile).toEqual(PROFILE);
    expect(callTimes).toEqual([0, 1000, 3000]);
    expect(calls.map((call) => call.path)).not.toContain('/api/v1/auth/refresh');
    expect(sessionExpiries).toEqual([]);
  });

  it('keeps the session when the renewal answers 503, and retries the read until the service is back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let refreshes = 0;
    const { $api, calls, sessionExpiries, queryClient } = setUp((call) => {
      if (!call.path.endsWith('/auth/refresh')) {
        return refreshes >= 2 && calls.at(-2)?.path.endsWith('/auth/refresh')
          ? json(200, PROFILE)
          : json(401, { message: 'Session expired' });
      }
      refreshes += 1;
      return refreshes === 1
        ? json(503, { message: 'Service unavailable' })
        : new Response(null, { status: 204 });
    });

    const profile = await settleOnFakeClock(queryClient.fetchQuery($api.queryOptions('get', '/auth/me')));

    expect(profile).toEqual(PROFILE);
    expect(sessionExpiries).toEqual([]);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/v1/auth/me',
      'POST /api/v1/auth/refresh',
      'GET /api/v1/auth/me',
      'POST /api/v1/auth/refresh',
      'GET /api/v1/auth/me',
    ]);
  });

  it('ends the session once when the renewal answers 401', async () => {
    const { $api, sessionExpiries, queryClient } = setUp(() => json(401, { message: 'Session expired' }));

    const error = await queryClient
      .fetchQuery($api.queryOptions('get', '/auth/me'))
      .catch((thrown: unknown) => thrown);

    expect(error).toMatchObject({ status: 401 });
    expect(sessionExpiries).toHaveLength(1);
  });

  it('does not retry a read answered 404', async () => {
    const { $api, calls, queryClient } = setUp(() => json(404, { message: 'Organization not found' }));

    const error = await queryClient
      .fetchQuery(
        $api.queryOptions('get', '/organization/{id}', {
          params: { path: { id: '0d3b1c2e-4f50-4a4c-9f61-6f1c2a528d0e' } },
        }),
      )
      .catch((thrown: unknown) => thrown);

    expect(calls).toHaveLength(1);
    expect(error).toMatchObject({ status: 404, message: 'Organization not found' });
  });

  it('throws an ApiError with the status even when the error response has no body', async () => {
    const { $api, queryClient } = setUp(() => new Response(null, { status: 403 }));

    const error = await queryClient
      .fetchQuery($api.queryOptions('get', '/auth/me'))
      .catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403 });
  });

  it('runs a failing mutation once', async () => {
    const { fetch, calls } = recordingFetch(() => json(503, { message: 'Try later' }));
    const client = createApiClient({ baseUrl: BASE_URL, fetch });
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: async () => {
        const { error, response } = await client.POST('/auth/logout');
        throw new ApiError(response.status, error);
      },
    });

    await expect(observer.mutate()).rejects.toMatchObject({ status: 503, message: 'Try later' });
    expect(calls).toHaveLength(1);
  });
});

describe('createApiHooks', () => {
  it('builds query options keyed by method and path that fetch through the client', async () => {
    const { $api, calls, queryClient } = setUp(() => json(200, PROFILE));
    const options = $api.queryOptions('get', '/auth/me');

    expect(options.queryKey).toEqual(['get', '/auth/me']);
    await expect(queryClient.fetchQuery(options)).resolves.toEqual(PROFILE);
    expect(calls.map((call) => call.headers.get('X-Requested-With'))).toEqual(['waybill']);
  });
});

describe('hook types', () => {
  it('name the paths of a method, what a call sends and what it answers', () => {
    expectTypeOf<'/auth/login'>().toExtend<ApiPath<'post'>>();
    expectTypeOf<'/auth/me'>().not.toExtend<ApiPath<'post'>>();
    type LoginBody = { email: string; password: string };
    expectTypeOf<ApiRequest<'post', '/auth/login'>['body']>().toExtend<LoginBody>();
    expectTypeOf<LoginBody>().toExtend<ApiRequest<'post', '/auth/login'>['body']>();
    expectTypeOf<ApiResponseData<'post', '/auth/login'>>().toEqualTypeOf<components['schemas']['Profile']>();
  });
});
