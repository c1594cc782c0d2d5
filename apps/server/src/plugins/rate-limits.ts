import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { OperationId } from '../routes/operation-types.js';
import { normalizeEmail } from '../services/auth/normalize-email.js';

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : '';
}

/**
 * Per-operation limits of @fastify/rate-limit (kept in this process's memory; behind several servers each counts
 * its own). Sign-in attempts are counted per client address and account, which slows password guessing without
 * letting one visitor lock another out.
 */
export const rateLimits: Partial<Record<OperationId, object>> = {
  login: {
    max: 10,
    timeWindow: '5 minutes',
    // The key needs the parsed body, so the check runs just before validation.
    hook: 'preValidation',
    keyGenerator: (request: FastifyRequest) => `${request.ip}|${emailOf(request)}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      new AppError('too_many_requests', `Too many sign-in attempts. Please try again in ${context.after}.`),
  },
};
