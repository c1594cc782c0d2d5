import { QueryClient } from '@tanstack/react-query';
import type { ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import type { ApiClient } from './client';
import { ApiError } from './errors';
import type { paths } from './generated/schema';

/** Reads are retried up to this many times after the first failure. */
export const MAX_QUERY_RETRIES = 3;

/** How long an unused query stays cached: 5 minutes. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** Delay before retry number `attempt + 1` (`attempt` counts from 0): min(1000 x 2^attempt, 30000) ms. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * Whether a failed read should be tried again. A 4xx answer (other than 408 Request Timeout and 429 Too Many
 * Requests) says the request itself is wrong or not allowed, so repeating it cannot succeed; network failures,
 * 5xx, 408 and 429 are transient.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Creates the react-query client: reads retried with backoff, mutations never retried, 5-minute cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay: queryRetryDelay, gcTime: QUERY_GC_TIME_MS },
      mutations: { retry: false },
    },
  });
}

const HTTP_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/**
 * The same client, but every error response comes back as an `ApiError` carrying its status (also when the
 * body is empty), which the hooks then throw.
 */
function withApiErrors(client: ApiClient): ApiClient {
  const wrapped = { ...client };
  for (const method of HTTP_METHODS) {
    const call = client[method] as (...args: unknown[]) => Promise<{ error?: unknown; response: Response }>;
    (wrapped as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const result = await call(...args);
      if (result.response.ok) return result;
      return { ...result, error: new ApiError(result.response.status, result.error) };
    };
  }
  return wrapped;
}

/**
 * React-query hooks typed by the contract: `$api.useQuery('get', '/auth/me')`, `$api.useMutation('post',
 * '/auth/login')`, `$api.queryOptions(...)` for router loaders. Failed calls throw `ApiError`.
 */
export function createApiHooks(client: ApiClient) {
  return createQueryHooks(withApiErrors(client));
}

export type ApiHooks = ReturnType<typeof createApiHooks>;

/** An HTTP method as the hooks spell it: `$api.useMutation('post', ...)`. */
export type ApiMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** The paths of the contract that answer `Method`. */
export type ApiPath<Method extends ApiMethod> = ClientPathsWithMethod<ApiClient, Method>;

/**
 * What a call of `Method Path` is given (`{ params, body }`): the variables of `$api.useMutation(Method, Path)`,
 * for helpers that wrap the hooks and keep their typing.
 */
export type ApiRequest<Method extends ApiMethod, Path extends ApiPath<Method>> = MaybeOptionalInit<
  paths[Path],
  Method
>;

/** The data of a successful answer to `Method Path`: what `$api.useMutation(Method, Path)` resolves to. */
export type ApiResponseData<Method extends ApiMethod, Path extends ApiPath<Method>> = Required<
  FetchResponse<NonNullable<paths[Path][Method]>, ApiRequest<Method, Path>, `${string}/${string}`>
>['data'];
