import { createContext, useContext, type ReactNode } from 'react';
import createClient from 'openapi-fetch';
import { createApiHooks, DEFAULT_BASE_URL, type ApiHooks, type paths } from '@waybill/api-client';

/** The react-query hooks of the contract, authorized by the frame token. */
export type FrameApi = { $api: ApiHooks };

/**
 * The API client of the frame: every call carries the frame token as a bearer token and no cookies. Unlike
 * the portal's client it never renews a session on a 401: the frame's token can only be replaced by the
 * portal, so a 401 reaches the page, which offers to reload the dashboard.
 */
export function createFrameApi(token: string | null, fetchImpl?: typeof fetch): FrameApi {
  const client = createClient<paths>({
    baseUrl: DEFAULT_BASE_URL,
    credentials: 'omit',
    // Resolved at call time so a fetch installed after the client was created (a mock in a story) is used.
    fetch: (request: Request) => (fetchImpl ?? globalThis.fetch)(request),
  });
  client.use({
    onRequest({ request }) {
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  });
  return { $api: createApiHooks(client) };
}

const ApiContext = createContext<FrameApi | null>(null);

/** Makes the frame's API hooks available to every part of the page. */
export function FrameApiProvider({ api, children }: { api: FrameApi; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The API hooks of the nearest `FrameApiProvider`. */
export function useFrameApi(): FrameApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useFrameApi must be used inside a FrameApiProvider');
  return api;
}
