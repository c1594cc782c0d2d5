import { isIP } from 'node:net';
import path from 'node:path';
import type { LogLevel } from 'fastify';
import { defaultPoolSettings, type PoolSettings } from './db/postgres.js';
import { paths } from './paths.js';
import { defaultHeavyReadSettings, type HeavyReadSettings } from './plugins/heavy-reads.js';
import { defaultSessionMaxLifetimeSeconds } from './services/auth/session-policy.js';
import { minimumAnalyticsSecretBytes } from './secrets/analytics-token-secret.js';
import { parseCredentialKey, type CredentialKey } from './secrets/credential-cipher.js';

/** Everything the server reads from its environment, resolved once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** Directory of the embedded database and local files; used when `databaseUrl` is unset. */
  dataDir: string;
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** The PostgreSQL pool's size and timeouts (DATABASE_POOL_MAX, DATABASE_*_TIMEOUT_MS). */
  databasePool: PoolSettings;
  /** How many heavy reads run at once, and how long one waits its turn (HEAVY_READS_AT_ONCE, HEAVY_READS_WAIT_MS). */
  heavyReads: HeavyReadSettings;
  /** When set, GET /metrics answers Prometheus text to `Authorization: Bearer <token>` (METRICS_TOKEN). */
  metricsToken: string | undefined;
  /**
   * Redis (REDIS_URL, redis:// or rediss://) where every instance counts the per-address request limits; when
   * unset each process counts its own in memory.
   */
  redisUrl: URL | undefined;
  /** The address users reach the portal at; its origin is the only origin allowed to change state. */
  publicUrl: URL;
  logLevel: LogLevel;
  /**
   * Which proxies in front of the server to believe about the client address (X-Forwarded-For): false (none,
   * the default), how many proxies stand in front of it (a hop count), or their addresses / CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** How long a session lasts after its sign-in, however often it is refreshed (SESSION_MAX_LIFETIME). */
  sessionMaxLifetimeSeconds: number;
  /** Whether cookies carry the Secure flag (everywhere except plain HTTP on localhost). */
  secureCookies: boolean;
  /** SMTP server that delivers mail (smtp:// or smtps://); when unset, mail stays in the outbox and its links are logged. */
  smtpUrl: URL | undefined;
  /** The From address of every email. */
  mailFrom: string;
  /** The largest document an upload may carry, in bytes. */
  documentMaxBytes: number;
  /** How many packages of demo shipments a first start with demo data loads (DEMO_PACKAGES, 0 for none). */
  demoPackages: number;
  /** S3-compatible object storage for uploaded files; when unset, files live under `dataDir/files`. */
  s3: S3Config | undefined;
  /**
   * The key carrier passwords are encrypted with (CREDENTIALS_KEY); when unset, one generated under `dataDir`
   * (secrets/credential-keys.ts).
   */
  credentialsKey: CredentialKey | undefined;
  /** Older keys (CREDENTIALS_PREVIOUS_KEYS), read until `npm run rotate-credentials-key` moves every row on. */
  previousCredentialsKeys: CredentialKey[];
  /**
   * Signs the analytics frame's tokens (ANALYTICS_TOKEN_SECRET); when unset, one generated under `dataDir`
   * (secrets/analytics-token-secret.ts).
   */
  analyticsTokenSecret: string | undefined;
  /** Sigma embedding: when set, the dashboards are Sigma workbooks instead of the built-in analytics frame. */
  sigma: SigmaConfig | undefined;
  /**
   * Whether this process runs queued jobs, imports and changes of the reference data (IMPORT_WORKER, default
   * true); false for a web instance that leaves them to the others (`--worker` processes or other instances).
   */
  importWorker: boolean;
  /**
   * How long an import may run before the queue takes its worker for dead and hands the job to another
   * (IMPORT_JOB_EXPIRY, default 2h).
   */
  importJobExpirySeconds: number;
  /** How long an uploaded file is kept at most when its job never ends (IMPORT_FILE_RETENTION, default 7d). */
  importFileRetentionSeconds: number;
  /**
   * How long a change of the reference data (a job: it re-derives stored packages) is waited for before its
   * request is answered 202 with the change to follow (REFERENCE_DATA_CHANGE_WAIT_MS, default 20000, at most
   * 50000: under the minute a quiet connection is kept).
   */
  referenceDataChangeWaitMs: number;
}

