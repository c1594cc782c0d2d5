import type { Queryable } from '../db/database.js';
import type { Carrier } from './shipping-reference.js';
import {
  chargeMeasures,
  chargeSummaries,
  mergeMeasures,
  packageContribution,
  packageMeasures,
  packageSummaries,
  type ChargeMeasure,
  type PackageMeasure,
  type SummaryTable,
} from './shipping-summaries.js';

/**
 * How an import brings the shipping summaries (shipping-summaries.ts) up to date. What one package adds to the
 * package summaries, and the status flags the Control Master counts, is its contribution: an import reads the
 * contributions of the packages it touches as they were before (sign -1) and as they are after (sign +1), so every
 * summary moves by the difference and is never rebuilt. Charges only ever add: a file's charges are summed once by
 * every column of the charge summaries and added to each.
 */

/**
 * The signed contributions of the file's packages: those billed before as they counted (-1, written by
 * savePreviousContributions before the import changes them) and every one as it counts now (+1, written by
 * saveCurrentContributions once it has), read by every summary and status count after it (computing them for each
 * of three summaries cost the first start 2 s).
 */
export const createContributionsTable = `
  CREATE TEMP TABLE IF NOT EXISTS import_contributions ON COMMIT DELETE ROWS AS
    SELECT 1 AS sign, ${packageContribution} FROM packages p WITH NO DATA`;

/** Every key column of the package summaries: the grain of import_contribution_sums. */
const contributionKey = [...new Set(packageSummaries.flatMap((summary) => summary.key))].join(', ');

/**
 * The contributions summed once by every key column of the package summaries, a few thousand rows where the file
 * has tens of thousands of packages: each summary is moved from these sums rather than from every contribution.
 */
export const createContributionSumsTable = `
  CREATE TEMP TABLE IF NOT EXISTS import_contribution_sums ON COMMIT DELETE ROWS AS
    SELECT organization_id, ${contributionKey}, ${packageMeasures.map(({ name }) => name).join(', ')}
    FROM import_contributions WITH NO DATA`;

// Emptied first: a re-derivation moves the summaries once per selection within one transaction.
const sumContributions = `
  TRUNCATE import_contribution_sums;
  INSERT INTO import_contribution_sums
  SELECT organization_id, ${contributionKey}, ${packageMeasures.map(({ name }) => `sum(sign * ${name})`).join(', ')}
  FROM import_contributions
  GROUP BY organization_id, ${contributionKey}`;

/** Saves what the file's packages billed before count in the summaries now, taken out again as they change. */
const savePrevious = `
  INSERT INTO import_contributions
  SELECT -1 AS sign, ${packageContribution}
  FROM import_packages ip
  JOIN LATERAL (SELECT * FROM packages WHERE id = ip.id LIMIT 1) p ON true
  WHERE ip.existed`;

/** Saves what every package of the file counts in the summaries now that the import has written it. */
const saveCurrent = `
  INSERT INTO import_contributions SELECT 1 AS sign, ${packageContribution} FROM import_packages p`;

/** One statement that moves a summary, and the one to run after it when it left rows without packages. */
interface SummaryStatement {
  sql: string;
  /** `sql` answers one row with `emptied`, the rows it left without packages, which this removes. */
  removeEmptied?: string;
}

/** Saves what the file's packages billed before count in the summaries now, before the import changes them. */
export async function savePreviousContributions(tx: Queryable): Promise<void> {
  await tx.exec(savePrevious);
}

/** Saves what every package of the file counts in the summaries now that the import has written it. */
export async function saveCurrentContributions(tx: Queryable): Promise<void> {
  await tx.exec(saveCurrent);
}

/**
 * The statement that moves one summary by the difference the import made to its measures. With previous
 * contributions a package may leave a row: that row goes, by a second statement run only then (they are rare, and
 * looking for them cost the embedded database a statement per summary and file).
 */
