import type { Queryable } from '../db/database.js';
import type { MailMessage } from '../mail/mailer.js';

/** Stores an email in the outbox, in the caller's transaction, so it exists only if the change commits. */
export async function enqueueMail(db: Queryable, mail: MailMessage): Promise<string> {
  const result = await db.query<{ id: string }>(
    `INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5)
     RETURNING id`,
    [mail.kind, mail.to, mail.subject, mail.text, mail.html],
  );
  return result.rows[0]!.id;
}

/** Records that an email was handed to the mail server, keeping only the given (link-free) copy of its text. */
export async function markMailSent(
  db: Queryable,
  id: string,
  stored: Pick<MailMessage, 'text' | 'html'>,
): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL, text_body = $2, html_body = $3
      WHERE id = $1`,
    [id, stored.text, stored.html],
  );
}

/** Records a failed delivery; the email stays unsent in the outbox with the reason. */
export async function markMailFailed(db: Queryable, id: string, error: string): Promise<void> {
  await db.query('UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [
    id,
    error,
  ]);
}
