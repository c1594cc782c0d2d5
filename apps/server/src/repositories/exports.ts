import { escapeLiteral } from 'pg';
import type { Queryable } from '../db/database.js';

/** The report types of the Export Data page: one row per package, or one row per accessorial charge. */
export type ExportReport = 'tracking' | 'accessorial';

/** What an export keeps. Every value has been validated before it gets here (see export-workbook.ts). */
export interface ExportFilter {
  organizationId: string;
  unifiedCharge?: string;
  slaGrouping?: string;
  senderState?: string;
  /** Ship dates, yyyy-MM-dd, both ends included. */
  shipDateFrom?: string;
  shipDateTo?: string;
  rowLimit: number;
}

/**
 * A text value as a spreadsheet cell that cannot run: a value starting with = + - @, a tab or a carriage return
 * gets a leading single quote, so a spreadsheet shows it as text instead of evaluating it as a formula. Done in
 * the query so that COPY writes the CSV and no row passes through JavaScript.
 */
export function spreadsheetText(expression: string): string {
  // By the first character's code (tab, CR, + - = @): a regular expression per cell doubled the export's time.
  return `CASE WHEN ascii(${expression}) IN (9, 13, 43, 45, 61, 64) THEN '''' || ${expression} ELSE ${expression} END`;
}

/** A date as yyyy-MM-dd, whatever the session's DateStyle. */
const isoDate = (expression: string) => `to_char(${expression}, 'YYYY-MM-DD')`;

/** A local date with its time when the carrier gave one (yyyy-MM-ddTHH:mm:ss), else the date alone. */
const isoMoment = (date: string, time: string) =>
  `${isoDate(date)} || coalesce('T' || to_char(${time}, 'HH24:MI:SS'), '')`;

/** Booleans as the words true and false (COPY alone writes t and f). */
const word = (expression: string) => `${expression}::text`;

/** One column of an export: its header and the SQL that gives its cell. */
interface ExportColumn {
  header: string;
  sql: string;
}

/** Tracking Data: one row per package, in DOMAIN.md's order. */
const trackingColumns: ExportColumn[] = [
  { header: 'Tracking Number', sql: spreadsheetText('p.tracking_number') },
  { header: 'Carrier', sql: spreadsheetText('carrier.name') },
  { header: 'Invoice Number', sql: spreadsheetText('i.invoice_number') },
  { header: 'Invoice Date', sql: isoDate('i.invoice_date') },
  { header: 'Ship Date', sql: isoDate('p.ship_date') },
  { header: 'Service', sql: spreadsheetText('p.service') },
  { header: 'SLA Grouping', sql: spreadsheetText('p.sla_grouping') },
  { header: 'Ground/Express', sql: spreadsheetText('p.ground_vs_express') },
  { header: 'Zone', sql: spreadsheetText('p.zone') },
  { header: 'Billed Weight (lb)', sql: 'p.billed_weight_lb' },
  { header: 'Sender State', sql: spreadsheetText('p.sender_state') },
  { header: 'Sender Postal Code', sql: spreadsheetText('p.sender_postal') },
  { header: 'Receiver State', sql: spreadsheetText('p.receiver_state') },
  { header: 'Receiver Country', sql: spreadsheetText('p.receiver_country') },
  { header: 'Residential', sql: word('p.is_residential') },
  { header: 'Net', sql: 'p.net_amount' },
  { header: 'Gross', sql: 'p.gross_amount' },
  { header: 'Incentive', sql: 'p.incentive_amount' },
  { header: 'Accessorial Net', sql: 'p.accessorial_net' },
  { header: 'Commit', sql: isoMoment('p.commit_date', 'p.commit_time') },
  { header: 'Delivered', sql: isoMoment('p.delivery_date', 'p.delivery_time') },
  { header: 'Transit Days', sql: 'p.transit_days' },
  { header: 'Late', sql: word('p.is_late') },
  { header: 'Audit Status', sql: spreadsheetText('p.audit_status') },
];

/** Accessorial Data: one row per accessorial charge, in DOMAIN.md's order. */
const accessorialColumns: ExportColumn[] = [
  { header: 'Tracking Number', sql: spreadsheetText('p.tracking_number') },
  { header: 'Carrier', sql: spreadsheetText('carrier.name') },
  { header: 'Invoice Number', sql: spreadsheetText('i.invoice_number') },
  { header: 'Invoice Date', sql: isoDate('i.invoice_date') },
  { header: 'Ship Date', sql: isoDate('c.ship_date') },
  { header: 'Service', sql: spreadsheetText('p.service') },
  { header: 'SLA Grouping', sql: spreadsheetText('p.sla_grouping') },
  { header: 'Sender State', sql: spreadsheetText('p.sender_state') },
  { header: 'Receiver State', sql: spreadsheetText('p.receiver_state') },
  { header: 'Charge Description', sql: spreadsheetText('c.charge_description') },
  { header: 'Unified Charge Grouping', sql: spreadsheetText('c.unified_charge_grouping') },
  { header: 'Gross', sql: 'c.gross_amount' },
  { header: 'Incentive', sql: 'c.incentive_amount' },
  { header: 'Net', sql: 'c.net_amount' },
];

