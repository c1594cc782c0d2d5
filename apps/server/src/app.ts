import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { requestContext, serverContextParts } from './app-context.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { loadContract } from './contract.js';
import { loggerOptions } from './logging.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { paths } from './paths.js';
import { analyticsFrame } from './plugins/analytics-frame.js';
import { apiDocs } from './plugins/api-docs.js';
import { apiRoutes } from './plugins/api-routes.js';
import { HeavyReadTurns } from './plugins/heavy-reads.js';
import { draining } from './plugins/draining.js';
import { errorHandler } from './plugins/error-handler.js';
import { metrics } from './plugins/metrics.js';
import { portal } from './plugins/portal.js';
import { sharedAddressLimitStore } from './plugins/rate-limits.js';
import { uploads } from './plugins/uploads.js';
import { contractBodies, contractSchemas, schemaController } from './plugins/validation.js';
import { operationHandlers } from './routes/index.js';
import { loadAnalyticsTokenSecret } from './secrets/analytics-token-secret.js';
import type { CredentialCipher } from './secrets/credential-cipher.js';
import { loadCredentialCipher } from './secrets/credential-keys.js';
import { JobQueue } from './jobs/job-queue.js';
import { getHealth } from './services/health/get-health.js';
import type { FileStorage } from './storage/file-storage.js';
import { openFileStorage } from './storage/open-file-storage.js';
import { connected, openRedis } from './shared-state/redis.js';

/** What the app is built from; tests pass the same things the server does. */
export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Where log lines go (default: stdout). */
  logStream?: NodeJS.WritableStream;
  /** Directory of the built portal (default: apps/portal/dist). */
  portalDir?: string;
  /** Directory of the built analytics frame (default: apps/analytics/dist). */
  analyticsDir?: string;
  /** How email is delivered (default: chosen by the configuration, see createMailer). */
  mailer?: Mailer;
  /** Where uploaded files live (default: chosen by the configuration, see openFileStorage). */
  storage?: FileStorage;
  /** How carrier passwords are encrypted (default: CREDENTIALS_KEY, see loadCredentialCipher). */
  credentialCipher?: CredentialCipher;
}

/** The origins of the Sigma workbooks the dashboard page may frame. */
function sigmaOrigins(config: AppConfig): string[] {
  return [...new Set(Object.values(config.sigma?.workbookUrls ?? {}).map((url) => new URL(url).origin))];
}

/**
 * Fastify's trustProxy for TRUST_PROXY: with a number of proxies, the addresses X-Forwarded-For names are
 * believed that many hops from the server and no further, so what a client writes to the left of them is never
 * its address. (Fastify itself takes a number to mean "trust no one".)
 */
function trustProxy(config: AppConfig): false | string[] | ((address: string, hop: number) => boolean) {
  const trusted = config.trustProxy;
  if (typeof trusted !== 'number') return trusted;
  return (_address, hop) => hop < trusted;
}

/** JSON bodies above this size are refused with 413. */
export const jsonBodyLimit = 1024 * 1024;

/**
 * The router's refusals of an address it cannot route (a malformed percent-encoding, a path part over its
 * 100 characters), answered with the contract's error body rather than the framework's own.
 */
function answerUnroutableAddress(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long: ids and names in a path have at most 100 characters'
      : 'The address is not valid: check its percent-encoding';
  void reply.code(400).type('application/json; charset=utf-8').send({ message, code: 'BAD_REQUEST' });
}

/**
 * Builds the Waybill HTTP application: security headers, cookies, the contract's routes (each with its cross-site
 * guard and access gate) under /api/v1, /health, /metrics (with METRICS_TOKEN), the API reference at /api/docs, the analytics frame at
 * /analytics/ and the portal. Listening is the caller's business.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: jsonBodyLimit,
    // Slow clients may not hold a request open forever, but a 50 MB document on a slow line takes minutes to
    // send; a socket that goes quiet is closed after a minute (connectionTimeout), and headers have Node's own
    // limit, so a stalled client is still cut off early.
    requestTimeout: 10 * 60_000,
    connectionTimeout: 60_000,
    forceCloseConnections: 'idle',
    // Served while closing, with Connection: close (plugins/draining.ts).
    return503OnClosing: false,
    trustProxy: trustProxy(config),
    schemaController,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerUnroutableAddress,
  });
  app.decorate('config', config);
  app.decorate('db', db);
  const mailer = options.mailer ?? createMailer(config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
  app.decorate('storage', options.storage ?? openFileStorage(config));
  app.decorate('credentialCipher', options.credentialCipher ?? loadCredentialCipher(config, app.log));
  const jobs = await JobQueue.open(db, config, app.log);
  app.decorate('jobs', jobs);
  app.decorate('heavyReads', new HeavyReadTurns(config.heavyReads));
  // Stopped once the requests in flight are done and before the database closes: an import in flight rolls back.
  app.addHook('onClose', () => jobs.stop());
  if (config.importWorker)
    await jobs.startImportWorker({ database: db, storage: app.storage, log: app.log, now: () => new Date() });
  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log) : undefined;
  if (redis) await connected(redis);
  app.decorate('redis', redis);
  if (redis)
    app.addHook('onClose', () =>
      redis.quit().then(
        () => undefined,
        () => redis.disconnect(),
      ),
    );
  app.decorate('serviceSettings', {
    sessionMaxLifetimeSeconds: config.sessionMaxLifetimeSeconds,
    documentMaxBytes: config.documentMaxBytes,
    analytics: { tokenSecret: loadAnalyticsTokenSecret(config, app.log), sigma: config.sigma },
  });
  app.decorateRequest('context', null as never);

  const https = config.publicUrl.protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // Organization logos and avatars may be images on other hosts.
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'"],
        // The dashboards are the analytics frame (same origin) or, when configured, Sigma workbooks.
        'frame-src': ["'self'", ...sigmaOrigins(config)],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  await app.register(cookie);
  await app.register(errorHandler);
  await app.register(draining);
  await app.register(metrics, { token: config.metricsToken, db });

  const contract = loadContract(paths.openapi);
  app.decorate('contractSchemas', contractSchemas(contract.document));
  if (config.importWorker) {
    await jobs.startReferenceDataChangeWorker(serverContextParts(app, app.log));
    await jobs.startRefundDeadlineDigest(serverContextParts(app, app.log));
    await jobs.startRefundStatements(serverContextParts(app, app.log));
  }
  await app.register(apiDocs, { document: contract.document });
  // Per-address limits: counted in Redis by every instance when there is one, else in this process's memory.
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: sharedAddressLimitStore(redis) } : {}),
  });
  await app.register(contractBodies);
  await app.register(uploads);
  await app.register(apiRoutes, {
    document: contract.document,
    handlers: operationHandlers,
    basePath: contract.basePath,
  });
  // Load balancers probe the root path, outside the API prefix.
  app.get('/health', (request) => getHealth(requestContext(request)));

  await app.register(analyticsFrame, {
    prefix: '/analytics',
    distDir: options.analyticsDir ?? paths.analyticsDist,
  });
  await app.register(portal, { distDir: options.portalDir ?? paths.portalDist });
  return app;
}
