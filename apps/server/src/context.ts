import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { SigmaConfig } from './config.js';
import type { Database, Queryable } from './db/database.js';
import { AppError } from './errors.js';
import type { Mailer } from './mail/mailer.js';
import type { ContractSchemas } from './plugins/validation.js';
import type { Viewer } from './policy/viewer.js';
import type { RederivationProgress } from './repositories/package-rederivation.js';
import type { VerifiedFrame } from './services/analytics/frame-token.js';
import type { ImportQueue } from './services/invoice-import/queue-invoice-file.js';
import type { CredentialCipher } from './secrets/credential-cipher.js';
import type { FileStorage } from './storage/file-storage.js';

/** The settings services read: limits and the analytics frame's signing. */
export interface ServiceSettings {
  /** A session ends this long after sign-in at the latest, however often it is refreshed. */
  readonly sessionMaxLifetimeSeconds: number;
  /** The largest document an upload may carry. */
  readonly documentMaxBytes: number;
  /** The frame token's secret, and Sigma's credentials when dashboards are Sigma's. */
  readonly analytics: { readonly tokenSecret: Uint8Array; readonly sigma: SigmaConfig | undefined };
}

/**
 * What every service works with, one object per request (or per command-line run), passed the same way
 * everywhere: `service(context, input)`.
 */
export interface Context {
  /**
   * The database; inside `transaction`, the transaction itself. The outer handle is not reachable there on
   * purpose: on PGlite a query on it would wait for the transaction's own lock forever.
   */
  readonly db: Queryable;
  /**
   * The database itself, for what runs outside any transaction: a COPY out of it (exports) and refreshing
   * statistics after a large load. Inside `transaction` it throws when touched, for the same reason as `db`.
   */
  readonly database: Database;
  readonly settings: ServiceSettings;
  /** The contract's schemas, for what arrives other than as a request body (the rows of an uploaded file). */
  readonly schemas: ContractSchemas;
  /** Redis shared by every instance (REDIS_URL), where the per-address limits are counted; absent without it. */
  readonly redis?: Redis;
  readonly mailer: Mailer;
  readonly storage: FileStorage;
  /** Where uploads are queued for import (the job queue in the database). */
  readonly imports: ImportQueue;
  /** Encrypts and decrypts carrier passwords. */
  readonly credentials: CredentialCipher;
  readonly log: FastifyBaseLogger;
  /** The address users reach the portal at; every link in an email starts with it. */
  readonly publicUrl: URL;
  readonly now: () => Date;
  /** The client's address (`request.ip`), recorded in the audit log; absent outside a request. */
  readonly sourceAddress?: string;
  /** Told how far a re-derivation is, when it runs as a job that reports its progress. */
  readonly onProgress?: (progress: RederivationProgress) => void;
  /** The signed-in person, on operations that require a session. */
  readonly viewer: Viewer | undefined;
  /** What the analytics frame's token grants, on the operations it authorizes (and only there). */
  readonly frame?: VerifiedFrame;
  /** Runs `work` in one transaction (committed when it resolves); a nested call joins the open transaction. */
  transaction<T>(work: (tx: Context) => Promise<T>): Promise<T>;
}

/** The context of an operation that requires a session. */
export interface SignedInContext extends Context {
  readonly viewer: Viewer;
  transaction<T>(work: (tx: SignedInContext) => Promise<T>): Promise<T>;
}

/** The context of an operation authorized by the analytics frame's token. */
export interface FrameContext extends Context {
  readonly frame: VerifiedFrame;
}

/** The parts a context is made of. */
export interface ContextParts {
  db: Database;
  settings: ServiceSettings;
  schemas: ContractSchemas;
  redis?: Redis;
  mailer: Mailer;
  storage: FileStorage;
  imports: ImportQueue;
  credentials: CredentialCipher;
  log: FastifyBaseLogger;
  publicUrl: URL;
  now?: () => Date;
  sourceAddress?: string;
  onProgress?: (progress: RederivationProgress) => void;
}

const unreachableInsideTransaction = new Proxy({} as Database, {
  get() {
    throw new Error('context.database is not reachable inside a transaction: use context.db');
  },
});

/**
 * The part of a context that work on the database alone needs (the importer, the command lines, the demo
 * loader): a Context is one, and `createDatabaseContext` makes one from a database.
 */
export interface DatabaseContext {
  readonly db: Queryable;
  readonly database: Database;
  readonly now: () => Date;
  /** Who acts; absent for the command lines and the demo loader. */
  readonly viewer?: { userId: string } | undefined;
  transaction<T>(work: (tx: DatabaseContext) => Promise<T>): Promise<T>;
}

function withinTransaction<C extends DatabaseContext>(outer: C, tx: Queryable): C {
  const inner: C = {
    ...outer,
    db: tx,
    database: unreachableInsideTransaction,
    transaction: (work: (tx: C) => Promise<unknown>) => work(inner),
  };
  return inner;
}

/**
 * The context of work on the database alone, outside any request: nobody signed in, or `actor`, the person the
 * work is done for (an import job's uploader).
 */
export function createDatabaseContext(
  db: Database,
  now: () => Date = () => new Date(),
  actor?: { userId: string },
): DatabaseContext {
  const context: DatabaseContext = {
    db,
    database: db,
    now,
    viewer: actor,
    transaction: (work) => db.transaction((tx) => work(withinTransaction(context, tx))),
  };
  return context;
}

export function createContext(parts: ContextParts, viewer: Viewer): SignedInContext;
export function createContext(parts: ContextParts, viewer?: Viewer): Context;
export function createContext(parts: ContextParts, viewer?: Viewer): Context {
  const {
    db,
    settings,
    schemas,
    redis,
    mailer,
    storage,
    imports,
    credentials,
    log,
    publicUrl,
    now = () => new Date(),
    sourceAddress,
    onProgress,
  } = parts;
  const context: Context = {
    db,
    database: db,
    settings,
    schemas,
    redis,
    mailer,
    storage,
    imports,
    credentials,
    log,
    publicUrl,
    now,
    sourceAddress,
    onProgress,
    viewer,
    transaction: (work) => db.transaction((tx) => work(withinTransaction(context, tx))),
  };
  return context;
}

export const notSignedInMessage = 'You are not signed in or your session has expired';

/** Narrows a context to a signed-in one; throws 401 when there is no viewer. */
export function signedIn(context: Context): SignedInContext {
  if (!context.viewer) throw new AppError('unauthenticated', notSignedInMessage);
  return context as SignedInContext;
}
