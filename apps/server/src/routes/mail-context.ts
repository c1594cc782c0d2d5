import type { FastifyRequest } from 'fastify';
import type { MailContext } from '../services/mail/send-mail.js';

/** What the services that send email need, taken from the app and the request. */
export function mailContext(request: FastifyRequest): MailContext {
  return {
    db: request.server.db,
    mailer: request.server.mailer,
    log: request.log,
    publicUrl: request.server.config.publicUrl,
  };
}
