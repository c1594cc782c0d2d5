import type { Carrier } from '../../repositories/shipping-reference.js';
import { addDays, formatDay } from './calendar.js';
import type { DemoCharge, DemoFile, DemoInvoice, DemoPackage } from './generate-shipments.js';

/**
 * The refunds the carriers credited for the demo's claims, as carrier files billed after the claims were submitted:
 * the same from the demo's files wherever they are computed (the loader, the e2e setup reading the figures back),
 * since they follow from the files alone.
 *
 * The audit team claims, per carrier, the files received three weeks or more before today, the latest first
 * (`claimedDemoFiles`; demo-refund-claims.ts makes the batches): the carriers credit the late express packages of
 * the first and the third in full, in part or not at all; the second was left open past its windows, and nothing
 * comes for it; and they pay two late packages of the fourth unasked.
 */

/** The day before which a file must have come in to be claimed: three weeks before today, at its start (UTC). */
export const claimedFilesReceivedBefore = (today: Date) => addDays(formatDay(today), -20);

/** What the choice of the claimed files reads of a file. */
interface ReceivedFile {
  carrier: Carrier;
  fileName: string;
  receivedAt: Date;
}

/**
 * The files of `carrier` received before `claimedFilesReceivedBefore(today)`, the latest first (then by name, as
 * bytes compare), at most `count`: the ones the demo's claims are made of, as the loader reads them back from the
 * database.
 */
export function claimedDemoFiles<T extends ReceivedFile>(
  files: Iterable<T>,
  carrier: Carrier,
  today: Date,
  count: number,
): T[] {
  const before = new Date(`${claimedFilesReceivedBefore(today)}T00:00:00Z`);
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...files]
    .filter((file) => file.carrier === carrier && file.receivedAt < before)
    .sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime() || byName(a.fileName, b.fileName))
    .slice(0, count);
}

/** Keeps, as files go by, the few a later `refundCreditFiles` reads, so the others need not be kept. */
export class ClaimedFileCandidates {
  readonly #files: DemoFile[] = [];

  constructor(private readonly today: Date) {}

  add(file: DemoFile): void {
    this.#files.push(file);
    const kept = new Set(
      (['UPS', 'FEDEX'] as const).flatMap((carrier) => claimedDemoFiles(this.#files, carrier, this.today, 4)),
    );
    this.#files.splice(0, this.#files.length, ...this.#files.filter((candidate) => kept.has(candidate)));
  }

  get files(): readonly DemoFile[] {
    return this.#files;
  }
}

/** What a refund of the package covers, in cents: its freight, and its fuel at FedEx (DOMAIN.md). */
function refundableCents(pkg: DemoPackage, carrier: Carrier): number {
  return pkg.charges
    .filter(
      (charge) =>
        charge.category === 'SHP' &&
        (charge.classification === 'FRT' || (carrier === 'FEDEX' && charge.classification === 'FSC')),
    )
    .reduce((sum, charge) => sum + charge.netCents, 0);
}

/**
 * The late express packages a file first billed (delivered; ground guarantees are suspended), by tracking number.
 */
const lateExpress = (file: DemoFile) =>
  file.invoices
    .flatMap((invoice) =>
      invoice.packages
        .filter((pkg) => pkg.late && pkg.service.express && !pkg.adjustment && pkg.deliveryDate)
        .map((pkg) => ({ invoice, pkg })),
    )
    .sort((a, b) => (a.pkg.trackingNumber < b.pkg.trackingNumber ? -1 : 1));

/**
 * What the carrier credits the `index`th late package of a file, in turn: in part, nothing, in full, nothing, in
 * full, so that even a small file's claims end in every way a claim can.
 */
function creditOf(pkg: DemoPackage, carrier: Carrier, index: number): number {
  const cents = refundableCents(pkg, carrier);
  return [Math.floor(cents / 2), 0, cents, 0, cents][index % 5]!;
}

/** The credit line of a refund, as the carrier bills it and the seeded charge map names it (migration 026). */
export function creditLine(carrier: Carrier, cents: number): DemoCharge {
  return carrier === 'UPS'
    ? {
        description: 'Guaranteed Service Refund',
        classification: 'FRT',
        category: 'ADJ',
        netCents: -cents,
        incentiveCents: 0,
      }
    : {
        description: 'Money-Back Guarantee Credit',
        classification: 'MSC',
        category: 'ADJ',
        netCents: -cents,
        incentiveCents: 0,
      };
}

/**
 * The carriers' refund credit files (see above), one per client and carrier with credits, invoiced 17 days after
 * the latest claimed file of the client came in (the batch is submitted three days after it) and received the
 * next day, never after yesterday.
 */
export function refundCreditFiles(files: Iterable<DemoFile>, today: Date): DemoFile[] {
  const all = [...files];
  const credited: DemoFile[] = [];
  const yesterday = addDays(formatDay(today), -1);
  for (const carrier of ['UPS', 'FEDEX'] as const) {
    // The second was left open past its windows: nothing comes for it.
    const [latest, , earlier, before] = claimedDemoFiles(all, carrier, today, 4);
    const credits = [
      ...[latest, earlier].flatMap((file) =>
        file
          ? lateExpress(file).map((late, index) => ({
              file,
              ...late,
              cents: creditOf(late.pkg, carrier, index),
            }))
          : [],
      ),
      ...(before ? lateExpress(before).slice(0, 2) : []).map((late) => ({
        file: before!,
        ...late,
        cents: refundableCents(late.pkg, carrier),
      })),
    ].filter((credit) => credit.cents > 0);
    const clients = [...new Set(credits.map((credit) => credit.file.client))].sort();
    for (const [index, client] of clients.entries()) {
      const own = credits.filter((credit) => credit.file.client === client);
      const lastIn = own
        .map((credit) => formatDay(credit.file.receivedAt))
        .sort()
        .at(-1)!;
      const invoiceDate = [addDays(lastIn, 17), yesterday].sort()[0]!;
      const invoices = new Map<string, DemoInvoice>();
      for (const { invoice, pkg, cents } of own) {
        let credit = invoices.get(invoice.accountNumber);
        if (!credit) {
          credit = {
            ...invoice,
            invoiceNumber: `${carrier === 'UPS' ? 'RF' : '97'}${String(index).padStart(2, '0')}${invoiceDate.replaceAll('-', '')}`,
            invoiceDate,
            packages: [],
            invoiceCharges: [],
          };
          invoices.set(invoice.accountNumber, credit);
        }
        credit.packages.push({ ...pkg, charges: [creditLine(carrier, cents)], adjustment: true });
      }
      credited.push({
        client,
        carrier,
        fileName: `${client}_${carrier}_REFUND_CREDITS_${invoiceDate}.csv`,
        receivedAt: new Date(`${[addDays(invoiceDate, 1), formatDay(today)].sort()[0]}T06:00:00Z`),
        invoices: [...invoices.values()],
      });
    }
  }
  return credited;
}
