import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { isDatabaseUnavailable, isStatementCancelled } from '../db/availability.js';
import { AppError } from '../errors.js';
import { describeValidationError } from './validation.js';

/** The contract's error body. */
export interface ErrorBody {
  message: string;
  code?: string;
  fields?: Record<string, string>;
}

// Framework errors caused by the request itself, answered in words a caller can act on.
const requestErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type; send application/json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; send a JSON object'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'Unsupported content type; send application/json'],
};

function codeOf(status: number): string {
  const codes: Record<number, string> = {
    400: 'BAD_REQUEST',
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    405: 'METHOD_NOT_ALLOWED',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'TOO_MANY_REQUESTS',
    501: 'NOT_IMPLEMENTED',
    503: 'UNAVAILABLE',
  };
  return codes[status] ?? 'INTERNAL';
}

/** Seconds a client should wait before trying again while the database is unreachable. */
export const databaseRetryAfterSeconds = 5;
export const databaseUnavailableMessage =
  'The service is temporarily unavailable. Please try again in a few seconds.';

export const statementCancelledMessage =
  'The database stopped this request because it took too long. Please try again; if it keeps happening, ask for less (a shorter date range or fewer organizations).';

export const malformedValueMessage =
  'A value of the request is malformed or out of range; check the values sent and try again';

/**
 * Whether the database refused a value as data (SQLSTATE class 22: a malformed number or date, a value out of
 * range, text it cannot store). Input is validated before it reaches the database, so this is a value that
 * validation missed: the request's fault, answered 400, and logged as a warning to be found and fixed.
 */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return error instanceof Error && typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** The status and body an error is answered with. */
export function errorResponse(error: FastifyError | AppError): [number, ErrorBody] {
  if (error instanceof AppError) {
    return [
      error.statusCode,
      { message: error.message, code: error.code.toUpperCase(), fields: error.fields },
    ];
  }
  if (isDatabaseUnavailable(error))
    return [503, { message: databaseUnavailableMessage, code: 'UNAVAILABLE' }];
  if (isStatementCancelled(error)) return [503, { message: statementCancelledMessage, code: 'UNAVAILABLE' }];
  if (isDataException(error)) return [400, { message: malformedValueMessage, code: 'BAD_REQUEST' }];
  if ('validation' in error && error.validation) {
    return [
      400,
      { ...describeValidationError(error.validation, error.validationContext), code: 'BAD_REQUEST' },
    ];
  }
  const known = requestErrors[error.code];
  if (known) return [known[0], { message: known[1], code: codeOf(known[0]) }];
  // The JSON parser reports malformed JSON as a SyntaxError marked 400.
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return [400, { message: 'The request body is not valid JSON', code: 'BAD_REQUEST' }];
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return [status, { message: error.message, code: codeOf(status) }];
  return [500, { message: 'An unexpected error occurred', code: 'INTERNAL' }];
}

/** One error handler for the whole server: every failure answers with the contract's `{message, code?, fields?}`. */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const [status, body] = errorResponse(error);
      const retryAfter =
        error instanceof AppError
          ? error.retryAfterSeconds
          : status === 503
            ? databaseRetryAfterSeconds
            : undefined;
      if (retryAfter !== undefined) reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      // The database's message quotes the value, which can name a person: only its SQLSTATE is logged.
      else if (isDataException(error))
        request.log.warn(
          { sqlState: (error as { code?: string }).code },
          'a value passed validation, not the database',
        );
      // Messages of refused requests can name people (an email address): the log keeps who asked, not what.
      else
        request.log.info(
          { status, code: body.code, userId: request.context?.viewer?.userId },
          'request refused',
        );
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'error-handler' },
);