function applyTo(
  { table, key: keyColumns, measures }: SummaryTable<PackageMeasure>,
  withPrevious: boolean,
): SummaryStatement {
  const key = keyColumns.join(', ');
  const names = measures.map(({ name }) => name);
  const upsert = `
    INSERT INTO ${table} AS s (organization_id, ${key}, ${names.join(', ')})
    SELECT organization_id, ${key}, ${names.map((name) => `sum(${name})`).join(', ')}
    FROM import_contribution_sums
    GROUP BY organization_id, ${key}
    ORDER BY organization_id, ${key}
    ON CONFLICT (organization_id, ${key}) DO UPDATE SET
      ${mergeMeasures(measures)}`;
  if (!withPrevious) return { sql: upsert };
  return {
    sql: `WITH moved AS (${upsert} RETURNING packages)
      SELECT count(*) FILTER (WHERE packages = 0)::integer AS emptied FROM moved`,
    removeEmptied: `DELETE FROM ${table} s
     USING (SELECT DISTINCT organization_id, month FROM import_contributions WHERE sign = -1) d
     WHERE s.organization_id = d.organization_id AND s.month = d.month AND s.packages = 0`,
  };
}

/**
 * Moves every package summary by the difference the import made, once import_contributions holds it (`withPrevious`:
 * it holds contributions of packages billed before). One statement at a time: on the embedded database a statement
 * holds the event loop, and all of them at once held it 1.3 s for a 25,000-package file.
 */
export async function movePackageSummaries(tx: Queryable, withPrevious: boolean): Promise<void> {
  await tx.exec(sumContributions);
  for (const { sql, removeEmptied } of packageSummaries.map((summary) => applyTo(summary, withPrevious))) {
    const moved = await tx.query<{ emptied: number }>(sql);
    if (removeEmptied && moved.rows[0]!.emptied > 0) await tx.exec(removeEmptied);
  }
}

/** The Control Master counts over signed contributions. */
const statusCounts = `
  coalesce(sum(sign), 0)::integer AS packages,
  coalesce(sum(sign * track_eligible), 0)::integer AS track_eligible,
  coalesce(sum(sign * track_complete), 0)::integer AS track_complete,
  coalesce(sum(sign * audit_eligible), 0)::integer AS audit_eligible,
  coalesce(sum(sign * audit_complete), 0)::integer AS audit_complete,
  coalesce(sum(sign * late), 0)::integer AS late_deliveries`;

/** The status counts of the file's own packages, as they are now (after saveCurrentContributions). */
export const fileStatusCountsNow = `SELECT ${statusCounts} FROM import_contributions WHERE sign = 1`;

/**
 * The change in status counts of every file that bills a package of the contributions but $1 (the Control ID of
 * the file being imported, or null): what each such package counts now minus what it counted before.
 */
export const filesStatusChanges = `
  SELECT fp.control_id, ${statusCounts}
  FROM import_contributions AS contributions
  JOIN LATERAL (
    SELECT control_id FROM file_packages
    WHERE package_id = contributions.package_id AND control_id IS DISTINCT FROM $1::text
    OFFSET 0) fp ON true
  GROUP BY fp.control_id
  ORDER BY fp.control_id`;

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

/** Which charges of the file addChargesToSummaries adds. */
export interface ChargeRange {
  organizationId: string;
  carrier: Carrier;
  /** The staging references of the packages whose charges are added, both ends included. */
  fromPackage: number;
  toPackage: number;
  /** Whether the charges of no package are added too. */
  withUnpackaged: boolean;
}

/**
 * Adds a range of the file's charges to every charge summary. Whether a package already had a charge of a grouping
 * is read before the file's own charges land; a package's charges are added in one call (its first charge of a
 * grouping in the file counts it). The charges are summed once by every column of the charge summaries, and each
 * summary from those sums: a few thousand rows (by ship date), where summing the charges for each took several
 * times as long.
 */
export async function addChargesToSummaries(tx: Queryable, range: ChargeRange): Promise<void> {
  // Grouped by hashing: the planner sorted the charges instead, by ten text columns compared by the database's
  // collation, and the sort took more than half of the statement (130 of 270 ms for a 25,000-package file).
  await tx.exec('SET LOCAL enable_sort = off');
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
    [range.organizationId, range.carrier, range.fromPackage, range.toPackage, range.withUnpackaged],
  );
  await tx.exec('RESET enable_sort');
}
