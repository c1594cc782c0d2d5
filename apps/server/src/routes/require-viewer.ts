import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { notSignedInMessage, type Viewer } from '../services/auth/authenticate.js';

/** The signed-in user of a request that passed the session check; throws 401 otherwise. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('unauthenticated', notSignedInMessage);
  return request.viewer;
}
