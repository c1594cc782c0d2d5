import type { Context } from '../../context.js';
import { digestListLimit, refundDeadlinesMail, type ClosingRefund } from '../../mail/templates.js';
import { listClosingBatchClaims, listEligiblePackages } from '../../repositories/refund-claims.js';
import { listPlatformAdminRecipients } from '../../repositories/users.js';
import { deliverMail, queueMail } from '../mail/send-mail.js';

/** The digest names the refunds whose window closes within this many days (today included). */
export const deadlineDigestDays = 3;

const cents = (dollars: string) => Math.round(Number(dollars) * 100);

/**
 * Mails every platform admin the refunds whose claim window closes within three days, on a day there are some:
 * the late packages not claimed yet and the claims of batches not submitted yet (DOMAIN.md "Refund claims").
 * Answers how many were mailed. Run once a day by the job queue's schedule, by one instance.
 */
export async function sendRefundDeadlineDigest(context: Context): Promise<number> {
  const today = context.now().toISOString().slice(0, 10);
  const unclaimed = await listEligiblePackages(
    context.db,
    today,
    { expiringWithinDays: deadlineDigestDays },
    digestListLimit,
  );
  const batched = await listClosingBatchClaims(context.db, today, deadlineDigestDays);
  const total = unclaimed.total + batched.length;
  if (total === 0) return 0;
  const refunds: ClosingRefund[] = [
    ...unclaimed.packages.map((row) => ({
      trackingNumber: row.tracking_number,
      organizationName: row.organization_name,
      carrier: row.carrier,
      lastClaimDay: row.last_claim_day,
      amount: row.claimable,
      batchId: null,
    })),
    ...batched.map((row) => ({
      trackingNumber: row.tracking_number,
      organizationName: row.organization_name,
      carrier: row.carrier,
      lastClaimDay: row.last_claim_day,
      amount: row.amount_claimed,
      batchId: row.batch_id,
    })),
  ].sort(
    (a, b) =>
      a.lastClaimDay.localeCompare(b.lastClaimDay) || a.trackingNumber.localeCompare(b.trackingNumber),
  );
  const totalCents =
    cents(unclaimed.totalClaimable) + batched.reduce((sum, row) => sum + cents(row.amount_claimed), 0);
  const totalAmount = (totalCents / 100).toFixed(2);
  const admins = await listPlatformAdminRecipients(context.db);
  const queued = await context.transaction(async (tx) => {
    const mails = [];
    for (const admin of admins) {
      const mail = refundDeadlinesMail({
        to: admin.email,
        firstName: admin.firstName,
        publicUrl: context.publicUrl,
        days: deadlineDigestDays,
        refunds,
        total,
        totalAmount,
      });
      mails.push(await queueMail(tx.db, mail));
    }
    return mails;
  });
  await deliverMail(context, queued);
  return admins.length;
}
