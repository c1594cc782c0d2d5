import { DatabaseUnavailableError } from './database.js';

// SQLSTATEs that mean the database cannot serve anyone right now, not that this request was wrong:
// connection exceptions (class 08), shutdowns and start-up (57P0x), too many connections, and a database that
// no longer exists under its name (3D000).
const unavailableStates = /^(08...|57P0[1-4]|53300|3D000)$/;
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
]);
const driverMessages = [
  /^timeout exceeded when trying to connect$/i,
  /^Connection terminated/i,
  /^Client has encountered a connection error/i,
  /^Cannot use a pool after calling end/i,
  /^PGlite is closed/i,
];

/**
 * Whether a failure means the database is unreachable (answered 503 with Retry-After) rather than a fault of
 * the request or of the code (500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableStates.test(code) || networkCodes.has(code))) return true;
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return driverMessages.some((pattern) => pattern.test(error.message));
}

/**
 * Whether the database cancelled the statement (SQLSTATE 57014): it ran past statement_timeout, or an operator
 * cancelled it. Not the request's fault nor a bug: answered 503, try again (or ask for less).
 */
export function isStatementCancelled(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === '57014';
}
