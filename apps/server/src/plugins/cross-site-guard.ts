import type { FastifyRequest } from 'fastify';

/**
 * Whether a request's Origin is the app itself: PUBLIC_URL, or the host the request was sent to (the same
 * server reached by another name, such as 127.0.0.1 instead of localhost, or through a development proxy).
 */
function isOwnOrigin(origin: string, publicOrigin: string, host: string | undefined): boolean {
  if (origin === publicOrigin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Why a state-changing request could have been sent by a page of another site, or undefined when it could not:
 * it must carry `X-Requested-With: waybill` (a header no cross-site form or link can set, and the server allows
 * no CORS preflight), must not be marked `Sec-Fetch-Site: cross-site`, and, when it names its Origin, must come
 * from the app itself. The routes decide which requests change state from the operation they reach
 * (policy/operation-access.ts), never from how its address was written.
 */
export function crossSiteRefusal(request: FastifyRequest, publicOrigin: string): string | undefined {
  if (request.headers['x-requested-with'] !== 'waybill') {
    return 'This request is missing the X-Requested-With: waybill header';
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') return 'Requests from other sites are not allowed';
  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin, publicOrigin, request.headers.host)) {
    return 'Requests from other origins are not allowed';
  }
  return undefined;
}
