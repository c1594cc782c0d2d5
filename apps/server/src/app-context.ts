import type { AppConfig } from './config.js';
import type { Context } from './context.js';
import type { Database } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
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
    /** Signs and verifies the analytics frame's tokens (ANALYTICS_TOKEN_SECRET). */
    analyticsTokenSecret: Uint8Array;
  }
  interface FastifyRequest {
    /** The context services work with, set on every API operation before its body is read. */
    context: Context;
  }
}
