import type { Context } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import type { MailMessage } from '../../mail/mailer.js';
import { withoutLink } from '../../mail/templates.js';
import { enqueueMail, markMailFailed, markMailSent } from '../../repositories/mail-outbox.js';

/** An email stored in the outbox and waiting for delivery. */
export interface QueuedMail {
  id: string;
  message: MailMessage;
}

/** Stores an email in the outbox within the caller's transaction; deliver it with deliverMail after commit. */
export async function queueMail(tx: Queryable, message: MailMessage): Promise<QueuedMail> {
  return { id: await enqueueMail(tx, message), message };
}

/**
 * Delivers queued emails, after the transaction that queued them committed. Once a message is handed to the
 * mail server, its stored copy loses the link, so the outbox never holds a working token of a delivered
 * message. A failed delivery does not undo the user's action and does not fail the call: the outbox row keeps
 * the error (attempts, last_error) and an error line is logged, so an operator sees it and the user can ask
 * for the email again (sign-in help, resend invitation).
 */
export async function deliverMail(context: Context, queued: QueuedMail[]): Promise<void> {
  for (const { id, message } of queued) {
    try {
      const outcome = await context.mailer.deliver(message, context.log);
      if (outcome === 'sent') await markMailSent(context.db, id, withoutLink(message));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await markMailFailed(context.db, id, reason);
      context.log.error(
        { mail: { id, kind: message.kind }, reason },
        'Email could not be delivered; it stays in the outbox',
      );
    }
  }
}
