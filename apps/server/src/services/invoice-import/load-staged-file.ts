import type { Queryable } from '../../db/database.js';
import type { Carrier } from '../../repositories/shipping-reference.js';
import { createImportPackagesTable, fillImportPackages, packageColumns } from './import-packages.js';
import { InvoiceFileError } from './invoice-file-error.js';
import {
  applyPackageSummaries,
  createContributionsTable,
  fileStatusCountsNow,
  otherFilesStatusChanges,
  saveCurrentContributions,
  savePreviousContributions,
} from './package-contributions.js';
import { stagingColumns } from './staging-writer.js';
import {
  chargeDiscountVariance,
  chargeMeasures,
  chargeSummaries,
  mergeMeasures,
  type ChargeMeasure,
  type SummaryTable,
} from '../../repositories/shipping-summaries.js';

/**
 * The staging tables, created once per database session and emptied at every commit: creating tables for each
 * file cost more than the rest of a small file's import on the embedded database. Their pages live in the
 * session's temp_buffers (8 MB unless set before the first temporary table): a larger file spilled to disk and
 * made every pass over it wait seconds.
 */
export const createStagingTables = `
  SET temp_buffers = '64MB';
  CREATE TEMP TABLE IF NOT EXISTS import_rows (${stagingColumns.map(([name, type]) => `${name} ${type}`).join(', ')})
    ON COMMIT DELETE ROWS;
  CREATE TEMP TABLE IF NOT EXISTS import_invoices (invoice_ref integer, invoice_id bigint, invoice_date date)
    ON COMMIT DELETE ROWS;
  ${createImportPackagesTable};
  CREATE INDEX IF NOT EXISTS import_packages_ref ON import_packages (package_ref);
  ${createContributionsTable}`;

export const copyIntoStaging = 'COPY import_rows FROM STDIN';

/** Settings of the import's transaction: the sorts of a file's rows spilled to disk at the default 4 MB of work_mem. */
export const importTransactionSettings = `SET LOCAL work_mem = '64MB'`;

/** Staged rows above which the planner gets statistics of the staging table. */
const analyzeAbove = 5_000;

/**
 * Packages, and charge lines, moved by one statement. The embedded database runs each statement on the event
 * loop's thread: a whole 25,000-package file in one statement held every other request for up to 1.8 s.
 */
const packagesPerStatement = 5_000;
const chargeLinesPerStatement = 20_000;

/**
 * Adds `sums` (the charges of one range of the file's packages by every summary column, $1 its organization, $2
 * its carrier) to a charge summary.
 */
function addChargeSums({ table, key, measures }: SummaryTable<ChargeMeasure>): string {
  const columns = key.join(', ');
  // The carrier is the file's: the sums have no column of it.
  const sumsKey = key.filter((column) => column !== 'carrier').join(', ');
  const names = measures.map(({ name }) => name);
  return `INSERT INTO ${table} AS s (organization_id, ${columns}, ${names.join(', ')})
     SELECT $1, ${key.map((column) => (column === 'carrier' ? '$2' : column)).join(', ')},
            ${measures.map(({ name, aggregate }) => `${aggregate}(${name})`).join(', ')}
     FROM sums
     GROUP BY ${sumsKey}
     ORDER BY ${sumsKey}
     ON CONFLICT (organization_id, ${columns}) DO UPDATE SET
       ${mergeMeasures(measures)}`;
}

/**
 * How `sums` is added to every charge summary: all but the last as data-modifying CTEs after it, the last as the
 * statement's own.
 */
const addSumsToChargeSummaries = `${chargeSummaries
  .slice(0, -1)
  .map((summary) => `,\n     ${summary.table} AS (${addChargeSums(summary)})`)
  .join('')}
     ${addChargeSums(chargeSummaries.at(-1)!)}`;

/** A charge's value of a summary key column (the carrier is the file's): its package's, by its ship date. */
function chargeDimension(column: string): string {
  // A charge of no package ships on its invoice's date.
  const shipDate = 'coalesce(ip.ship_date, f.invoice_date)';
  if (column === 'ship_date') return `${shipDate} AS ship_date`;
  if (column === 'month' || column === 'week')
    return `date_trunc('${column}', ${shipDate})::date AS ${column}`;
  if (column === 'unified_charge_grouping') return 'r.unified_charge_grouping';
  return `ip.${column}`;
}