/** The Sigma embed credentials (SIGMA_CLIENT_ID, SIGMA_SECRET) and the workbook of each dashboard kind. */
export interface SigmaConfig {
  clientId: string;
  secret: string;
  /** Dashboard kind -> the workbook's embed URL (SIGMA_WORKBOOK_URLS, a JSON object). */
  workbookUrls: Record<string, string>;
}

/**
 * Where uploaded files go when they go to S3-compatible object storage. Credentials are not here: the AWS SDK
 * reads them from its usual places (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, AWS_PROFILE, an instance role).
 */
export interface S3Config {
  bucket: string;
  /** The address of an S3-compatible service (MinIO, R2, Ceph…); unset for AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name, as most S3-compatible services want. */
  forcePathStyle: boolean;
}

const logLevels: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

// The names proxy-addr (Fastify's trustProxy) knows for the usual private ranges.
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(text: string): boolean {
  if (namedProxyRanges.has(text)) return true;
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends: set it to the number of proxies in front of the server (e.g. 1) or to their addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1) {
      throw new Error(`TRUST_PROXY must be a number of proxies above 0, got "${value}" (unset it for none)`);
    }
    return hops;
  }
  const addresses = value.split(',').map((address) => address.trim());
  const wrong = addresses.find((address) => !isProxyAddress(address));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY must be the number of proxies in front of the server or their addresses/CIDRs, comma separated; "${wrong}" is neither`,
    );
  }
  return addresses;
}

const durationUnits: Record<string, number> = { s: 1, m: 60, h: 60 * 60, d: 24 * 60 * 60 };

function parseSessionMaxLifetime(value: string | undefined): number {
  if (!value) return defaultSessionMaxLifetimeSeconds;
  const match = /^(\d+)\s*([mhd])$/.exec(value.trim());
  const seconds = match ? Number(match[1]) * durationUnits[match[2]!]! : 0;
  if (!Number.isSafeInteger(seconds) || seconds < 1) {
    throw new Error(
      `SESSION_MAX_LIFETIME must be a duration in minutes, hours or days above 0 (e.g. 12h, 30d), got "${value}"`,
    );
  }
  return seconds;
}

/** A duration such as 90s, 30m, 2h or 7d, in seconds, from 1 second to `max` (a duration too). */
function parseDuration(name: string, value: string | undefined, fallback: number, max: string): number {
  const seconds = (text: string) => {
    const match = /^(\d+)\s*([smhd])$/.exec(text.trim());
    return match ? Number(match[1]) * durationUnits[match[2]!]! : 0;
  };
  if (!value) return fallback;
  const parsed = seconds(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1 || parsed > seconds(max)) {
    throw new Error(`${name} must be a duration from 1s to ${max} (e.g. 90s, 30m, 2h, 7d), got "${value}"`);
  }
  return parsed;
}

function parseReferenceDataChangeWait(value: string | undefined): number {
  if (!value) return 20_000;
  const wait = Number(value);
  if (!/^\d+$/.test(value.trim()) || wait > 50_000) {
    throw new Error(`REFERENCE_DATA_CHANGE_WAIT_MS must be milliseconds from 0 to 50000, got "${value}"`);
  }
  return wait;
}

/** A URL of the given schemes, or undefined when the variable is unset. */
function parseServiceUrl(
  name: string,
  value: string | undefined,
  schemes: [string, string],
  expected: string,
): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (schemes.includes(url.protocol)) return url;
  } catch {
    // Reported below with the variable's name.
  }
  throw new Error(`${name} must be ${expected}, got "${value}"`);
}

/** Documents may be this large unless DOCUMENT_MAX_BYTES says otherwise (50 MB). */
export const defaultDocumentMaxBytes = 50 * 1024 * 1024;

function parseDocumentMaxBytes(value: string | undefined): number {
  if (!value) return defaultDocumentMaxBytes;
  const bytes = Number(value);
  if (!Number.isSafeInteger(bytes) || bytes < 1) {
    throw new Error(`DOCUMENT_MAX_BYTES must be a whole number of bytes above 0, got "${value}"`);
  }
  return bytes;
}

function parseDemoPackages(value: string | undefined): number {
  if (!value) return 50_000;
  const packages = Number(value);
  if (!Number.isSafeInteger(packages) || packages < 0) {
    throw new Error(`DEMO_PACKAGES must be a whole number of packages, 0 or more, got "${value}"`);
  }
  return packages;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (!value) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function parseS3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET || undefined;
  const endpoint = env.S3_ENDPOINT || undefined;
  if (!bucket) {
    if (endpoint) throw new Error('S3_BUCKET must be set when S3_ENDPOINT is set');
    return undefined;
  }
  if (endpoint) {
    try {
      const url = new URL(endpoint);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    } catch {
      throw new Error(`S3_ENDPOINT must be an http:// or https:// URL, got "${endpoint}"`);
    }
  }
  return {
    bucket,
    endpoint,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
  };
}

function parseAnalyticsTokenSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (Buffer.byteLength(value, 'utf8') < minimumAnalyticsSecretBytes) {
    throw new Error(
      `ANALYTICS_TOKEN_SECRET must be at least ${minimumAnalyticsSecretBytes} characters (random), got ${value.length}`,
    );
  }
  return value;
}

function parseSigma(env: NodeJS.ProcessEnv): SigmaConfig | undefined {
  const clientId = env.SIGMA_CLIENT_ID || undefined;
  const secret = env.SIGMA_SECRET || undefined;
  const urls = env.SIGMA_WORKBOOK_URLS || undefined;
  if (!clientId && !secret && !urls) return undefined;
  if (!clientId || !secret || !urls) {
    throw new Error(
      'SIGMA_CLIENT_ID, SIGMA_SECRET and SIGMA_WORKBOOK_URLS must be set together, or none of them',
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(urls);
  } catch {
    throw new Error('SIGMA_WORKBOOK_URLS must be a JSON object of dashboard kind -> workbook URL');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('SIGMA_WORKBOOK_URLS must be a JSON object of dashboard kind -> workbook URL');
  }
  const workbookUrls: Record<string, string> = {};
  for (const [kind, url] of Object.entries(parsed)) {
    if (typeof url !== 'string' || !/^https:\/\//.test(url)) {
      throw new Error(`SIGMA_WORKBOOK_URLS: the workbook of ${kind} must be an https:// URL`);
    }
    workbookUrls[kind] = url;
  }
  return { clientId, secret, workbookUrls };
}

function parsePositiveInteger(
  name: string,
  value: string | undefined,
  fallback: number,
  unit: string,
): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) {
    throw new Error(`${name} must be a whole number of ${unit} above 0, got "${value}"`);
  }
  return number;
}

function parseDatabasePool(env: NodeJS.ProcessEnv): PoolSettings {
  const defaults = defaultPoolSettings;
  const ms = (name: string, fallback: number) =>
    parsePositiveInteger(name, env[name], fallback, 'milliseconds');
  const settings: PoolSettings = {
    max: parsePositiveInteger('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, defaults.max, 'connections'),
    connectionTimeoutMs: ms('DATABASE_CONNECTION_TIMEOUT_MS', defaults.connectionTimeoutMs),
    statementTimeoutMs: ms('DATABASE_STATEMENT_TIMEOUT_MS', defaults.statementTimeoutMs),
    bulkStatementTimeoutMs: ms('DATABASE_BULK_STATEMENT_TIMEOUT_MS', defaults.bulkStatementTimeoutMs),
    idleInTransactionTimeoutMs: ms(
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      defaults.idleInTransactionTimeoutMs,
    ),
  };
  if (settings.bulkStatementTimeoutMs < settings.statementTimeoutMs) {
    throw new Error(
      `DATABASE_BULK_STATEMENT_TIMEOUT_MS (${settings.bulkStatementTimeoutMs}) must be at least DATABASE_STATEMENT_TIMEOUT_MS (${settings.statementTimeoutMs})`,
    );
  }
  return settings;
}

/** A metrics scrape token shorter than this is refused: it is the only thing guarding /metrics. */
export const minimumMetricsTokenLength = 16;

function parseMetricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < minimumMetricsTokenLength || /\s/.test(value)) {
    throw new Error(
      `METRICS_TOKEN must be at least ${minimumMetricsTokenLength} characters without spaces (random, e.g. openssl rand -hex 24), got ${value.length}`,
    );
  }
  return value;
}

function parsePreviousKeys(value: string | undefined): CredentialKey[] {
  if (!value) return [];
  return value
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text, index) => parseCredentialKey(text, `CREDENTIALS_PREVIOUS_KEYS (key ${index + 1})`));
}

