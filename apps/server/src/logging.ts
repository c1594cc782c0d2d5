import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';

const secretQueryParameters = /([?&](?:token|invitationToken|resetPasswordToken|password)=)[^&#]*/gi;

/** A URL with the values of secret query parameters (tokens from email links) replaced by [Redacted]. */
export function redactUrl(url: string): string {
  return url.replace(secretQueryParameters, '$1[Redacted]');
}

/**
 * The paths pino removes from every log line: credentials of requests and responses, and secrets of any
 * object that is logged (bodies, errors).
 */
export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'password',
  'passwordHash',
  'confirmPassword',
  'token',
  'accessToken',
  'refreshToken',
  'invitationToken',
  'resetPasswordToken',
  '*.password',
  '*.passwordHash',
  '*.confirmPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.invitationToken',
  '*.resetPasswordToken',
  '*.cookie',
  '*["set-cookie"]',
];

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Logger options of the server: JSON lines (pino), secrets redacted, request lines without secrets. */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel'>,
  stream?: NodeJS.WritableStream,
): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: redactedPaths, censor: '[Redacted]' },
    serializers: {
      req: (request: {
        method: string;
        url: string;
        headers: Record<string, unknown>;
        ip?: string;
        socket?: { remoteAddress?: string };
      }) => ({
        method: request.method,
        url: redactUrl(request.url),
        headers: request.headers,
        remoteAddress: request.ip ?? request.socket?.remoteAddress,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
