import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryOutcome, MailMessage, Mailer } from './mailer.js';

/**
 * The mailer of a machine without an SMTP server: messages stay in the mail_outbox table. On a laptop (the
 * embedded database) each message's recipient, subject and link are also logged, so that every flow works
 * there; anywhere else nothing of a message reaches the log, since its link is a working credential.
 */
export class OutboxMailer implements Mailer {
  readonly transport = 'outbox' as const;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly logLinks: boolean,
  ) {}

  async deliver(message: MailMessage, log: FastifyBaseLogger = this.log): Promise<DeliveryOutcome> {
    if (this.logLinks) {
      log.info(
        { mail: { to: message.to, subject: message.subject, link: message.link } },
        'Email kept in the outbox (SMTP_URL is not set)',
      );
    }
    return 'kept';
  }

  async close(): Promise<void> {}
}