/**
 * Reads the configuration from environment variables (PORT, HOST, DATA_DIR, DATABASE_URL, PUBLIC_URL, LOG_LEVEL,
 * TRUST_PROXY, SESSION_MAX_LIFETIME, SMTP_URL, MAIL_FROM, DOCUMENT_MAX_BYTES, S3_BUCKET, S3_ENDPOINT, S3_REGION,
 * S3_FORCE_PATH_STYLE, ANALYTICS_TOKEN_SECRET, SIGMA_CLIENT_ID, SIGMA_SECRET, SIGMA_WORKBOOK_URLS, DATABASE_POOL_MAX,
 * DATABASE_CONNECTION_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_BULK_STATEMENT_TIMEOUT_MS,
 * DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS, HEAVY_READS_AT_ONCE, HEAVY_READS_WAIT_MS, METRICS_TOKEN, IMPORT_WORKER,
 * IMPORT_JOB_EXPIRY, IMPORT_FILE_RETENTION, REFERENCE_DATA_CHANGE_WAIT_MS).
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
  const smtpUrl = parseServiceUrl(
    'SMTP_URL',
    env.SMTP_URL,
    ['smtp:', 'smtps:'],
    'an smtp:// or smtps:// URL',
  );
  if (publicUrl.protocol === 'https:' && !smtpUrl) {
    throw new Error(
      `SMTP_URL must be set when PUBLIC_URL is https (${publicUrl.origin}): without it no email would reach anyone`,
    );
  }
  const credentialsKey = env.CREDENTIALS_KEY
    ? parseCredentialKey(env.CREDENTIALS_KEY, 'CREDENTIALS_KEY')
    : undefined;
  if (publicUrl.protocol === 'https:' && !credentialsKey) {
    throw new Error(
      `CREDENTIALS_KEY must be set when PUBLIC_URL is https (${publicUrl.origin}): carrier passwords need a key kept outside the data directory`,
    );
  }
  const analyticsTokenSecret = parseAnalyticsTokenSecret(env.ANALYTICS_TOKEN_SECRET);
  if (publicUrl.protocol === 'https:' && !analyticsTokenSecret) {
    throw new Error(
      `ANALYTICS_TOKEN_SECRET must be set when PUBLIC_URL is https (${publicUrl.origin}): dashboard tokens need a secret kept outside the data directory`,
    );
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : paths.defaultDataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePool: parseDatabasePool(env),
    heavyReads: {
      atOnce: parsePositiveInteger(
        'HEAVY_READS_AT_ONCE',
        env.HEAVY_READS_AT_ONCE,
        defaultHeavyReadSettings.atOnce,
        'reads',
      ),
      waitMs: parsePositiveInteger(
        'HEAVY_READS_WAIT_MS',
        env.HEAVY_READS_WAIT_MS,
        defaultHeavyReadSettings.waitMs,
        'milliseconds',
      ),
    },
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    redisUrl: parseServiceUrl(
      'REDIS_URL',
      env.REDIS_URL,
      ['redis:', 'rediss:'],
      'a redis:// or rediss:// URL',
    ),
    publicUrl,
    logLevel,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sessionMaxLifetimeSeconds: parseSessionMaxLifetime(env.SESSION_MAX_LIFETIME),
    secureCookies: !(publicUrl.protocol === 'http:' && localHosts.has(publicUrl.hostname)),
    smtpUrl,
    mailFrom: env.MAIL_FROM || `Waybill <no-reply@${publicUrl.hostname}>`,
    documentMaxBytes: parseDocumentMaxBytes(env.DOCUMENT_MAX_BYTES),
    demoPackages: parseDemoPackages(env.DEMO_PACKAGES),
    s3: parseS3(env),
    credentialsKey,
    previousCredentialsKeys: parsePreviousKeys(env.CREDENTIALS_PREVIOUS_KEYS),
    analyticsTokenSecret,
    sigma: parseSigma(env),
    importWorker: parseBoolean('IMPORT_WORKER', env.IMPORT_WORKER, true),
    importJobExpirySeconds: parseDuration(
      'IMPORT_JOB_EXPIRY',
      env.IMPORT_JOB_EXPIRY,
      2 * 60 * 60,
      // pg-boss takes a job for dead after a day at most.
      '23h',
    ),
    importFileRetentionSeconds: parseDuration(
      'IMPORT_FILE_RETENTION',
      env.IMPORT_FILE_RETENTION,
      7 * 24 * 60 * 60,
      '365d',
    ),
    referenceDataChangeWaitMs: parseReferenceDataChangeWait(env.REFERENCE_DATA_CHANGE_WAIT_MS),
  };
}
