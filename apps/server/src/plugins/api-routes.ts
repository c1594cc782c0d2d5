import openapiGlue from 'fastify-openapi-glue';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import { createContext, type FrameContext } from '../context.js';
import { AppError } from '../errors.js';
import { operationAccess, type Access } from '../policy/operation-access.js';
import { gateMessages, passesGate } from '../policy/policy.js';
import type { OperationHandlers, OperationId } from '../routes/operation-types.js';
import { readAccessToken } from '../routes/session-cookies.js';
import { readBearerToken, verifyFrameToken } from '../services/analytics/frame-token.js';
import { authenticate } from '../services/auth/authenticate.js';
import { rateLimits } from './rate-limits.js';

function notImplemented(operationId: string): RouteHandlerMethod {
  return async () => {
    throw new AppError('not_implemented', `The operation ${operationId} is not available yet`);
  };
}

/**
 * The first hook of every operation, before its body is read or validated: signs the request in (unless the
 * operation is public), applies the operation's access gate, and gives the request its context.
 */
function openOperation(access: Access) {
  return async (request: FastifyRequest) => {
    const { db, mailer, storage, credentialCipher, config } = request.server;
    const parts = {
      db,
      mailer,
      storage,
      credentials: credentialCipher,
      log: request.log,
      publicUrl: config.publicUrl,
      sourceAddress: request.ip,
    };
    if (access === 'frameToken') {
      // The frame's calls take its bearer token alone: a session cookie sent along grants nothing here.
      const context = createContext(parts);
      const frame = await verifyFrameToken(
        db,
        request.server.analyticsTokenSecret,
        readBearerToken(request.headers.authorization),
        context.now(),
      );
      request.context = { ...context, frame } as FrameContext;
      return;
    }
    const viewer = access === 'public' ? undefined : await authenticate(db, readAccessToken(request));
    if (viewer && access !== 'public' && access !== 'signedIn' && !passesGate(viewer, access)) {
      throw new AppError('forbidden', gateMessages[access]);
    }
    request.context = createContext(parts, viewer);
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
 * or answers 501 when it has none yet; rate limits apply where set. Authentication and the access gate run in
 * `onRequest`, so an anonymous caller learns nothing about an operation's body rules.
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
      const access = operationAccess[operationId as OperationId] as Access | undefined;
      // Deny by default: an operation of the contract without an access decision does not start.
      if (!access) throw new Error(`The operation ${operationId} has no entry in policy/operation-access.ts`);
      const handler = handlers[operationId as OperationId] as RouteHandlerMethod | undefined;
      const rateLimit = rateLimits[operationId as OperationId];
      const options = {
        onRequest: openOperation(access),
        handler: handler ?? notImplemented(operationId),
        ...(rateLimit ? { config: { rateLimit } } : {}),
      };
      // The plugin merges these into the route it builds; method and url come from the contract.
      return options as unknown as RouteOptions;
    },
  });
  app.log = log;
}
