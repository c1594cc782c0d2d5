import type { Queryable } from '../db/database.js';

/** An email waiting to be delivered. */
export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** Queues an email in the outbox, in the caller's transaction, so it is sent only if the change commits. */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await db.query(`INSERT INTO mail_outbox (kind, to_address, subject, text_body) VALUES ($1, $2, $3, $4)`, [
    mail.kind,
    mail.to,
    mail.subject,
    mail.text,
  ]);
}
