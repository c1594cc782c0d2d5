import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { assertContractResponse } from './contract-responses.js';

/** The headers every state-changing call of the portal carries. */
export const portalHeaders = { 'x-requested-with': 'waybill' } as const;

/** Log lines written by an app, captured for assertions. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  get text(): string {
    return this.lines.join('\n');
  }
}

/** The CREDENTIALS_KEY of test apps (64 hex digits: 32 bytes), so no test writes a key file. */
export const testCredentialsKey = 'a1'.repeat(32);

/** The ANALYTICS_TOKEN_SECRET of test apps, so no test writes a secret file. */
export const testAnalyticsSecret = 'test-analytics-secret-'.padEnd(40, 'x');

/** Builds the real app on a test database, with the configuration the server would read from `env`. */
export async function createTestApp(
  db: Database,
  options: { env?: NodeJS.ProcessEnv; portalDir?: string; analyticsDir?: string; logs?: LogCapture } = {},
): Promise<{ app: FastifyInstance; config: AppConfig; logs: LogCapture }> {
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:8080',
    LOG_LEVEL: 'info',
    CREDENTIALS_KEY: testCredentialsKey,
    ANALYTICS_TOKEN_SECRET: testAnalyticsSecret,
    ...options.env,
  });
  const logs = options.logs ?? new LogCapture();
  const app = await buildApp({
    config,
    db,
    logStream: logs,
    portalDir: options.portalDir,
    analyticsDir: options.analyticsDir,
  });
  await app.ready();
  checkResponsesAgainstContract(app);
  return { app, config, logs };
}

/**
 * Makes every `app.inject({...})` of a test check its response against openapi.yaml (contract-responses.ts): a
 * test whose call gets an answer the contract does not allow fails, whatever it asserts itself.
 */
function checkResponsesAgainstContract(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  const checked = async (options: InjectOptions) => {
    const response = await inject(options);
    await assertContractResponse(options, response);
    return response;
  };
  app.inject = checked as unknown as FastifyInstance['inject'];
}

/** A unique address, so tests sharing one database never collide. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The `name=value` pairs of the Set-Cookie headers of a response, keyed by name. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** Registers an account through the API and returns its credentials. */
export async function registerAccount(app: FastifyInstance, overrides: Partial<Record<string, string>> = {}) {
  const account = {
    firstName: 'Test',
    lastName: 'Person',
    email: uniqueEmail(),
    password: 'correct horse battery',
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: portalHeaders,
    payload: account,
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return account as { firstName: string; lastName: string; email: string; password: string };
}

/** Signs in and returns the session's access and refresh tokens. */
export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: portalHeaders,
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookies = cookiesOf(response);
  return { access: cookies.waybill_session!, refresh: cookies.waybill_refresh!, response };
}

/** One call of the API as the portal makes it, signed in as `access` (a session token) or anonymously. */
export function callApi(
  app: FastifyInstance,
  access: string | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: portalHeaders,
    ...(access ? { cookies: { waybill_session: access } } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
