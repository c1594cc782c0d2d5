import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { demoOrganizations } from '../../server/src/demo/demo-people';
import { lastFullMonth } from '../../server/src/demo/shipments/calendar';
import { demoFileText } from '../../server/src/demo/shipments/demo-file-text';
import { creditLine, refundCreditFiles } from '../../server/src/demo/shipments/refund-credit-files';
import {
  generateDemoShipments,
  generateLastWeekFiles,
  type DemoFile,
} from '../../server/src/demo/shipments/generate-shipments';

/** Where the global setup leaves the demo carrier files of the client the dashboard flow checks. */
export const DEMO_FILES_DIR_VARIABLE = 'WAYBILL_E2E_DEMO_FILES';

/**
 * Writes the carrier files the server loaded at its first start for `client` (a mapping name) into a new
 * directory, and returns it. The demo generator is deterministic, so the options of the server's start
 * (src/start.ts: every demo organization, DEMO_PACKAGES packages, 50,000 when unset as the server reads it, a
 * file a month, 24 months up to the last full month, the default seed, the last full week before today, and the
 * carriers' refund credits of the claims made of them) give the same files, byte for byte.
 * Only the text is shared with the server: the figures are read from it by carrier-file-reader.ts.
 */
const demoOptions = () => ({
  organizations: demoOrganizations.map(({ mappingName, name }) => ({ mappingName, name })),
  packages: Number(process.env.DEMO_PACKAGES || 50_000),
});

export async function writeDemoFilesOf(
  client: string,
): Promise<{ directory: string; remove: () => Promise<void> }> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'waybill-e2e-demo-files-'));
  const { organizations, packages } = demoOptions();
  const today = new Date();
  const months = [
    ...generateDemoShipments({ organizations, packages, endMonth: lastFullMonth(today), cadence: 'monthly' }),
  ];
  const files = [
    ...months,
    ...generateLastWeekFiles({ organizations, packages, months: 24, today }),
    ...refundCreditFiles(months, today),
  ];
  let index = 0;
  for (const file of files) {
    if (file.client !== client) continue;
    await writeFile(path.join(directory, `${index}-${file.fileName}`), demoFileText(file));
    index += 1;
  }
  return { directory, remove: () => rm(directory, { recursive: true, force: true }) };
}

/**
 * A carrier file dated today that credits refunds to packages of the demo's last full week (which the server billed
 * at its first start): one credit line of `cents` per tracking number, on an invoice of the account that billed it.
 */
export function refundCreditFile(
  client: string,
  carrier: DemoFile['carrier'],
  batchId: string,
  credits: { trackingNumber: string; cents: number }[],
): DemoFile {
  const today = new Date();
  const { organizations, packages } = demoOptions();
  const billed = generateLastWeekFiles({ organizations, packages, months: 24, today })
    .filter((file) => file.client === client && file.carrier === carrier)
    .flatMap((file) => file.invoices);
  const day = today.toISOString().slice(0, 10);
  const invoices = credits.map(({ trackingNumber, cents }, index) => {
    const invoice = billed.find((candidate) =>
      candidate.packages.some((p) => p.trackingNumber === trackingNumber),
    );
    if (!invoice) throw new Error(`${trackingNumber} is not a package of ${client}'s last week`);
    const pkg = invoice.packages.find((p) => p.trackingNumber === trackingNumber)!;
    return {
      ...invoice,
      // Apart from the demo's invoice numbers, and one per claim of the batch.
      invoiceNumber: `${carrier === 'UPS' ? 'RF' : '9'}${batchId.padStart(6, '0')}${index}`,
      invoiceDate: day,
      packages: [{ ...pkg, charges: [creditLine(carrier, cents)], adjustment: true }],
      invoiceCharges: [],
    };
  });
  return {
    client,
    carrier,
    fileName: `refund-credits-${carrier.toLowerCase()}-${batchId}.csv`,
    receivedAt: today,
    invoices,
  };
}
