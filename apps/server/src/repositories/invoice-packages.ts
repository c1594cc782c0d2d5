import type { Queryable } from '../db/database.js';
import type { Carrier } from './shipping-reference.js';
import { auditedColumnNames, auditedColumns, judgedPackages } from './package-audit.js';
import { freightChargeVariance } from './shipping-summaries.js';

/** The money a package adds up over its charges: each file's charges add to it. */
export const packageTotals = [
  'net_amount',
  'gross_amount',
  'incentive_amount',
  'freight_gross',
  'freight_incentive',
  'freight_net',
  'fuel_net',
  'accessorial_net',
] as const;

/** Every column of packages but its id, in the order import_packages holds them. */
export const packageColumns = [
  'organization_id',
  'carrier',
  'tracking_number',
  'control_id',
  'invoice_id',
  'invoice_date',
  'last_invoice_date',
  'ship_date',
  'service',
  'sla_grouping',
  'ground_vs_express',
  'scope',
  'zone',
  'billed_weight_lb',
  'entered_weight_lb',
  'weight_band',
  'sender_state',
  'sender_postal',
  'receiver_state',
  'receiver_country',
  'is_residential',
  'has_accessorial',
  'delivery_date',
  'delivery_time',
  'commit_date',
  'commit_time',
  'transit_days',
  'transit_business_days',
  'track_status',
  'audit_result',
  'audit_status',
  'is_late',
  'gsr_eligible',
  'charge_exemption',
  'exemption',
  'contracted_discount_pct',
  'discount_variance',
  ...packageTotals,
] as const;

/**
 * The contract discount row (its `discount_pct`) of package `p` at service level `sla`: the client's most specific
 * row of the carrier and level whose zones and weights hold the package's (the narrowest zone range, then weight
 * range). Looked up only `when` that holds.
 */
export const contractDiscountOf = (p: string, sla: string, when = 'true') => `
  SELECT discount_pct FROM contract_discounts cd
  WHERE ${when} AND cd.organization_id = ${p}.organization_id AND cd.carrier = ${p}.carrier
    AND cd.sla_grouping = ${sla}
    AND coalesce(zone_number(${p}.zone), 0) BETWEEN cd.zone_from AND cd.zone_to
    AND coalesce(${p}.billed_weight_lb, 0) BETWEEN cd.weight_from AND cd.weight_to
  ORDER BY cd.zone_to - cd.zone_from, cd.weight_to - cd.weight_from, cd.id
  LIMIT 1`;

/** The per-session table that holds one row per package of the import (emptied at every commit). */
export const createImportPackagesTable = `
  CREATE TEMP TABLE IF NOT EXISTS import_packages (
    package_ref integer, line integer, existed boolean, existing_organization_id uuid, file_charges integer,
    file_net_amount numeric(12,2), LIKE packages
  ) ON COMMIT DELETE ROWS`;

/** The range of the file's packages fillImportPackages fills, and the file they come from. */
export interface PackageFill {
  controlId: string;
  organizationId: string;
  carrier: Carrier;
  /** The day the file was received (UTC), yyyy-MM-dd. */
  receivedOn: string;
  /** The first and last package reference to fill. */
  fromPackage: number;
  toPackage: number;
}

/**
 * Fills import_packages: one row per package the file bills, as it will be stored. A package billed before keeps
 * the attributes it has and takes only those it lacked; its totals grow by this file's charges; a new package
 * gets the next package id. Every row carries its late-delivery audit (package-audit.ts), so each package is written
 * once, and what this file bills it (file_charges, file_net_amount).
 */
