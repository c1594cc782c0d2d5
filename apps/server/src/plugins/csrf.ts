import fp from 'fastify-plugin';

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// The one GET of the contract that changes state.
const stateChangingGet = /^\/api\/v1\/organization\/revoke-sigma-license\//;

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
 * Refuses (403) state-changing requests that a page of another site could have sent: each must carry
 * `X-Requested-With: waybill` (a header no cross-site form can set, and the server allows no CORS preflight),
 * must not be marked `Sec-Fetch-Site: cross-site`, and, when it names its Origin, must come from the app itself.
 */
export const csrfGuard = fp<{ publicOrigin: string }>(
  async (app, { publicOrigin }) => {
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?', 1)[0]!;
      const changesState =
        stateChangingMethods.has(request.method) || (request.method === 'GET' && stateChangingGet.test(path));
      if (!changesState) return;
      let refusal: string | undefined;
      if (request.headers['x-requested-with'] !== 'waybill') {
        refusal = 'This request is missing the X-Requested-With: waybill header';
      } else if (request.headers['sec-fetch-site'] === 'cross-site') {
        refusal = 'Requests from other sites are not allowed';
      } else if (
        request.headers.origin !== undefined &&
        !isOwnOrigin(request.headers.origin, publicOrigin, request.headers.host)
      ) {
        refusal = 'Requests from other origins are not allowed';
      }
      if (refusal) {
        request.log.warn({ origin: request.headers.origin }, 'state-changing request refused');
        return reply.code(403).send({ message: refusal, code: 'FORBIDDEN' });
      }
    });
  },
  { name: 'csrf-guard' },
);
