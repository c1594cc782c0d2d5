/** The kinds of failure a service can report; the error handler maps each to one HTTP status. */
export const errorStatus = {
  bad_request: 400,
  invalid_token: 400,
  unauthenticated: 401,
  forbidden: 403,
  /** The signed-in person has not verified their email address, which reading an organization's data needs. */
  email_verification_required: 403,
  not_found: 404,
  conflict: 409,
  /** A license was asked for a person whose email address is not verified. */
  email_not_verified: 409,
  /** Every license seat of the organization is in use. */
  license_limit_reached: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  not_implemented: 501,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** A failure whose message is safe to show to the caller. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** For 'too_many_requests': seconds until a retry can succeed, sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>, retryAfterSeconds?: number) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}