export async function fillImportPackages(tx: Queryable, fill: PackageFill): Promise<void> {
  const computedByAudit = new Set<string>(auditedColumnNames);
  const mergedColumns = packageColumns.filter((column) => !computedByAudit.has(column));
  await tx.query(
    `
    INSERT INTO import_packages (package_ref, line, existed, existing_organization_id, id, file_charges,
      file_net_amount, ${mergedColumns.join(', ')}, ${auditedColumnNames.join(', ')})
    WITH billed AS MATERIALIZED (
      SELECT a.package_ref, a.line, p.id IS NOT NULL AS existed, p.organization_id AS existing_organization_id,
             coalesce(p.id, nextval('packages_id_seq')) AS id,
             $2::uuid AS organization_id,
             $3::text AS carrier,
             a.tracking_number,
             coalesce(p.control_id, $1) AS control_id,
             coalesce(p.invoice_id, f.invoice_id) AS invoice_id,
             coalesce(p.invoice_date, f.invoice_date) AS invoice_date,
             greatest(p.last_invoice_date, a.last_invoice_date) AS last_invoice_date,
             coalesce(p.ship_date, a.ship_date) AS ship_date,
             coalesce(p.service, a.service) AS service,
             p.sla_grouping AS stored_sla_grouping,
             p.ground_vs_express AS stored_ground_vs_express,
             p.scope AS stored_scope,
             p.contracted_discount_pct AS stored_contracted_discount_pct,
             coalesce(p.zone, a.zone) AS zone,
             coalesce(p.billed_weight_lb, a.billed_weight_lb) AS billed_weight_lb,
             coalesce(p.entered_weight_lb, a.entered_weight_lb) AS entered_weight_lb,
             weight_band(coalesce(p.billed_weight_lb, a.billed_weight_lb)) AS weight_band,
             coalesce(p.sender_state, a.sender_state) AS sender_state,
             coalesce(p.sender_postal, a.sender_postal) AS sender_postal,
             coalesce(p.receiver_state, a.receiver_state) AS receiver_state,
             coalesce(p.receiver_country, a.receiver_country) AS receiver_country,
             coalesce(p.is_residential, false) OR a.is_residential AS is_residential,
             coalesce(p.has_accessorial, false) OR a.has_accessorial AS has_accessorial,
             CASE WHEN p.delivery_date IS NULL THEN a.delivery_date ELSE p.delivery_date END AS delivery_date,
             CASE WHEN p.delivery_date IS NULL THEN a.delivery_time ELSE p.delivery_time END AS delivery_time,
             -- The lowest code of any file's charges, so that the order files come in does not matter.
             least(p.charge_exemption, a.audit_exemption) AS charge_exemption,
             ${packageTotals.map((total) => `coalesce(p.${total}, 0) + a.${total} AS ${total}`).join(',\n             ')},
             a.charges AS file_charges,
             a.net_amount AS file_net_amount,
             a.tracking_number ~ c.tracking_pattern AS trackable,
             CASE WHEN p.id IS NULL THEN $4::date
                  ELSE (SELECT (pf.received_at AT TIME ZONE 'UTC')::date FROM invoice_files pf
                        WHERE pf.control_id = p.control_id) END AS received_on
      FROM import_rows a
      JOIN import_invoices f ON f.invoice_ref = a.invoice_ref
      JOIN carriers c ON c.carrier = $3
      -- A probe of the tracking number's index per package (LIMIT keeps the subquery from being flattened): the
      -- embedded database has no autovacuum, and without fresh statistics the planner hashed every package of the
      -- carrier for each file, a cost that grew with every file imported before.
      LEFT JOIN LATERAL (
        SELECT * FROM packages WHERE carrier = $3 AND tracking_number = a.tracking_number LIMIT 1) p ON true
      WHERE a.kind = 'P' AND a.package_ref BETWEEN $5 AND $6),
    -- The service map's rule of each service name the packages carry, a handful in a file: resolved once per name
    -- and joined, so that no package runs the map's regular expressions.
    service_rules AS MATERIALIZED (
      SELECT s.service, r.sla_grouping, r.ground_vs_express, r.scope, r.guaranteed_from, r.guaranteed_to
      FROM (SELECT DISTINCT service FROM billed WHERE service IS NOT NULL) s
      CROSS JOIN LATERAL service_rule($3, s.service) r),
    merged AS MATERIALIZED (
      SELECT b.*,
             coalesce(b.stored_sla_grouping, sr.sla_grouping) AS sla_grouping,
             coalesce(b.stored_ground_vs_express, sr.ground_vs_express) AS ground_vs_express,
             coalesce(b.stored_scope, sr.scope) AS scope,
             sr.guaranteed_from,
             sr.guaranteed_to,
             CASE WHEN b.existed THEN b.stored_contracted_discount_pct ELSE cd.discount_pct END
               AS contracted_discount_pct
      FROM billed b
      LEFT JOIN service_rules sr ON sr.service = b.service
      LEFT JOIN LATERAL (${contractDiscountOf('b', 'sr.sla_grouping', 'NOT b.existed')}) cd ON true),
    -- Its freight charges' variance: those of earlier files, stored, and this file's.
    varied AS MATERIALIZED (
      SELECT m.*,
             CASE WHEN m.existed THEN (
               SELECT coalesce(sum(c.discount_variance), 0) FROM charges c WHERE c.package_id = m.id)
             ELSE 0 END + coalesce(fv.file_freight_variance, 0) AS freight_variance
      FROM merged m
      LEFT JOIN (
        SELECT f.package_ref, sum(${freightChargeVariance('f')}) AS file_freight_variance
        FROM merged f
        JOIN import_rows r ON r.kind = 'C' AND r.package_ref = f.package_ref AND r.unified_charge_grouping = 'FREIGHT'
        -- A package without a contracted discount has no variance: its charges are not read.
        WHERE f.contracted_discount_pct IS NOT NULL AND r.package_ref BETWEEN $5 AND $6
        GROUP BY f.package_ref) fv ON fv.package_ref = m.package_ref),
    judged AS MATERIALIZED (${judgedPackages('varied')})
    SELECT j.package_ref, j.line, j.existed, j.existing_organization_id, j.id, j.file_charges,
           j.file_net_amount, ${mergedColumns.map((column) => `j.${column}`).join(', ')},
           ${auditedColumns}
    FROM judged j`,
    [fill.controlId, fill.organizationId, fill.carrier, fill.receivedOn, fill.fromPackage, fill.toPackage],
  );
}
/** What import_packages holds once filled. */
export interface ImportPackagesCheck {
  packages: number;
  /** Packages billed before. */
  existing: number;
  /** The first line of a package billed before to another organization, and its tracking number. */
  foreignLine: number | null;
  foreignTracking: string | null;
  /** Services of the file's packages that the service map does not know (no SLA grouping, not audited). */
  unknownServices: string[];
}