/** Every key column of the charge summaries but the carrier. */
const chargeDimensions = [...new Set(chargeSummaries.flatMap((summary) => summary.key))].filter(
  (column) => column !== 'carrier',
);

/** Consecutive ranges [from, to] of 1…count, `size` at a time. */
function* ranges(count: number, size: number): Generator<[number, number]> {
  for (let from = 1; from <= count; from += size) yield [from, Math.min(count, from + size - 1)];
}

/** The file being loaded and where it came from. */
export interface StagedFile {
  organizationId: string;
  carrier: Carrier;
  sourceName: string;
  sha256: string;
  bytes: number;
  receivedAt: Date;
  importedBy: string | null;
  rowsRead: number;
  stagedRows: number;
  /** Package rows staged: their references are 1 to this. */
  stagedPackages: number;
}

/** What the load did. */
export interface LoadResult {
  controlId: string;
  invoiceDate: string;
  packages: number;
  newPackages: number;
  charges: number;
  amount: string;
  /** Services of the file's packages that the service map does not know (no SLA grouping, not audited). */
  unknownServices: string[];
}

/**
 * Moves the staged rows of one file into the fact tables and brings the audit and every summary up to date,
 * inside the caller's transaction. Throws InvoiceFileError (the transaction must then be rolled back) when the
 * file repeats an invoice already imported or bills a tracking number of another client.
 */
