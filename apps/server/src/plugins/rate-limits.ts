import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { AddressLimit } from '../policy/operation-access.js';
import { tooManySignInsMessage } from '../services/auth/sign-in-attempts.js';
import { minutesText } from '../services/rate-limits/request-allowance.js';

interface LimitContext {
  /** Milliseconds until the window ends. */
  ttl: number;
}

const refusals: Record<AddressLimit['refusal'], (wait: string) => string> = {
  signIns: tooManySignInsMessage,
  requests: (wait) => `Too many requests from your network. Please try again in ${wait}.`,
};

/**
 * An operation's limit per client address as @fastify/rate-limit's route options, kept in this process's
 * memory (behind several servers each counts its own).
 */
export function addressRateLimit(limit: AddressLimit): object {
  const refusal = refusals[limit.refusal];
  return {
    max: limit.max,
    timeWindow: limit.window,
    keyGenerator: (request: FastifyRequest) => request.ip,
    errorResponseBuilder: (_request: FastifyRequest, context: LimitContext) =>
      new AppError(
        'too_many_requests',
        refusal(minutesText(context.ttl / 1000)),
        undefined,
        context.ttl / 1000,
      ),
  };
}
