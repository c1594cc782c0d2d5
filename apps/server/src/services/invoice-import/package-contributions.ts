import {
  mergeMeasures,
  packageContribution,
  packageMeasures,
  packageMonthRollup,
  packageMonthSummary,
  packageSummaries,
  packageTransitRollup,
  packageWeekRollup,
  packageZoneRollup,
  type PackageMeasure,
  type SummaryTable,
} from '../../repositories/shipping-summaries.js';

/**
 * What one package adds to the summaries: its key in package_month_summaries, its measures, and the status flags
 * the Control Master counts. An import reads the contributions of the packages it touches as they were before
 * (sign -1) and as they are after (sign +1), so every summary moves by the difference and is never rebuilt.
 */

/** The dashboard reads' names for the catalogue's package summaries. */
export { packageContribution };
export const packageSummaryKey = packageMonthSummary.key;
export const packageRollupKey = packageMonthRollup.key;
export const packageWeekRollupKey = packageWeekRollup.key;
export const packageZoneRollupKey = packageZoneRollup.key;
export const packageTransitRollupKey = packageTransitRollup.key;
export const packageSummaryMeasures = Object.fromEntries(
  packageMeasures.map((measure) => [measure.name, measure.perPackage]),
);

/**
 * The signed contributions of the file's packages: those billed before as they counted (-1, written by
 * savePreviousContributions before the import changes them) and every one as it counts now (+1, written by
 * saveCurrentContributions once it has), read by every summary and status count after it (computing them for each
 * of three summaries cost the first start 2 s).
 */
export const createContributionsTable = `
  CREATE TEMP TABLE IF NOT EXISTS import_contributions ON COMMIT DELETE ROWS AS
    SELECT 1 AS sign, ${packageContribution} FROM packages p WITH NO DATA`;

/** Saves what the file's packages billed before count in the summaries now, taken out again as they change. */
export const savePreviousContributions = `
  INSERT INTO import_contributions
  SELECT -1 AS sign, ${packageContribution}
  FROM import_packages ip
  JOIN LATERAL (SELECT * FROM packages WHERE id = ip.id LIMIT 1) p ON true
  WHERE ip.existed`;

/** Saves what every package of the file counts in the summaries now that the import has written it. */
export const saveCurrentContributions = `
  INSERT INTO import_contributions SELECT 1 AS sign, ${packageContribution} FROM import_packages p`;

/** One statement of applyPackageSummaries, and the one to run after it when it left rows without packages. */
export interface SummaryStatement {
  sql: string;
  /** `sql` answers one row with `emptied`, the rows it left without packages, which this removes. */
  removeEmptied?: string;
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
    SELECT organization_id, ${key}, ${names.map((name) => `sum(sign * ${name})`).join(', ')}
    FROM import_contributions
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
 * The statements that move every package summary by the difference the import made, once import_contributions
 * holds it. Run one by one: on the embedded database a statement holds the event loop, and all of them at once
 * held it 1.3 s for a 25,000-package file.
 */
export function applyPackageSummaries(withPrevious: boolean): SummaryStatement[] {
  return packageSummaries.map((summary) => applyTo(summary, withPrevious));
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
 * The change in status counts of every other file that bills a package this file touched ($1 = this file's
 * Control ID): what each such package counts now minus what it counted before (after saveCurrentContributions).
 */
export const otherFilesStatusChanges = `
  SELECT fp.control_id, ${statusCounts}
  FROM import_contributions AS contributions
  JOIN LATERAL (
    SELECT control_id FROM file_packages
    WHERE package_id = contributions.package_id AND control_id <> $1
    OFFSET 0) fp ON true
  GROUP BY fp.control_id
  ORDER BY fp.control_id`;