export async function loadStagedFile(tx: Queryable, file: StagedFile): Promise<LoadResult> {
  const { organizationId, carrier } = file;
  // Without statistics the planner takes a large staging table for a row or two and joins it in nested loops
  // that grow with the square of the file (import_packages is joined through its index instead). A small file's
  // plans do not depend on them, and collecting them cost as much as the rest of its import. Only the columns
  // the statements filter, join and group on: all 38 took 0.2-0.5 s of a 25,000-package file, these 40 ms.
  if (file.stagedRows > analyzeAbove) {
    await tx.exec(
      'ANALYZE import_rows (kind, invoice_ref, package_ref, tracking_number, unified_charge_grouping)',
    );
  }

  const created = await tx.query<{ control_id: string; invoice_date: string; invoices: number }>(
    `INSERT INTO invoice_files (control_id, organization_id, carrier, source_name, file_sha256, file_bytes,
       received_at, imported_by, invoice_date, invoices, rows_read, charges, amount, packages, track_eligible,
       track_complete, audit_eligible, audit_complete, late_deliveries)
     SELECT $2 || '-' || to_char(max(invoice_date), 'YYYYMMDD') || '-'
              || lpad(nextval('invoice_file_number')::text, 6, '0'),
            $1, $2, $3, $4, $5, $6, $7, max(invoice_date), count(*), $8, 0, 0, 0, 0, 0, 0, 0, 0
     FROM import_rows WHERE kind = 'I'
     RETURNING control_id, invoice_date, invoices`,
    [
      organizationId,
      carrier,
      file.sourceName,
      file.sha256,
      file.bytes,
      file.receivedAt,
      file.importedBy,
      file.rowsRead,
    ],
  );
  const { control_id: controlId, invoice_date: invoiceDate, invoices: invoiceCount } = created.rows[0]!;

  const invoices = await tx.query(
    `INSERT INTO invoices (control_id, organization_id, carrier, account_number, invoice_number, invoice_date, amount)
     SELECT $1, $2, $3, account_number, invoice_number, invoice_date, invoice_amount
     FROM import_rows WHERE kind = 'I' ORDER BY invoice_ref
     ON CONFLICT (carrier, account_number, invoice_number, invoice_date) DO NOTHING`,
    [controlId, organizationId, carrier],
  );
  if (invoices.rowCount < invoiceCount) {
    const repeated = await tx.query<{ line: number; invoice_number: string; control_id: string }>(
      `SELECT r.line, r.invoice_number, i.control_id
       FROM import_rows r
       JOIN invoices i ON i.carrier = $1 AND i.account_number = r.account_number
         AND i.invoice_number = r.invoice_number AND i.invoice_date = r.invoice_date AND i.control_id <> $2
       WHERE r.kind = 'I'
       ORDER BY r.line LIMIT 1`,
      [carrier, controlId],
    );
    const { line, invoice_number: invoice, control_id: earlier } = repeated.rows[0]!;
    throw new InvoiceFileError(line, `invoice ${invoice} was already imported with Control ID ${earlier}`);
  }
  // The file's invoices by their staging reference, for every statement below.
  await tx.query(
    `INSERT INTO import_invoices (invoice_ref, invoice_id, invoice_date)
     SELECT r.invoice_ref, i.id, i.invoice_date
     FROM import_rows r
     JOIN invoices i ON i.control_id = $1 AND i.account_number = r.account_number
       AND i.invoice_number = r.invoice_number AND i.invoice_date = r.invoice_date
     WHERE r.kind = 'I'`,
    [controlId],
  );

  for (const [from, to] of ranges(file.stagedPackages, packagesPerStatement)) {
    await tx.query(fillImportPackages, [
      controlId,
      organizationId,
      carrier,
      file.receivedAt.toISOString().slice(0, 10),
      from,
      to,
    ]);
  }
  const check = await tx.query<{
    packages: number;
    existing: number;
    foreign_line: number | null;
    foreign_tracking: string | null;
    unknown_services: string[] | null;
  }>(
    `SELECT count(*)::integer AS packages, count(*) FILTER (WHERE existed)::integer AS existing,
            (array_agg(line ORDER BY line) FILTER (WHERE existing_organization_id <> $1))[1] AS foreign_line,
            (array_agg(tracking_number ORDER BY line) FILTER (WHERE existing_organization_id <> $1))[1]
              AS foreign_tracking,
            array_agg(DISTINCT service ORDER BY service) FILTER (WHERE sla_grouping IS NULL AND service IS NOT NULL)
              AS unknown_services
     FROM import_packages`,
    [organizationId],
  );
  const { packages, existing, foreign_line: foreignLine, foreign_tracking: foreignTracking } = check.rows[0]!;
  if (foreignLine !== null) {
    throw new InvoiceFileError(
      foreignLine,
      `tracking number ${foreignTracking} was billed to another client; check that the file belongs to this client`,
    );
  }

  const touchesEarlierPackages = existing > 0;
  const columns = packageColumns.join(', ');
  if (touchesEarlierPackages) {
    await tx.exec(`
      ${savePreviousContributions};
      UPDATE packages p SET (${columns}) = (${packageColumns.map((column) => `ip.${column}`).join(', ')})
      FROM import_packages ip WHERE p.id = ip.id AND ip.existed`);
  }
  for (const [from, to] of ranges(file.stagedPackages, packagesPerStatement)) {
    await tx.query(
      `INSERT INTO packages (id, ${columns})
       SELECT id, ${columns} FROM import_packages WHERE NOT existed AND package_ref BETWEEN $1 AND $2 ORDER BY id`,
      [from, to],
    );
  }

  // Whether a package already had a charge of a grouping is read before the file's own charges land. A package's
  // charges are summed in one statement (its first charge of a grouping in the file counts it), the charges of no
  // package with the last. The charges are summed once by every column of the four summaries, and each summary
  // from those sums: a few thousand rows (by ship date), where summing the charges for each took several times as
  // long.
  const packageRanges = [...ranges(file.stagedPackages, packagesPerStatement)];
  if (packageRanges.length === 0) packageRanges.push([1, 0]);
  for (const [index, [from, to]] of packageRanges.entries()) {
    await tx.query(
      `WITH sums AS MATERIALIZED (
       SELECT ${chargeDimensions.map(chargeDimension).join(', ')},
              ${chargeMeasures.map(({ name, overCharges }) => `${overCharges} AS ${name}`).join(',\n              ')}
       FROM import_rows r
       LEFT JOIN import_packages ip ON ip.package_ref = r.package_ref AND ip.package_ref BETWEEN $3 AND $4
       LEFT JOIN import_invoices f ON f.invoice_ref = r.invoice_ref
       -- A lookup per package billed before (LIMIT keeps it one, by the index), never a pass over all charges.
       LEFT JOIN LATERAL (
         SELECT true AS found FROM charges c
         WHERE ip.existed AND r.first_of_grouping AND c.package_id = ip.id
           AND c.unified_charge_grouping = r.unified_charge_grouping
         LIMIT 1) earlier ON true
       WHERE r.kind = 'C' AND (r.package_ref BETWEEN $3 AND $4 OR ($5 AND r.package_ref IS NULL))
       GROUP BY ${chargeDimensions.map((_, index) => index + 1).join(', ')})${addSumsToChargeSummaries}`,
      [organizationId, carrier, from, to, index === packageRanges.length - 1],
    );
  }

  // By lines of the file, the last range open: a quoted value over several lines puts lines past the row count.
  let charges = 0;
  for (const [from] of ranges(Math.max(1, file.rowsRead), chargeLinesPerStatement)) {
    const last = from + chargeLinesPerStatement > file.rowsRead;
    const inserted = await tx.query(
      `INSERT INTO charges (organization_id, invoice_id, package_id, ship_date, source_line, charge_description,
       classification, unified_charge_grouping, is_accessorial, gross_amount, incentive_amount, net_amount,
       discount_variance)
     SELECT $1, f.invoice_id, ip.id, coalesce(ip.ship_date, f.invoice_date), r.line,
            r.charge_description, r.classification, r.unified_charge_grouping, r.is_accessorial, r.gross_amount,
            r.incentive_amount, r.net_amount, ${chargeDiscountVariance}
     FROM import_rows r
     JOIN import_invoices f ON f.invoice_ref = r.invoice_ref
     LEFT JOIN import_packages ip ON ip.package_ref = r.package_ref
     WHERE r.kind = 'C' AND r.line >= $2 AND ($3::integer IS NULL OR r.line < $3)`,
      [organizationId, from, last ? null : from + chargeLinesPerStatement],
    );
    charges += inserted.rowCount;
  }
  await tx.query(
    `INSERT INTO file_packages (control_id, package_id, organization_id, charges, net_amount)
     SELECT $1, id, $2, file_charges, file_net_amount FROM import_packages ORDER BY id`,
    [controlId, organizationId],
  );
  await tx.exec(saveCurrentContributions);
  for (const { sql, removeEmptied } of applyPackageSummaries(touchesEarlierPackages)) {
    const moved = await tx.query<{ emptied: number }>(sql);
    if (removeEmptied && moved.rows[0]!.emptied > 0) await tx.exec(removeEmptied);
  }

  const summary = await tx.query<{ amount: string }>(
    `UPDATE invoice_files f SET
       charges = c.charges, amount = c.amount, packages = d.packages, track_eligible = d.track_eligible,
       track_complete = d.track_complete, audit_eligible = d.audit_eligible, audit_complete = d.audit_complete,
       late_deliveries = d.late_deliveries
     FROM (SELECT count(*) AS charges, coalesce(sum(net_amount), 0) AS amount FROM import_rows WHERE kind = 'C') c,
          (${fileStatusCountsNow}) d
     WHERE f.control_id = $1
     RETURNING f.amount::text AS amount`,
    [controlId],
  );
  if (touchesEarlierPackages) {
    await tx.query(
      `UPDATE invoice_files f SET
         track_eligible = f.track_eligible + d.track_eligible,
         track_complete = f.track_complete + d.track_complete,
         audit_eligible = f.audit_eligible + d.audit_eligible,
         audit_complete = f.audit_complete + d.audit_complete,
         late_deliveries = f.late_deliveries + d.late_deliveries
       FROM (${otherFilesStatusChanges}) d
       WHERE f.control_id = d.control_id`,
      [controlId],
    );
  }

  return {
    controlId,
    invoiceDate,
    packages,
    newPackages: packages - existing,
    charges,
    amount: summary.rows[0]!.amount,
    unknownServices: check.rows[0]!.unknown_services ?? [],
  };
}
