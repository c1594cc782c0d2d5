import openapiGlue from 'fastify-openapi-glue';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import { AppError } from '../errors.js';
import type { OperationHandlers, OperationId } from '../routes/operation-types.js';
import { rateLimits } from './rate-limits.js';
import { authenticate } from '../services/auth/authenticate.js';
import { readAccessToken } from '../routes/session-cookies.js';

function notImplemented(operationId: string): RouteHandlerMethod {
  return async () => {
    throw new AppError('not_implemented', `The operation ${operationId} is not available yet`);
  };
}

/** What the API routes are built from. */
export interface ApiRoutesOptions {
  document: Record<string, unknown>;
  handlers: OperationHandlers;
  /** Where the API lives (the contract's servers[0].url). */
  basePath: string;
}

/**
 * Builds every route of the contract with its request validation. Each operationId is served by its handler,
 * or answers 501 when it has none yet; rate limits apply where set; operations that require the session cookie check it first.

 */
export async function apiRoutes(
  app: FastifyInstance,
  { document, handlers, basePath }: ApiRoutesOptions,
): Promise<void> {
  // While it registers, fastify-openapi-glue warns about a missing body parser for every media type of the
  // contract, responses included (image/*, application/octet-stream): noise at every start, so it is muted.
  const log = app.log;
  app.log = log.child({}, { level: 'error' });
  await app.register(openapiGlue, {
    specification: document,
    prefix: basePath,
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId as OperationId] as RouteHandlerMethod | undefined;
      const rateLimit = rateLimits[operationId as OperationId];
      const options = {
        handler: handler ?? notImplemented(operationId),
        ...(rateLimit ? { config: { rateLimit } } : {}),
      };
      // The plugin merges these into the route it builds; method and url come from the contract.
      return options as unknown as RouteOptions;
    },
    securityHandlers: {
      async sessionCookie(request: FastifyRequest) {
        request.viewer = await authenticate(request.server.db, readAccessToken(request));
      },
    },
  });
  app.log = log;
}
