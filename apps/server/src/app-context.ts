import type { HeavyReadTurns } from './plugins/heavy-reads.js';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config.js';
import {
  createContext,
  type Context,
  type ContextParts,
  type ServiceSettings,
  type SignedInContext,
} from './context.js';
import type { Database } from './db/database.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Mailer } from './mail/mailer.js';
import type { ContractSchemas } from './plugins/validation.js';
import type { Viewer } from './policy/viewer.js';
import type { CredentialCipher } from './secrets/credential-cipher.js';
import type { FileStorage } from './storage/file-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    /** Delivers the emails of the account flows (SMTP, or the outbox with logged links). */
    mailer: Mailer;
    storage: FileStorage;
    /** Encrypts and decrypts carrier passwords (CREDENTIALS_KEY). */
    credentialCipher: CredentialCipher;
    /** The limits and the analytics signing (ANALYTICS_TOKEN_SECRET, Sigma) services read from their context. */
    serviceSettings: ServiceSettings;
    /** Where every instance counts the per-address limits (REDIS_URL); absent: each process counts its own. */
    redis: Redis | undefined;
    /**
     * The job queue in the database (pg-boss): imports and changes of the reference data are queued here and run
     * by a worker of any instance.
     */
    jobs: JobQueue;
    /** The turns of the heavy reads (dashboards, the Control Master, exports) of this process. */
    heavyReads: HeavyReadTurns;
    /** The contract's schemas, compiled as they are first used. */
    contractSchemas: ContractSchemas;
  }
  interface FastifyRequest {
    /** The context services work with, set on every API operation before its body is read. */
    context: Context;
  }
}

/** What every context of this server is made of: what the app holds, logging to `log`. */
export function serverContextParts(app: FastifyInstance, log: FastifyBaseLogger): ContextParts {
  const { db, serviceSettings, contractSchemas, redis, mailer, storage, jobs, credentialCipher, config } =
    app;
  return {
    db,
    settings: serviceSettings,
    schemas: contractSchemas,
    redis,
    mailer,
    storage,
    imports: jobs,
    credentials: credentialCipher,
    log,
    publicUrl: config.publicUrl,
  };
}

/** The context of one request, made from what the app holds; the one way a request gets a context. */
export function requestContext(request: FastifyRequest, viewer: Viewer): SignedInContext;
export function requestContext(request: FastifyRequest, viewer?: Viewer): Context;
export function requestContext(request: FastifyRequest, viewer?: Viewer): Context {
  return createContext(
    { ...serverContextParts(request.server, request.log), sourceAddress: request.ip },
    viewer,
  );
}