/** The header row of each report, as the CSV writes it. */
export const exportHeaders: Record<ExportReport, string[]> = {
  tracking: trackingColumns.map((column) => column.header),
  accessorial: accessorialColumns.map((column) => column.header),
};

const selectList = (columns: ExportColumn[]) =>
  columns.map((column) => `${column.sql} AS ${escapeIdentifier(column.header)}`).join(',\n  ');

function escapeIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * The query of an export, ready for `COPY (…) TO STDOUT`. COPY takes no bind parameters on PostgreSQL, so the
 * filter's values are written into the query as literals by node-postgres' escapeLiteral (which doubles quotes
 * and backslashes and switches to E'' when there are backslashes, so no value can end the literal); every value
 * is also validated before: uuid, enum members, ISO dates, an integer.
 */
export function exportQuery(report: ExportReport, filter: ExportFilter): string {
  const literal = (value: string) => escapeLiteral(value);
  const rowLimit = Math.trunc(filter.rowLimit);
  if (!Number.isSafeInteger(rowLimit) || rowLimit < 0) throw new Error('rowLimit must be a whole number');
  const conditions: string[] = [];
  const shipDate = report === 'tracking' ? 'p.ship_date' : 'c.ship_date';
  if (filter.shipDateFrom) conditions.push(`${shipDate} >= ${literal(filter.shipDateFrom)}::date`);
  if (filter.shipDateTo) conditions.push(`${shipDate} <= ${literal(filter.shipDateTo)}::date`);
  if (filter.slaGrouping) conditions.push(`p.sla_grouping = ${literal(filter.slaGrouping)}`);
  if (filter.senderState) conditions.push(`p.sender_state = ${literal(filter.senderState)}`);
  const organization = `${literal(filter.organizationId)}::uuid`;

  if (report === 'tracking') {
    if (filter.unifiedCharge) {
      conditions.push(
        `EXISTS (SELECT 1 FROM charges c WHERE c.package_id = p.id AND c.unified_charge_grouping = ${literal(filter.unifiedCharge)})`,
      );
    }
    return `SELECT
  ${selectList(trackingColumns)}
FROM packages p
JOIN invoices i ON i.id = p.invoice_id
JOIN carriers carrier ON carrier.carrier = p.carrier
WHERE ${[`p.organization_id = ${organization}`, ...conditions].join('\n  AND ')}
ORDER BY p.ship_date, p.tracking_number COLLATE "C", p.id
LIMIT ${rowLimit}`;
  }

  if (filter.unifiedCharge) conditions.push(`c.unified_charge_grouping = ${literal(filter.unifiedCharge)}`);
  // A charge without a package (an invoice-level fee) has no tracking number, service or states.
  return `SELECT
  ${selectList(accessorialColumns)}
FROM charges c
JOIN invoices i ON i.id = c.invoice_id
JOIN carriers carrier ON carrier.carrier = i.carrier
LEFT JOIN packages p ON p.id = c.package_id
WHERE ${[`c.organization_id = ${organization}`, 'c.is_accessorial', ...conditions].join('\n  AND ')}
ORDER BY c.ship_date, p.tracking_number COLLATE "C", c.id
LIMIT ${rowLimit}`;
}

/** One combination of the export's three cascading filters. */
export interface ExportFilterCombination {
  unified_charge_grouping: string;
  sla_grouping: string;
  sender_state: string;
}

/**
 * The (grouping, SLA grouping, sender state) combinations of an organization's charges, from the monthly charge
 * summaries (a few rows per month, not a scan of the charges). Charges without an SLA grouping or a sender state
 * (an unknown service, an invoice-level charge) make no combination.
 */
export async function listExportFilterCombinations(
  db: Queryable,
  organizationId: string,
): Promise<ExportFilterCombination[]> {
  const result = await db.query<ExportFilterCombination>(
    `SELECT DISTINCT unified_charge_grouping, sla_grouping, sender_state
     FROM charge_month_summaries
     WHERE organization_id = $1 AND sla_grouping IS NOT NULL AND sender_state IS NOT NULL AND charges > 0
     ORDER BY unified_charge_grouping, sla_grouping, sender_state`,
    [organizationId],
  );
  return result.rows;
}
