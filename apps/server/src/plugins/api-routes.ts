import openapiGlue from 'fastify-openapi-glue';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import { requestContext } from '../app-context.js';
import type { FrameContext } from '../context.js';
import { AppError } from '../errors.js';
import { operationAccess, type OperationRule } from '../policy/operation-access.js';
import { ensureEmailVerified, gateMessages, passesGate } from '../policy/policy.js';
import type { OperationId } from '../contract.js';
import type { OperationHandlers } from '../routes/operation-types.js';
import { readAccessToken } from '../routes/session-cookies.js';
import { readBearerToken, verifyFrameToken } from '../services/analytics/frame-token.js';
import { authenticate } from '../services/auth/authenticate.js';
import { crossSiteRefusal } from './cross-site-guard.js';
import { waitForTurn } from './heavy-reads.js';
import { addressRateLimit } from './rate-limits.js';
import { refuseNulCharacters } from './validation.js';

const headRefusalMessage = 'This operation changes data and cannot be called with HEAD';

function notImplemented(operationId: string): RouteHandlerMethod {
  return async () => {
    throw new AppError('not_implemented', `The operation ${operationId} is not available yet`);
  };
}

/**
 * The first hook of every operation, before its body is read or validated: refuses a state-changing call that
 * another site could have made, signs the request in (unless the operation is public), applies the operation's
 * access gate, and gives the request its context.
 */
function openOperation({ access, changesState }: OperationRule) {
  return async (request: FastifyRequest) => {
    const { config } = request.server;
    if (changesState) {
      // Fastify answers HEAD with a GET's handler: a GET that changes state would act on a HEAD.
      const refusal =
        request.method === 'HEAD' ? headRefusalMessage : crossSiteRefusal(request, config.publicUrl.origin);
      if (refusal) {
        request.log.warn({ origin: request.headers.origin }, 'state-changing request refused');
        throw new AppError('forbidden', refusal);
      }
    }
    if (access === 'frameToken') {
      // The frame's calls take its bearer token alone: a session cookie sent along grants nothing here.
      const context = requestContext(request);
      const frame = await verifyFrameToken(
        context.db,
        context.settings.analytics.tokenSecret,
        readBearerToken(request.headers.authorization),
        context.now(),
      );
      request.context = { ...context, frame } as FrameContext;
      return;
    }
    const viewer =
      access === 'public' ? undefined : await authenticate(request.server.db, readAccessToken(request));
    if (viewer && access !== 'public' && access !== 'signedIn') {
      if (!passesGate(viewer, access)) throw new AppError('forbidden', gateMessages[access]);
      // An address registered by someone other than its owner administers nothing until it is verified.
      ensureEmailVerified(viewer);
    }
    request.context = requestContext(request, viewer);
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
    operationResolver: (operationId: string, method: string) => {
      const rule = operationAccess[operationId as OperationId] as OperationRule | undefined;
      // Deny by default: an operation of the contract without an access decision does not start, nor one whose
      // method changes state while its row says it does not (it would pass the cross-site guard).
      if (!rule) throw new Error(`The operation ${operationId} has no entry in policy/operation-access.ts`);
      if (method !== 'GET' && !rule.changesState) {
        throw new Error(`The operation ${operationId} is ${method}: its row must say it changes state`);
      }
      const handler = handlers[operationId as OperationId] as RouteHandlerMethod | undefined;
      const options = {
        onRequest: [openOperation(rule), ...(rule.heavy ? [waitForTurn(app.heavyReads)] : [])],
        preValidation: refuseNulCharacters,
        handler: handler ?? notImplemented(operationId),
        ...(rule.addressLimit ? { config: { rateLimit: addressRateLimit(rule.addressLimit) } } : {}),
      };
      // The plugin merges these into the route it builds; method and url come from the contract.
      return options as unknown as RouteOptions;
    },
  });
  app.log = log;
}
