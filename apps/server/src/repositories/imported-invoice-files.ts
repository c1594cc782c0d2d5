import type { Queryable } from '../db/database.js';
import type { Carrier } from './shipping-reference.js';
import { fileStatusCountsNow, filesStatusChanges } from './shipping-summary-updates.js';

/** An invoice file as the importer records it before its rows load. */
export interface NewInvoiceFile {
  organizationId: string;
  carrier: Carrier;
  sourceName: string;
  sha256: string;
  bytes: number;
  receivedAt: Date;
  importedBy: string | null;
  rowsRead: number;
}

/**
 * Records the staged file as a new Control ID (the carrier, its latest invoice date and a running number), its
 * totals zero until writeFileTotals; answers the Control ID, the invoice date and how many invoices it holds.
 * Throws a unique violation of invoice_files_file_sha256_key when the same bytes were imported before.
 */
export async function insertInvoiceFile(
  tx: Queryable,
  file: NewInvoiceFile,
): Promise<{ controlId: string; invoiceDate: string; invoices: number }> {
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
      file.organizationId,
      file.carrier,
      file.sourceName,
      file.sha256,
      file.bytes,
      file.receivedAt,
      file.importedBy,
      file.rowsRead,
    ],
  );
  const row = created.rows[0]!;
  return { controlId: row.control_id, invoiceDate: row.invoice_date, invoices: row.invoices };
}

/** Inserts the file's staged invoices not imported before; answers how many it inserted. */
export async function insertStagedInvoices(
  tx: Queryable,
  controlId: string,
  organizationId: string,
  carrier: Carrier,
): Promise<number> {
  const invoices = await tx.query(
    `INSERT INTO invoices (control_id, organization_id, carrier, account_number, invoice_number, invoice_date, amount)
     SELECT $1, $2, $3, account_number, invoice_number, invoice_date, invoice_amount
     FROM import_rows WHERE kind = 'I' ORDER BY invoice_ref
     ON CONFLICT (carrier, account_number, invoice_number, invoice_date) DO NOTHING`,
    [controlId, organizationId, carrier],
  );
  return invoices.rowCount;
}

/** The first staged invoice already imported by another file: its line, number and that file's Control ID. */
export async function findRepeatedInvoice(
  tx: Queryable,
  carrier: Carrier,
  controlId: string,
): Promise<{ line: number; invoiceNumber: string; controlId: string } | undefined> {
  const repeated = await tx.query<{ line: number; invoice_number: string; control_id: string }>(
    `SELECT r.line, r.invoice_number, i.control_id
     FROM import_rows r
     JOIN invoices i ON i.carrier = $1 AND i.account_number = r.account_number
       AND i.invoice_number = r.invoice_number AND i.invoice_date = r.invoice_date AND i.control_id <> $2
     WHERE r.kind = 'I'
     ORDER BY r.line LIMIT 1`,
    [carrier, controlId],
  );
  const row = repeated.rows[0];
  return row && { line: row.line, invoiceNumber: row.invoice_number, controlId: row.control_id };
}

/** Looks the file's invoices up once by their staging reference (import_invoices), for every statement after. */
export async function indexStagedInvoices(tx: Queryable, controlId: string): Promise<void> {
  await tx.query(
    `INSERT INTO import_invoices (invoice_ref, invoice_id, invoice_date)
     SELECT r.invoice_ref, i.id, i.invoice_date
     FROM import_rows r
     JOIN invoices i ON i.control_id = $1 AND i.account_number = r.account_number
       AND i.invoice_number = r.invoice_number AND i.invoice_date = r.invoice_date
     WHERE r.kind = 'I'`,
    [controlId],
  );
}

/**
 * Writes the file's totals (its charges and amount, and the status counts of its packages as they are now, once
 * the current contributions are saved); answers its amount, in dollars with 2 decimals.
 */
export async function writeFileTotals(tx: Queryable, controlId: string): Promise<string> {
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
  return summary.rows[0]!.amount;
}

/**
 * Moves the status counts of every file that bills a package of import_contributions (but `exceptControlId`, the
 * file being imported, which writes its own) by what changed.
 */
export async function addStatusChangesToFiles(tx: Queryable, exceptControlId: string | null): Promise<void> {
  await tx.query(
    `UPDATE invoice_files f SET
       track_eligible = f.track_eligible + d.track_eligible,
       track_complete = f.track_complete + d.track_complete,
       audit_eligible = f.audit_eligible + d.audit_eligible,
       audit_complete = f.audit_complete + d.audit_complete,
       late_deliveries = f.late_deliveries + d.late_deliveries
     FROM (${filesStatusChanges}) d
     WHERE f.control_id = d.control_id`,
    [exceptControlId],
  );
}

/** The file imported with these bytes (by their SHA-256), or undefined. */
export async function findInvoiceFileByHash(
  db: Queryable,
  sha256: string,
): Promise<{ controlId: string; carrier: Carrier; invoiceDate: string } | undefined> {
  const earlier = await db.query<{ control_id: string; carrier: Carrier; invoice_date: string }>(
    'SELECT control_id, carrier, invoice_date FROM invoice_files WHERE file_sha256 = $1',
    [sha256],
  );
  const row = earlier.rows[0];
  return row && { controlId: row.control_id, carrier: row.carrier, invoiceDate: row.invoice_date };
}

/** Whether `error` is the unique violation of a file whose bytes were imported before. */
export function isDuplicateFileHash(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || constraint === 'invoice_files_file_sha256_key');
}
