import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { OperationId } from '../routes/operation-types.js';
import { tooManySignInsMessage } from '../services/auth/sign-in-attempts.js';
import { minutesText } from '../services/rate-limits/request-allowance.js';

interface LimitContext {
  /** Milliseconds until the window ends. */
  ttl: number;
}

function perClientAddress(max: number, timeWindow: string, message: (wait: string) => string): object {
  return {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => request.ip,
    errorResponseBuilder: (_request: FastifyRequest, context: LimitContext) =>
      new AppError(
        'too_many_requests',
        message(minutesText(context.ttl / 1000)),
        undefined,
        context.ttl / 1000,
      ),
  };
}

const tooManyRequests = (wait: string) => `Too many requests from your network. Please try again in ${wait}.`;

/**
 * Per-client-address limits of @fastify/rate-limit, kept in this process's memory (behind several servers
 * each counts its own): they stop one address from flooding a process. The limits per account (failed
 * sign-ins) and per email address (emails sent) are kept in the database instead, shared by every process;
 * see services/auth/sign-in-attempts.ts and services/rate-limits/request-allowance.ts.
 */
export const rateLimits: Partial<Record<OperationId, object>> = {
  login: perClientAddress(100, '15 minutes', tooManySignInsMessage),
  // Calls that send email.
  register: perClientAddress(50, '1 hour', tooManyRequests),
  sendResetPasswordMail: perClientAddress(50, '1 hour', tooManyRequests),
  inviteToOrganization: perClientAddress(50, '1 hour', tooManyRequests),
  resendInvitation: perClientAddress(50, '1 hour', tooManyRequests),
  // Calls that use a link's token.
  verifyEmail: perClientAddress(50, '15 minutes', tooManyRequests),
  acceptInvitation: perClientAddress(50, '15 minutes', tooManyRequests),
  resetPassword: perClientAddress(50, '15 minutes', tooManyRequests),
};
