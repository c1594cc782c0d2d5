import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryOutcome, MailMessage, Mailer } from './mailer.js';

/**
 * The mailer of a machine without an SMTP server: messages stay in the mail_outbox table, and each one's
 * recipient, subject and link are logged (one info line per message) so that every flow works on a laptop.
 */
export class OutboxMailer implements Mailer {
  readonly transport = 'outbox' as const;

  constructor(private readonly log: FastifyBaseLogger) {}

  async deliver(message: MailMessage): Promise<DeliveryOutcome> {
    this.log.info(
      { mail: { to: message.to, subject: message.subject, link: message.link } },
      'Email kept in the outbox (SMTP_URL is not set)',
    );
    return 'kept';
  }

  async close(): Promise<void> {}
}
