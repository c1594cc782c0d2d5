import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverContextParts } from '../../src/app-context.js';
import { createContext } from '../../src/context.js';
import { sendRefundDeadlineDigest } from '../../src/services/refund-claims/refund-deadline-digest.js';
import { portalHeaders } from '../helpers/test-app.js';
import { upsText } from './carrier-text.js';
import { createModelClient, type ModelClient } from './model-client.js';
import { addDays, type ModelPackage } from './model.js';
import { recentUpsFile } from './scenario.js';

/**
 * The daily digest of the refunds whose claim window closes within three days, against the test's reading of UPS's
 * rule (15 days after the later of the commitment and the delivery) over a file of recent shipments.
 */

let client: ModelClient;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  client = await createModelClient();
  await client.importText('UPS', 'ups-recent.csv', upsText(recentUpsFile(today)));
}, 180_000);

afterAll(async () => {
  await client?.app.close();
  await client?.testDb.dispose();
});

/** The model's refund-eligible packages whose last claim day is within three days of today. */
function closingSoon(): (ModelPackage & { lastClaimDay: string })[] {
  return client.model
    .judged()
    .filter((p) => p.gsrEligible)
    .map((p) => ({ ...p, lastClaimDay: addDays([p.commitDate!, p.deliveryDate!].sort().at(-1)!, 15) }))
    .filter((p) => p.lastClaimDay >= today && p.lastClaimDay <= addDays(today, 3));
}

const outbox = async () =>
  (
    await client.db.query<{ to_address: string; subject: string; text_body: string }>(
      `SELECT to_address, subject, text_body FROM mail_outbox WHERE kind = 'refund_deadlines' ORDER BY created_at`,
    )
  ).rows;

describe('the refund deadline digest', () => {
  it('mails every platform admin the refunds closing within three days, claimed in an open batch or not', async () => {
    const closing = closingSoon();
    expect(closing.length).toBeGreaterThan(1);
    // One of them waits in a batch not submitted yet.
    const listed = await client.app.inject({
      method: 'GET',
      url: '/api/v1/refund-claims/eligible?expiringWithinDays=3',
      headers: { ...portalHeaders, cookie: `waybill_session=${client.admin}` },
    });
    const batched = listed.json<{ packages: { packageId: number; trackingNumber: string }[] }>().packages[0]!;
    const made = await client.app.inject({
      method: 'POST',
      url: '/api/v1/refund-claims/batches',
      payload: { carrier: 'UPS', packageIds: [batched.packageId] },
      headers: { ...portalHeaders, cookie: `waybill_session=${client.admin}` },
    });
    expect(made.statusCode, made.body).toBe(201);
    const batchId = made.json<{ id: number }>().id;

    const context = createContext(serverContextParts(client.app, client.app.log));
    expect(await sendRefundDeadlineDigest(context)).toBe(1);
    const [mail, ...others] = await outbox();
    expect(others).toEqual([]);
    const admin = await client.db.query<{ email: string }>('SELECT email FROM users WHERE is_admin');
    expect(mail!.to_address).toBe(admin.rows[0]!.email);
    const cents = closing.reduce((sum, p) => sum + p.freightNetCents, 0);
    const dollars = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(mail!.subject).toBe(
      `Refund claims closing within 3 days: ${closing.length} late packages, $${dollars}`,
    );
    for (const p of closing) {
      const state =
        p.tracking === batched.trackingNumber ? `in batch ${batchId} not submitted yet` : 'not claimed yet';
      const amount = (p.freightNetCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
      expect(mail!.text_body).toContain(
        `${p.lastClaimDay}: ${p.tracking} (UPS, Model Freight Co), $${amount}, ${state}`,
      );
    }
    expect(mail!.text_body).toContain('/refund-claims?expiringWithinDays=3');
  });

  it('mails nobody on a day no window is about to close', async () => {
    const later = createContext({
      ...serverContextParts(client.app, client.app.log),
      now: () => new Date('2099-01-01'),
    });
    expect(await sendRefundDeadlineDigest(later)).toBe(0);
    expect(await outbox()).toHaveLength(1);
  });
});
