import { describe, expect, it, vi } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- a unit test builds its own client around a recording fetch
import { createApiClient, createApiHooks, createQueryClient } from '@waybill/api-client';
import { dashboardAddressQuery } from './dashboard-address';
import { preloadAddress } from './preload';

const organizationId = '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const userId = '0d8f6a52-3c1e-4b7a-9f20-5e6d7c8b9a01';

/** An API whose fetch records each request's method and path, and answers its path's body of `answers`, else `{}`. */
function setUp(answers: Record<string, unknown> = {}) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    return new Response(JSON.stringify(answers[url.pathname] ?? {}), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = createApiClient({
    baseUrl: 'http://waybill.test/api/v1',
    fetch,
    onSessionExpired: () => undefined,
  });
  const context = { queryClient: createQueryClient(), api: { $api: createApiHooks(client) } };
  const requested = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return calls;
  };
  return { context, requested };
}

describe('preloadAddress', () => {
  it('starts reading the organization and its members as /organization/{id} opens', async () => {
    const { context, requested } = setUp();
    preloadAddress(`/organization/${organizationId}`, context);
    expect(await requested()).toEqual([
      `GET /api/v1/organization/${organizationId}`,
      `GET /api/v1/organization/people/${organizationId}`,
    ]);
  });

  it('starts reading the person as /people/{id} opens', async () => {
    const { context, requested } = setUp();
    preloadAddress(`/people/${userId}`, context);
    expect(await requested()).toEqual([`GET /api/v1/user/${userId}`]);
  });

  it('asks once when the same screen is preloaded again, while its reads are on their way and after', async () => {
    const { context, requested } = setUp();
    preloadAddress(`/organization/${organizationId}`, context);
    preloadAddress(`/organization/${organizationId}`, context);
    await requested();
    preloadAddress(`/organization/${organizationId}`, context);
    expect(await requested()).toEqual([
      `GET /api/v1/organization/${organizationId}`,
      `GET /api/v1/organization/people/${organizationId}`,
    ]);
  });

  it('reads nothing for other addresses', async () => {
    const { context, requested } = setUp();
    for (const pathname of ['/organization', '/people', '/documents', '/login'])
      preloadAddress(pathname, context);
    expect(await requested()).toEqual([]);
  });

  it('puts the data where the screen looks for it', async () => {
    const person = { id: userId, firstName: 'Zoë', lastName: 'Ångström', email: 'zoe@example.com' };
    const { context } = setUp({ [`/api/v1/user/${userId}`]: person });
    preloadAddress(`/people/${userId}`, context);
    // The key the screen's useQuery reads (openapi-react-query: method, path, then the request's params).
    const key = ['get', '/user/{userId}', { params: { path: { userId } } }];
    await vi.waitFor(() => expect(context.queryClient.getQueryState(key)?.status).toBe('success'));
    expect(context.queryClient.getQueryData(key)).toEqual(person);
  });

  it('asks for the frame address of the dashboard that opens, in the remembered theme, for every organization', async () => {
    const { context, requested } = setUp();
    preloadAddress('/dashboard/accessorials-detail', context);
    expect(await requested()).toEqual([
      // Nothing remembered: the default theme, and every organization.
      `GET /api/v1/organization/dashboard?pathType=accessorials_detail&theme=SmallSpacing&mappingName=Full_Access`,
    ]);
    const { queryKey } = dashboardAddressQuery(context.api, {
      pathType: 'accessorials_detail',
      theme: 'SmallSpacing',
      mappingName: 'Full_Access',
    });
    expect(context.queryClient.getQueryState(queryKey)?.status).toBe('success');
  });

  it('leaves a dashboard already open to ask for its own address', async () => {
    const { context, requested } = setUp();
    preloadAddress('/dashboard/executive-summary', context);
    await requested();
    preloadAddress('/dashboard/performance-tracker', context);
    expect(await requested()).toHaveLength(1);
  });
});
