import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema';

/** The header every call carries; the server refuses state-changing requests without it (403). */
export const REQUESTED_WITH_HEADER = 'X-Requested-With';
export const REQUESTED_WITH_VALUE = 'waybill';

/** The default address of the API, relative to the portal's origin. */
export const DEFAULT_BASE_URL = '/api/v1';

/** Calls whose 401 means "wrong credentials" or "no session to renew", never "session expired". */
const CALLS_WITHOUT_REFRESH = new Set([
  '/auth/login',
  '/auth/register',
  '/user/verify-email',
  '/auth/refresh',
]);

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /**
   * Address of the API.
   * @default '/api/v1'
   */
  baseUrl?: string;
  /**
   * The fetch implementation (tests inject one).
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
  /**
   * Called once when the session could not be renewed after a 401.
   * @default navigate to /login when a window exists (and is not on /login already)
   */
  onSessionExpired?: () => void;
}

function goToLogin(): void {
  // Already on /login: navigating again would reload the page, and a reload that checks the session again
  // would loop.
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') {
    window.location.assign('/login');
  }
}

/**
 * Creates the typed client of the Waybill API. Every call sends the session cookies and the
 * `X-Requested-With: waybill` header. A 401 from any call but login, register, verify-email and refresh
 * renews the session once (concurrent 401s share one renewal) and replays the call once; when the
 * renewal fails, `onSessionExpired` is called and the caller receives the original 401.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseUrl = DEFAULT_BASE_URL, onSessionExpired = goToLogin } = options;
  // Resolved at call time so a fetch installed after the client was created is still used.
  const fetchRequest = (request: Request) => (options.fetch ?? globalThis.fetch)(request);

  const client = createClient<paths>({ baseUrl, credentials: 'include', fetch: fetchRequest });

  // A request's body can be read once; a copy taken before sending is what a replay sends.
  const unsentCopies = new Map<string, Request>();
  let pendingRefresh: Promise<boolean> | undefined;

  async function refreshSession(): Promise<boolean> {
    try {
      const { response } = await client.POST('/auth/refresh');
      if (response.ok) return true;
    } catch {
      // An unreachable server cannot renew the session either.
    }
    onSessionExpired();
    return false;
  }

  function refreshOnce(): Promise<boolean> {
    pendingRefresh ??= refreshSession().finally(() => {
      pendingRefresh = undefined;
    });
    return pendingRefresh;
  }

  const sessionMiddleware: Middleware = {
    onRequest({ request, schemaPath, id }) {
      request.headers.set(REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE);
      if (!CALLS_WITHOUT_REFRESH.has(schemaPath)) {
        unsentCopies.set(id, request.clone());
      }
      return request;
    },
    async onResponse({ response, id }) {
      const unsentCopy = unsentCopies.get(id);
      unsentCopies.delete(id);
      if (response.status !== 401 || !unsentCopy) return response;
      if (!(await refreshOnce())) return response;
      // The replay goes straight to fetch, so a second 401 reaches the caller instead of refreshing again.
      return fetchRequest(unsentCopy);
    },
    onError({ id }) {
      unsentCopies.delete(id);
    },
  };
  client.use(sessionMiddleware);
  return client;
}
