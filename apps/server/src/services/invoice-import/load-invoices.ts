import type { Queryable } from '../../db/database.js';
import {
  findRepeatedInvoice,
  indexStagedInvoices,
  insertInvoiceFile,
  insertStagedInvoices,
  type NewInvoiceFile,
} from '../../repositories/imported-invoice-files.js';
import { InvoiceFileError } from './invoice-file-error.js';

/**
 * Records the staged file as a new Control ID with its invoices, and looks them up once for the statements after.
 * Throws InvoiceFileError when the file repeats an invoice already imported.
 */
export async function loadInvoices(
  tx: Queryable,
  file: NewInvoiceFile,
): Promise<{ controlId: string; invoiceDate: string }> {
  const { controlId, invoiceDate, invoices } = await insertInvoiceFile(tx, file);
  if ((await insertStagedInvoices(tx, controlId, file.organizationId, file.carrier)) < invoices) {
    const repeated = (await findRepeatedInvoice(tx, file.carrier, controlId))!;
    throw new InvoiceFileError(
      repeated.line,
      `invoice ${repeated.invoiceNumber} was already imported with Control ID ${repeated.controlId}`,
    );
  }
  await indexStagedInvoices(tx, controlId);
  return { controlId, invoiceDate };
}