/** Counts the file's packages in import_packages and finds any billed before to another organization. */
export async function checkImportPackages(
  tx: Queryable,
  organizationId: string,
): Promise<ImportPackagesCheck> {
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
  const row = check.rows[0]!;
  return {
    packages: row.packages,
    existing: row.existing,
    foreignLine: row.foreign_line,
    foreignTracking: row.foreign_tracking,
    unknownServices: row.unknown_services ?? [],
  };
}

const columns = packageColumns.join(', ');

/** Writes the file's packages billed before as import_packages holds them now. */
export async function updateExistingPackages(tx: Queryable): Promise<void> {
  await tx.exec(`
    UPDATE packages p SET (${columns}) = (${packageColumns.map((column) => `ip.${column}`).join(', ')})
    FROM import_packages ip WHERE p.id = ip.id AND ip.existed`);
}

/** Inserts the file's new packages of the package references `fromPackage` to `toPackage`. */
export async function insertNewPackages(
  tx: Queryable,
  fromPackage: number,
  toPackage: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO packages (id, ${columns})
     SELECT id, ${columns} FROM import_packages WHERE NOT existed AND package_ref BETWEEN $1 AND $2 ORDER BY id`,
    [fromPackage, toPackage],
  );
}

/** Links every package of the file to it, with what the file bills it. */
export async function insertFilePackages(
  tx: Queryable,
  controlId: string,
  organizationId: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO file_packages (control_id, package_id, organization_id, charges, net_amount)
     SELECT $1, id, $2, file_charges, file_net_amount FROM import_packages ORDER BY id`,
    [controlId, organizationId],
  );
}
