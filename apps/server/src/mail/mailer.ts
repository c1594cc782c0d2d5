import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

/** What an email is for; one template each. */
export type MailKind =
  | 'verify_email'
  | 'invitation'
  | 'reset_password'
  | 'registration_attempt'
  | 'invitation_attempt'
  | 'refund_deadlines'
  | 'refund_statement';

/** One email with its plain-text and HTML parts, and the link it carries. */
export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
}

/** 'sent': handed to the SMTP server; 'kept': left in the outbox (no SMTP server is configured). */
export type DeliveryOutcome = 'sent' | 'kept';

/** Delivers emails. Every message is already stored in the mail outbox when it is handed over. */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /**
   * Delivers one message; throws when the mail server refuses it or cannot be reached. `log`: the logger of the
   * request that sends it, so that what delivery logs carries the request's id.
   */
  deliver(message: MailMessage, log?: FastifyBaseLogger): Promise<DeliveryOutcome>;
  close(): Promise<void>;
}

/**
 * The mailer the configuration asks for: SMTP when SMTP_URL is set, otherwise the outbox, whose links are
 * logged only with the embedded database (a laptop).
 */
export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'databaseUrl'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  return new OutboxMailer(log, config.databaseUrl === undefined);
}
