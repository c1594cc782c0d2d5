import { createDatabaseContext } from '../../context.js';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/database.js';
import { refreshShippingStatistics } from '../../repositories/shipping-maintenance.js';
import { listChargeRuleRows, type ChargeRuleRow } from '../../repositories/charge-rules.js';
import {
  loadStagedInvoiceFile,
  type ImportReport,
} from '../../services/invoice-import/import-invoice-file.js';
import { startWorker } from '../../workers/start-worker.js';
import { lastFullMonth, shiftMonth } from './calendar.js';
import { demoFileText } from './demo-file-text.js';
import type { DemoFilesMessage, DemoFilesWorkerData } from './demo-files-worker.js';
import { denyDemoClaims, loadDemoRefundClaims } from './demo-refund-claims.js';
import {
  generateDemoShipments,
  generateLastWeekFiles,
  type DemoFile,
  type DemoShipmentOptions,
} from './generate-shipments.js';
import { ClaimedFileCandidates, refundCreditFiles } from './refund-credit-files.js';
import { shipperProfile } from './shippers.js';
import { writeDemoFile, type WrittenDemoFile } from './written-demo-file.js';

export interface DemoShipmentsOptions {
  /** About how many packages to generate. */
  packages: number;
  /** The last month shipped (yyyy-MM); default the last full month. */
  endMonth?: string;
  months?: number;
  seed?: string;
  /** A file per client and carrier every week (default) or every month. */
  cadence?: 'weekly' | 'monthly';
  /**
   * Generate the files in a worker thread while the main thread imports (the server and the command line, run
   * by Node with their code loadable; not from test runners that transform TypeScript themselves).
   */
  parallel?: boolean;
  /** Called after each file with its import report. */
  onFile?: (report: ImportReport, index: number) => void;
  /**
   * The day the demo is loaded on, for a demo that reaches it (the server's first start): every client's files of
   * the last full week before it are loaded too (a busy week, billed apart from the months), so that refunds can
   * still be claimed, and the audit team's claims are made (demo-refund-claims.ts).
   */
  today?: Date;
}

export interface DemoShipmentsResult {
  files: number;
  packages: number;
  charges: number;
  rejected: ImportReport[];
}

export { demoFileText };

/** The demo clients' contracts: a discount per carrier and service level, 4 points more above 20 lb for ground. */
async function insertContractDiscounts(
  db: Database,
  organizations: { id: string; name: string; mapping_name: string }[],
) {
  for (const organization of organizations) {
    const profile = shipperProfile(organization.mapping_name, organization.name);
    for (const carrier of ['UPS', 'FEDEX'] as const) {
      for (const [sla, pct] of Object.entries(profile.discounts[carrier])) {
        const tiered = sla === 'GROUND' || sla === 'HOME_DELIVERY';
        await db.query(
          `INSERT INTO contract_discounts (organization_id, carrier, sla_grouping, weight_from, weight_to, discount_pct)
           VALUES ($1, $2, $3, 0, $4, $5)`,
          [organization.id, carrier, sla, tiered ? 20 : 99999, pct],
        );
        if (tiered) {
          await db.query(
            `INSERT INTO contract_discounts (organization_id, carrier, sla_grouping, weight_from, weight_to, discount_pct)
             VALUES ($1, $2, $3, 20.01, 99999, $4)`,
            [organization.id, carrier, sla, pct + 4],
          );
        }
      }
    }
  }
}

/**
 * The demo files written and staged one by one into `directory`: by a worker thread a few files ahead, or here.
 * With `credits`, the carriers' refund credit files of the claims the demo makes (refund-credit-files.ts) are
 * written and staged too, once the others are, into `credits.files`: they are loaded after the claims.
 */
async function* writtenDemoFiles(
  options: DemoShipmentOptions,
  directory: string,
  rules: ChargeRuleRow[],
  parallel: boolean,
  credits?: { today: Date; files: WrittenDemoFile[] },
): AsyncGenerator<WrittenDemoFile> {
  if (!parallel) {
    let index = 0;
    const candidates = credits && new ClaimedFileCandidates(credits.today);
    for (const file of generateDemoShipments(options)) {
      candidates?.add(file);
      yield await writeDemoFile(file, index, directory, rules);
      index += 1;
    }
    for (const file of candidates ? refundCreditFiles(candidates.files, credits.today) : []) {
      credits!.files.push(await writeDemoFile(file, index, directory, rules));
      index += 1;
    }
    return;
  }
  const consumed = new SharedArrayBuffer(4);
  const counter = new Int32Array(consumed);
  const worker = startWorker('demo/shipments/demo-files-worker', {
    options,
    directory,
    rules,
    consumed,
    ahead: 4,
    today: credits?.today.toISOString(),
  } satisfies DemoFilesWorkerData);
  const queue: DemoFilesMessage[] = [];
  let failure: unknown;
  let wake: (() => void) | undefined;
  worker.on('message', (message: DemoFilesMessage) => {
    queue.push(message);
    wake?.();
  });
  worker.on('error', (error) => {
    failure = error;
    wake?.();
  });
  worker.on('exit', (code) => {
    failure ??= code === 0 ? undefined : new Error(`The demo file generator stopped with code ${code}`);
    wake?.();
  });
  try {
    for (;;) {
      while (queue.length === 0) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
      const message = queue.shift()!;
      if (message.kind === 'done') return;
      if (message.kind === 'credits') {
        credits!.files.push(...message.files);
        continue;
      }
      yield message.file;
      Atomics.add(counter, 0, 1);
      Atomics.notify(counter, 0);
    }
  } finally {
    await worker.terminate();
  }
}

