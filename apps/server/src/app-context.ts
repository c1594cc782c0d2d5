import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { Viewer } from './services/auth/authenticate.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    /** Delivers the emails of the account flows (SMTP, or the outbox with logged links). */
    mailer: Mailer;
  }
  interface FastifyRequest {
    /** The signed-in user, set by the session security handler on operations that require a session. */
    viewer: Viewer | undefined;
  }
}
