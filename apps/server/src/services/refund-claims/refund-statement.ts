import type { Context } from '../../context.js';
import { refundStatementMail } from '../../mail/templates.js';
import { listCreditsInvoiced, submittedClaimTotals } from '../../repositories/refund-claims.js';
import { listOrganizationAdminRecipients } from '../../repositories/users.js';
import { deliverMail, queueMail } from '../mail/send-mail.js';

/** The month before the one of `day` (yyyy-MM-dd), as yyyy-MM. */
export function monthBefore(day: string): string {
  const first = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() - 1);
  return first.toISOString().slice(0, 7);
}

/** The first and last day of `month` (yyyy-MM). */
function daysOf(month: string): { from: string; to: string } {
  const last = new Date(`${month}-01T00:00:00Z`);
  last.setUTCMonth(last.getUTCMonth() + 1);
  last.setUTCDate(0);
  return { from: `${month}-01`, to: last.toISOString().slice(0, 10) };
}

/**
 * Mails each organization's admins the refunds the carriers credited it in `month` (yyyy-MM: the invoices dated
 * in it), and the claims submitted for it; an organization without either gets nothing. Answers how many were
 * mailed. Run for the month just over by the job queue's schedule, once, by one instance.
 */
export async function sendRefundStatements(context: Context, month: string): Promise<number> {
  const { from, to } = daysOf(month);
  const [credits, submitted, admins] = await Promise.all([
    listCreditsInvoiced(context.db, from, to),
    submittedClaimTotals(context.db, from, to),
    listOrganizationAdminRecipients(context.db),
  ]);
  const monthName = new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const queued = await context.transaction(async (tx) => {
    const mails = [];
    for (const admin of admins) {
      const own = credits.filter((row) => row.organization_id === admin.organizationId);
      const claimsSubmitted = submitted.get(admin.organizationId);
      if (own.length === 0 && !claimsSubmitted) continue;
      const mail = refundStatementMail({
        to: admin.email,
        firstName: admin.firstName,
        publicUrl: context.publicUrl,
        organizationName: admin.organizationName,
        monthName,
        credits: own.map((row) => ({
          trackingNumber: row.tracking_number,
          carrier: row.carrier,
          amount: row.amount,
          invoiceNumber: row.invoice_number,
          invoiceDate: row.invoice_date,
          claimed: row.claimed,
        })),
        submitted: claimsSubmitted,
      });
      mails.push(await queueMail(tx.db, mail));
    }
    return mails;
  });
  await deliverMail(context, queued);
  return queued.length;
}
