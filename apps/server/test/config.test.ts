import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it("defaults to port 8080, the embedded database under the repository's .data and a local public URL", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: fileURLToPath(new URL('../../../.data', import.meta.url)),
      databaseUrl: undefined,
      logLevel: 'info',
      secureCookies: false,
      trustProxy: false,
    });
    expect(config.publicUrl.href).toBe('http://localhost:8080/');
  });

  it.each([
    ['http://localhost:3000', false],
    ['http://127.0.0.1:8080', false],
    ['http://192.168.1.20:8080', true],
    ['https://waybill.example.com', true],
  ])('marks cookies Secure for %s: %s', (publicUrl, secure) => {
    const env = {
      PUBLIC_URL: publicUrl,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      CREDENTIALS_KEY: 'a1'.repeat(32),
      ANALYTICS_TOKEN_SECRET: 'b2'.repeat(16),
    };
    expect(loadConfig(env).secureCookies).toBe(secure);
  });

  it('refuses unusable values with one line naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number, got "eighty"');
    expect(() => loadConfig({ PUBLIC_URL: 'waybill.local' })).toThrow('PUBLIC_URL must be an absolute URL');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of');
  });

  it('bounds the PostgreSQL pool: size, connection wait, statement and idle-transaction timeouts', () => {
    expect(loadConfig({}).databasePool).toEqual({
      max: 10,
      connectionTimeoutMs: 2_000,
      statementTimeoutMs: 30_000,
      bulkStatementTimeoutMs: 600_000,
      idleInTransactionTimeoutMs: 60_000,
    });
    expect(
      loadConfig({
        DATABASE_POOL_MAX: '4',
        DATABASE_CONNECTION_TIMEOUT_MS: '500',
        DATABASE_STATEMENT_TIMEOUT_MS: '10000',
        DATABASE_BULK_STATEMENT_TIMEOUT_MS: '120000',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '15000',
      }).databasePool,
    ).toEqual({
      max: 4,
      connectionTimeoutMs: 500,
      statementTimeoutMs: 10_000,
      bulkStatementTimeoutMs: 120_000,
      idleInTransactionTimeoutMs: 15_000,
    });
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(
      'DATABASE_POOL_MAX must be a whole number of connections above 0, got "0"',
    );
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '30s' })).toThrow(
      'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds above 0, got "30s"',
    );
    expect(() => loadConfig({ DATABASE_BULK_STATEMENT_TIMEOUT_MS: '1000' })).toThrow(
      'DATABASE_BULK_STATEMENT_TIMEOUT_MS (1000) must be at least DATABASE_STATEMENT_TIMEOUT_MS (30000)',
    );
  });

  it('serves /metrics only with a METRICS_TOKEN long enough to guard it', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'f'.repeat(32) }).metricsToken).toBe('f'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN must be at least 16 characters without spaces (random, e.g. openssl rand -hex 24), got 5',
    );
  });

  it('counts the per-address limits in Redis when REDIS_URL names it, and refuses anything else', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl?.href).toBe(
      'redis://127.0.0.1:6379/2',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL, got "http://127.0.0.1:6379"',
    );
  });

  it('reads the proxies to trust: a number of proxies, or their addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, ::1, fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('reads how long a session may last after its sign-in: 30 days unless SESSION_MAX_LIFETIME says otherwise', () => {
    expect(loadConfig({}).sessionMaxLifetimeSeconds).toBe(30 * 24 * 60 * 60);
    expect(loadConfig({ SESSION_MAX_LIFETIME: '12h' }).sessionMaxLifetimeSeconds).toBe(12 * 60 * 60);
    expect(loadConfig({ SESSION_MAX_LIFETIME: '7d' }).sessionMaxLifetimeSeconds).toBe(7 * 24 * 60 * 60);
    expect(loadConfig({ SESSION_MAX_LIFETIME: '90m' }).sessionMaxLifetimeSeconds).toBe(90 * 60);
    for (const value of ['12', '0h', 'forever', '1.5d']) {
      expect(() => loadConfig({ SESSION_MAX_LIFETIME: value })).toThrow(
        `SESSION_MAX_LIFETIME must be a duration in minutes, hours or days above 0 (e.g. 12h, 30d), got "${value}"`,
      );
    }
  });

  it('reads the import worker settings: a worker in every process, a 2h expiry and 7 days of retention by default', () => {
    expect(loadConfig({})).toMatchObject({
      importWorker: true,
      importJobExpirySeconds: 2 * 60 * 60,
      importFileRetentionSeconds: 7 * 24 * 60 * 60,
    });
    expect(
      loadConfig({ IMPORT_WORKER: 'false', IMPORT_JOB_EXPIRY: '90s', IMPORT_FILE_RETENTION: '30d' }),
    ).toMatchObject({
      importWorker: false,
      importJobExpirySeconds: 90,
      importFileRetentionSeconds: 30 * 24 * 60 * 60,
    });
    expect(() => loadConfig({ IMPORT_WORKER: '0' })).toThrow('IMPORT_WORKER must be true or false, got "0"');
    for (const value of ['2', '0s', '1d', 'soon']) {
      expect(() => loadConfig({ IMPORT_JOB_EXPIRY: value })).toThrow(
        `IMPORT_JOB_EXPIRY must be a duration from 1s to 23h (e.g. 90s, 30m, 2h, 7d), got "${value}"`,
      );
    }
    expect(() => loadConfig({ IMPORT_FILE_RETENTION: '400d' })).toThrow(
      'IMPORT_FILE_RETENTION must be a duration from 1s to 365d (e.g. 90s, 30m, 2h, 7d), got "400d"',
    );
  });

  it('refuses TRUST_PROXY=true, which would believe any X-Forwarded-For, saying what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends: set it to the number of proxies in front of the server (e.g. 1) or to their addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)',
    );
  });

  it('refuses a TRUST_PROXY that is neither a number of proxies nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: '0' })).toThrow('TRUST_PROXY must be a number of proxies above 0');
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.1, proxy.internal', '1.5']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        'TRUST_PROXY must be the number of proxies in front of the server or their addresses/CIDRs',
      );
    }
  });

  it('reads the mail settings: SMTP when SMTP_URL is set, the outbox otherwise', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({}).mailFrom).toBe('Waybill <no-reply@localhost>');
    const config = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Ops <ops@example.com>' });
    expect(config.smtpUrl?.href).toBe('smtp://127.0.0.1:2525');
    expect(config.mailFrom).toBe('Ops <ops@example.com>');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL, got "http://mail.example.com"',
    );
  });

  it('refuses to start on https without SMTP_URL, where no email would reach anyone', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://waybill.example.com' })).toThrow(
      'SMTP_URL must be set when PUBLIC_URL is https (https://waybill.example.com)',
    );
  });

  it('refuses to start on https without ANALYTICS_TOKEN_SECRET, and refuses a short one', () => {
    const https = {
      PUBLIC_URL: 'https://waybill.example.com',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      CREDENTIALS_KEY: 'a1'.repeat(32),
    };
    expect(() => loadConfig(https)).toThrow('ANALYTICS_TOKEN_SECRET must be set when PUBLIC_URL is https');
    expect(() => loadConfig({ ANALYTICS_TOKEN_SECRET: 'short' })).toThrow(
      'ANALYTICS_TOKEN_SECRET must be at least 32 characters',
    );
    expect(loadConfig({ ...https, ANALYTICS_TOKEN_SECRET: 'c3'.repeat(16) }).analyticsTokenSecret).toBe(
      'c3'.repeat(16),
    );
  });

  it('reads the Sigma embed settings, all three or none', () => {
    expect(loadConfig({}).sigma).toBeUndefined();
    const sigma = {
      SIGMA_CLIENT_ID: 'client',
      SIGMA_SECRET: 'secret',
      SIGMA_WORKBOOK_URLS: '{"executive_summary":"https://app.sigmacomputing.com/acme/workbook/exec"}',
    };
    expect(loadConfig(sigma).sigma).toEqual({
      clientId: 'client',
      secret: 'secret',
      workbookUrls: { executive_summary: 'https://app.sigmacomputing.com/acme/workbook/exec' },
    });
    expect(() => loadConfig({ SIGMA_CLIENT_ID: 'client' })).toThrow('must be set together');
    expect(() => loadConfig({ ...sigma, SIGMA_WORKBOOK_URLS: '[1]' })).toThrow('must be a JSON object');
    expect(() => loadConfig({ ...sigma, SIGMA_WORKBOOK_URLS: '{"discounts":"http://x"}' })).toThrow(
      'the workbook of discounts must be an https:// URL',
    );
  });
});
