import path from 'node:path';
import type { LogLevel } from 'fastify';

/** Everything the server reads from its environment, resolved once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** Directory of the embedded database and local files; used when `databaseUrl` is unset. */
  dataDir: string;
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** The address users reach the portal at; its origin is the only origin allowed to change state. */
  publicUrl: URL;
  logLevel: LogLevel;
  /**
   * Which proxies in front of the server to believe about the client address (X-Forwarded-For): false (none,
   * the default), true (any), or a comma-separated list of addresses / CIDR ranges.
   */
  trustProxy: boolean | string[];
  /** Whether cookies carry the Secure flag (everywhere except plain HTTP on localhost). */
  secureCookies: boolean;
  /** SMTP server that delivers mail (smtp:// or smtps://); when unset, mail stays in the outbox and its links are logged. */
  smtpUrl: URL | undefined;
  /** The From address of every email. */
  mailFrom: string;
}

const logLevels: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((address) => address.trim());
}

function parseSmtpUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'smtp:' || url.protocol === 'smtps:') return url;
  } catch {
    // Reported below with the variable's name.
  }
  throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL, got "${value}"`);
}

/**
 * Reads the configuration from environment variables (PORT, HOST, DATA_DIR, DATABASE_URL, PUBLIC_URL, LOG_LEVEL,
 * TRUST_PROXY, SMTP_URL, MAIL_FROM).
 * Throws with a one-line message when a value is unusable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const publicUrlText = env.PUBLIC_URL || `http://localhost:${port}`;
  let publicUrl: URL;
  try {
    publicUrl = new URL(publicUrlText);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute URL, got "${publicUrlText}"`);
  }
  const logLevel = (env.LOG_LEVEL || 'info') as LogLevel;
  if (!logLevels.includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    logLevel,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    secureCookies: !(publicUrl.protocol === 'http:' && localHosts.has(publicUrl.hostname)),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || `Waybill <no-reply@${publicUrl.hostname}>`,
  };
}
