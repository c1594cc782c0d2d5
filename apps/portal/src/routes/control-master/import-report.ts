import { carrierName, type components } from '@waybill/api-client';
import { formatCount, formatMoney } from './format';

/** What `POST /control-master/import` reports about one file. */
export type ImportReport = components['schemas']['ImportReport'];

/** The file types the import offers to choose; the server tells the layouts apart by their content. */
export const INVOICE_FILE_TYPES = ['.csv', '.txt'];

/** The figures of an imported file, as label and text, in the order the report lists them. */
export function importFigures(report: ImportReport): [label: string, value: string][] {
  const newPackages =
    report.newPackages === report.packages ? '' : ` (${formatCount(report.newPackages)} new)`;
  return [
    ['Control ID', report.controlId],
    ['Client', report.client],
    ['Carrier', carrierName(report.carrier)],
    ['Invoice Date', report.invoiceDate],
    ['Rows read', formatCount(report.rowsRead)],
    ['Invoices', formatCount(report.invoices)],
    ['Packages loaded', `${formatCount(report.packages)}${newPackages}`],
    ['Charges loaded', formatCount(report.charges)],
    // A file is imported whole or not at all, so an imported file has no rejected rows.
    ['Rows rejected', '0'],
    ['Net amount', formatMoney(report.amount)],
  ];
}
