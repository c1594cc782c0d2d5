import type { components } from './generated/schema';

/** The body of every error response of the API. */
export type ErrorBody = components['schemas']['Error'];

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** An HTTP error response, thrown by the react-query hooks so retries and screens can see its status. */
export class ApiError extends Error implements ErrorBody {
  override readonly name = 'ApiError';
  /** The HTTP status of the response. */
  readonly status: number;
  /** The parsed response body (an `Error` body, or whatever the server sent). */
  readonly body: unknown;
  readonly code?: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, body: unknown) {
    super(messageOf(body) ?? `Request failed with status ${status}`);
    this.status = status;
    this.body = body;
    if (typeof body === 'object' && body !== null) {
      const { code, fields } = body as Partial<ErrorBody>;
      if (typeof code === 'string') this.code = code;
      if (typeof fields === 'object' && fields !== null) this.fields = fields;
    }
  }
}

/**
 * The message a user should read for a failed call: the server's `message` when the response had one,
 * otherwise `fallback` (also for network failures and programming errors, whose texts mean nothing to a user).
 * Accepts an `ApiError` (react-query hooks) or the raw `error` body returned by the client.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return messageOf(error.body) ?? fallback;
  if (error instanceof Error) return fallback;
  return messageOf(error) ?? fallback;
}