/**
 * Generates the demo shipments for every organization as real UPS and FedEx files and loads them through the
 * importer (staged in the worker thread that writes them), so the demo data takes the path any carrier file
 * takes. Does nothing when shipments exist already.
 */
export async function loadDemoShipments(
  db: Database,
  options: DemoShipmentsOptions,
): Promise<DemoShipmentsResult> {
  const result: DemoShipmentsResult = { files: 0, packages: 0, charges: 0, rejected: [] };
  const existing = await db.query('SELECT 1 FROM invoice_files LIMIT 1');
  if (existing.rows.length > 0) return result;
  const organizations = (
    await db.query<{ id: string; name: string; mapping_name: string }>(
      'SELECT id, name, mapping_name FROM organizations ORDER BY mapping_name',
    )
  ).rows;
  if (organizations.length === 0) return result;
  const endMonth = options.endMonth ?? lastFullMonth(new Date());
  const months = options.months ?? 24;
  await insertContractDiscounts(db, organizations);
  // A winter storm in the first January of the data: late packages in transit then are not refund-eligible.
  const firstJanuary = shiftMonth(endMonth, -(months - 1)).slice(0, 4);
  const januaryYear =
    shiftMonth(endMonth, -(months - 1)).slice(5, 7) === '01'
      ? firstJanuary
      : String(Number(firstJanuary) + 1);
  await db.query(
    `INSERT INTO audit_exemptions (carrier, starts_on, ends_on, reason, note)
     VALUES (NULL, $1, $2, 'weather', 'Winter storm (demo data)')`,
    [`${januaryYear}-01-20`, `${januaryYear}-01-23`],
  );

  const directory = await mkdtemp(path.join(os.tmpdir(), 'waybill-demo-files-'));
  const context = createDatabaseContext(db);
  try {
    let index = 0;
    const rules = await listChargeRuleRows(db);
    const credits = options.today && { today: options.today, files: [] as WrittenDemoFile[] };
    const generated = writtenDemoFiles(
      {
        organizations: organizations.map((organization) => ({
          mappingName: organization.mapping_name,
          name: organization.name,
        })),
        packages: options.packages,
        endMonth,
        months,
        seed: options.seed,
        cadence: options.cadence,
      },
      directory,
      rules,
      options.parallel ?? false,
      credits,
    );
    const lastWeek = options.today
      ? generateLastWeekFiles({
          organizations: organizations.map(({ mapping_name, name }) => ({ mappingName: mapping_name, name })),
          packages: options.packages,
          months,
          today: options.today,
        })
      : [];
    const load = async (file: WrittenDemoFile) => {
      const report = await loadStagedInvoiceFile(context, file.staged, {
        sourceName: file.fileName,
        client: file.client,
        receivedAt: file.receivedAt,
      });
      await Promise.all([rm(file.path, { force: true }), rm(file.staged.stagingFile, { force: true })]);
      index += 1;
      if (report.status === 'imported') {
        result.files += 1;
        result.packages += report.newPackages;
        result.charges += report.charges;
      } else if (report.status === 'rejected') {
        result.rejected.push(report);
      }
      options.onFile?.(report, index);
    };
    for await (const file of followedBy(generated, lastWeek, directory, rules)) await load(file);
    if (credits) {
      const denials = await loadDemoRefundClaims(db, credits.today);
      for (const file of credits.files) await load(file);
      await denyDemoClaims(db, denials);
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  await refreshShippingStatistics(db);
  return result;
}

/** The demo files written and staged, then `more`, written and staged one by one into `directory` after them. */
async function* followedBy(
  files: AsyncIterable<WrittenDemoFile>,
  more: DemoFile[],
  directory: string,
  rules: ChargeRuleRow[],
): AsyncGenerator<WrittenDemoFile> {
  yield* files;
  for (const [index, file] of more.entries()) yield await writeDemoFile(file, index, directory, rules);
}
