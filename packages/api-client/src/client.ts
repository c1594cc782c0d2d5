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
   * Called once when the renewal after a 401 was itself answered 401: the session is over. A renewal that
   * fails any other way (a 5xx, an unreachable server) does not call it.
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

/** How a renewal of the session ended. */
type RefreshOutcome =
  /** New cookies are set: the refused call can be replayed. */
  | { kind: 'renewed' }
  /** The refresh itself was answered 401: the session is over. */
  | { kind: 'expired' }
  /** A 5xx or another status: nothing is known about the session; the caller gets this answer. */
  | { kind: 'unavailable'; response: Response }
  /** No answer at all: the caller gets this error. */
  | { kind: 'unreachable'; error: unknown };

/**
 * Creates the typed client of the Waybill API. Every call sends the session cookies and the
 * `X-Requested-With: waybill` header. A 401 from any call but login, register, verify-email and refresh
 * renews the session once (concurrent 401s share one renewal) and replays the call once. Only a renewal
 * answered 401 ends the session: `onSessionExpired` is called and the caller receives the original 401. A
 * renewal that fails otherwise leaves the session alone and the caller receives what the renewal got — its
 * 5xx answer (e.g. 503 with Retry-After while the database is down), or the network error — so reads are
 * retried by the query client's rule and the screen shows the real cause; a later call renews again.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseUrl = DEFAULT_BASE_URL, onSessionExpired = goToLogin } = options;
  // Resolved at call time so a fetch installed after the client was created is still used.
  const fetchRequest = (request: Request) => (options.fetch ?? globalThis.fetch)(request);

  const client = createClient<paths>({ baseUrl, credentials: 'include', fetch: fetchRequest });

  // A request's body can be read once; a copy taken before sending is what a replay sends.
  const unsentCopies = new Map<string, Request>();
  let pendingRefresh: Promise<RefreshOutcome> | undefined;

  async function refreshSession(): Promise<RefreshOutcome> {
    let response: Response;
    try {
      // Sent by hand, not through the client, so its body stays unread for the callers when the renewal failed.
      const request = new Request(
        new URL(`${baseUrl}/auth/refresh`, globalThis.location?.href ?? 'http://localhost'),
        {
          method: 'POST',
          credentials: 'include',
          headers: { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
        },
      );
      response = await fetchRequest(request);
    } catch (error) {
      // An unreachable server says nothing about the session: signing out here would lose the user's page.
      return { kind: 'unreachable', error };
    }
    if (response.ok) return { kind: 'renewed' };
    if (response.status !== 401) return { kind: 'unavailable', response };
    onSessionExpired();
    return { kind: 'expired' };
  }

  function refreshOnce(): Promise<RefreshOutcome> {
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
      const outcome = await refreshOnce();
      switch (outcome.kind) {
        case 'renewed':
          // The replay goes straight to fetch, so a second 401 reaches the caller instead of refreshing again.
          return fetchRequest(unsentCopy);
        case 'expired':
          return response;
        case 'unavailable':
          // Concurrent callers share one renewal, so each gets its own copy of the answer's body.
          return outcome.response.clone();
        case 'unreachable':
          throw outcome.error;
      }
    },
    onError({ id }) {
      unsentCopies.delete(id);
    },
  };
  client.use(sessionMiddleware);
  return client;
}
