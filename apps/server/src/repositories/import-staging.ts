import type { CopySource, Queryable } from '../db/database.js';
import { allowBulkStatements } from '../db/statement-timeouts.js';
import { createImportPackagesTable } from './invoice-packages.js';
import { createContributionSumsTable, createContributionsTable } from './shipping-summary-updates.js';

/**
 * The staging table every carrier layout is normalized into, loaded by one COPY: invoice rows ('I', once per
 * invoice), charge rows ('C', as the file is read) and, after them, package rows ('P', one per package: its
 * attributes and what the file charges it, added up here rather than in SQL, where the embedded database is
 * many times slower at it).
 */
export const stagingColumns = [
  ['kind', 'text'],
  ['line', 'integer'],
  ['invoice_ref', 'integer'],
  ['package_ref', 'integer'],
  ['account_number', 'text'],
  ['invoice_number', 'text'],
  ['invoice_date', 'date'],
  ['invoice_amount', 'numeric(12,2)'],
  ['tracking_number', 'text'],
  ['is_freight', 'boolean'],
  ['service', 'text'],
  ['ship_date', 'date'],
  ['delivery_date', 'date'],
  ['delivery_time', 'time'],
  ['zone', 'text'],
  ['billed_weight_lb', 'numeric(10,2)'],
  ['entered_weight_lb', 'numeric(10,2)'],
  ['sender_state', 'text'],
  ['sender_postal', 'text'],
  ['receiver_state', 'text'],
  ['receiver_country', 'text'],
  ['charge_description', 'text'],
  ['classification', 'text'],
  ['unified_charge_grouping', 'text'],
  ['is_accessorial', 'boolean'],
  ['audit_exemption', 'text'],
  ['gross_amount', 'numeric(12,2)'],
  ['incentive_amount', 'numeric(12,2)'],
  ['net_amount', 'numeric(12,2)'],
  ['charges', 'integer'],
  ['freight_gross', 'numeric(12,2)'],
  ['freight_incentive', 'numeric(12,2)'],
  ['freight_net', 'numeric(12,2)'],
  ['fuel_net', 'numeric(12,2)'],
  ['accessorial_net', 'numeric(12,2)'],
  ['is_residential', 'boolean'],
  ['has_accessorial', 'boolean'],
  ['last_invoice_date', 'date'],
  // A charge row that is its package's first charge of its grouping in the file: it counts the package in the
  // charge summaries (unless an earlier file charged the package that grouping).
  ['first_of_grouping', 'boolean'],
] as const;

// One import at a time: the summaries and the packages a file touches are shared with the next file.
export const importLockKey = 7_215_500_411;

/**
 * The staging tables, created once per database session and emptied at every commit: creating tables for each
 * file cost more than the rest of a small file's import on the embedded database. Their pages live in the
 * session's temp_buffers (8 MB unless set before the first temporary table): a larger file spilled to disk and
 * made every pass over it wait seconds.
 */
const createStagingTables = `
  SET temp_buffers = '64MB';
  CREATE TEMP TABLE IF NOT EXISTS import_rows (${stagingColumns.map(([name, type]) => `${name} ${type}`).join(', ')})
    ON COMMIT DELETE ROWS;
  CREATE TEMP TABLE IF NOT EXISTS import_invoices (invoice_ref integer, invoice_id bigint, invoice_date date)
    ON COMMIT DELETE ROWS;
  ${createImportPackagesTable};
  CREATE INDEX IF NOT EXISTS import_packages_ref ON import_packages (package_ref);
  ${createContributionsTable};
  ${createContributionSumsTable}`;

/**
 * Readies a transaction that changes the stored shipping facts (an import, or a re-derivation after the reference
 * data changed): gives it the bulk statement_timeout, waits for any other such change to commit (each reads the
 * facts and moves the summaries by a difference, which only holds one at a time, and an import reads the
 * reference data), sets its work_mem (the sorts of a file's rows spilled to disk at the default 4 MB) and creates
 * the staging tables if the session has none.
 */
export async function beginShippingFactsChange(tx: Queryable): Promise<void> {
  await readyStaging(tx);
  await lockShippingFacts(tx);
}

/**
 * The part of beginShippingFactsChange that holds nothing another change waits for: an import fills its staging
 * tables (the session's own) while another change may still hold the facts, then locks them.
 */
export async function readyStaging(tx: Queryable): Promise<void> {
  await allowBulkStatements(tx);
  await tx.exec(`SET LOCAL work_mem = '64MB'`);
  await tx.exec(createStagingTables);
}

/** Waits for any other change of the shipping facts to commit; holds them until this transaction ends. */
export async function lockShippingFacts(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [importLockKey]);
}

/** Loads a staged file (COPY text of stagingColumns) into import_rows; answers the rows loaded. */
export function copyIntoStaging(tx: Queryable, stagedRows: CopySource): Promise<number> {
  return tx.copyFrom('COPY import_rows FROM STDIN', stagedRows);
}

/**
 * Gives the planner statistics of the staged rows. Without them it takes a large staging table for a row or two
 * and joins it in nested loops that grow with the square of the file (import_packages is joined through its index
 * instead). Only the columns the statements filter, join and group on: all 38 took 0.2-0.5 s of a 25,000-package
 * file, these 40 ms.
 */
export async function analyzeStagedRows(tx: Queryable): Promise<void> {
  await tx.exec(
    'ANALYZE import_rows (kind, invoice_ref, package_ref, tracking_number, unified_charge_grouping)',
  );
}
