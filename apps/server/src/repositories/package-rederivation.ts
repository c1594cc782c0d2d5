import type { Queryable } from '../db/database.js';
import { chargeRuleMatches, chargeRuleOf } from './charge-rules.js';
import { addStatusChangesToFiles } from './imported-invoice-files.js';
import { contractDiscountOf, packageColumns } from './invoice-packages.js';
import { auditedColumnNames, auditedColumns, judgedPackages } from './package-audit.js';
import type { Carrier } from './shipping-reference.js';
import {
  chargeMeasures,
  chargeSummaries,
  freightChargeVariance,
  packageContribution,
  type ChargeMeasure,
  type SummaryTable,
} from './shipping-summaries.js';
import { movePackageSummaries } from './shipping-summary-updates.js';

/**
 * Re-derivation: after a change of the reference data, the stored packages it concerns get what an import under
 * the reference data now would give them (the same SQL: the service map's rule, the contract discount and
 * package-audit.ts; after a change of the charge map, their charges' groupings too, by chargeRuleOf), and every
 * summary and Control Master count moves by the difference, as an import moves them.
 * It runs after beginShippingFactsChange (import-staging.ts: the import's lock, timeout and temp tables).
 */

/** The package columns its charges' groupings decide: what the importer adds up per grouping. */
const chargeDerivedColumns = [
  'is_residential',
  'has_accessorial',
  'charge_exemption',
  'freight_gross',
  'freight_incentive',
  'freight_net',
  'fuel_net',
  'accessorial_net',
] as const;

/** The package columns the reference data decides. */
const derivedColumns = [
  'sla_grouping',
  'ground_vs_express',
  'scope',
  'contracted_discount_pct',
  ...chargeDerivedColumns,
  ...auditedColumnNames,
] as const;
const derived = new Set<string>(derivedColumns);
/** The stored facts they are derived from. */
const factColumns = packageColumns.filter((column) => !derived.has(column));

/**
 * The charge-derived columns of each package over its charges `g` as the charge map groups them now (regrouped_charges),
 * as the staging writer adds them up: the lowest exemption code of any charge, as the import keeps it.
 */
const regroupedChargeFacts = `
  SELECT g.package_id,
         bool_or(g.unified_charge_grouping = 'RESIDENTIAL') AS is_residential,
         bool_or(g.unified_charge_grouping NOT IN ('FREIGHT', 'FUEL')) AS has_accessorial,
         min(g.audit_exemption) AS charge_exemption,
         coalesce(sum(g.gross_amount) FILTER (WHERE g.unified_charge_grouping = 'FREIGHT'), 0) AS freight_gross,
         coalesce(sum(g.incentive_amount) FILTER (WHERE g.unified_charge_grouping = 'FREIGHT'), 0) AS freight_incentive,
         coalesce(sum(g.net_amount) FILTER (WHERE g.unified_charge_grouping = 'FREIGHT'), 0) AS freight_net,
         coalesce(sum(g.net_amount) FILTER (WHERE g.unified_charge_grouping = 'FUEL'), 0) AS fuel_net,
         coalesce(sum(g.net_amount) FILTER (WHERE g.unified_charge_grouping NOT IN ('FREIGHT', 'FUEL')), 0)
           AS accessorial_net
  FROM regrouped_charges g
  WHERE g.package_id IS NOT NULL
  GROUP BY g.package_id`;

/** Every key column of the charge summaries, the carrier included. */
const chargeKeyColumns = [...new Set(chargeSummaries.flatMap((summary) => summary.key))];

/**
 * A stored charge `c`'s value of a charge summary key column: its own date and grouping, else its package `p`'s (a
 * charge of no package has none but its invoice's carrier, as the import adds it).
 */
function chargeDimension(column: string): string {
  if (column === 'ship_date' || column === 'unified_charge_grouping') return `c.${column}`;
  if (column === 'month' || column === 'week')
    return `date_trunc('${column}', c.ship_date)::date AS ${column}`;
  if (column === 'carrier')
    return 'coalesce(p.carrier, (SELECT i.carrier FROM invoices i WHERE i.id = c.invoice_id)) AS carrier';
  return `p.${column}`;
}

/**
 * What the charges of the re-derived packages, and the regrouped charges of no package, add to the charge summaries:
 * per package (or none) and key, after `sign` (the first column); the catalogue's `overPackageCharges` says what
 * each measure adds.
 */
const chargeContribution = `
  c.organization_id, ${chargeKeyColumns.map(chargeDimension).join(', ')},
  ${chargeMeasures.map(({ name, overPackageCharges }) => `(${overPackageCharges}) AS ${name}`).join(', ')}
  FROM (SELECT * FROM charges WHERE package_id IN (SELECT id FROM rederived_packages)
        UNION ALL
        SELECT * FROM charges WHERE id IN (SELECT id FROM regrouped_charges WHERE package_id IS NULL AND moved)) c
  LEFT JOIN packages p ON p.id = c.package_id
  GROUP BY c.package_id, ${chargeKeyColumns.map((_, index) => index + 2).join(', ')}`;

const createTables = `
  CREATE TEMP TABLE IF NOT EXISTS rederived_packages ON COMMIT DELETE ROWS AS
    SELECT id, ${derivedColumns.join(', ')} FROM packages WITH NO DATA;
  CREATE TEMP TABLE IF NOT EXISTS regrouped_charges ON COMMIT DELETE ROWS AS
    SELECT id, package_id, unified_charge_grouping, NULL::text AS audit_exemption, gross_amount, incentive_amount,
           net_amount, true AS moved
    FROM charges WITH NO DATA;
  CREATE INDEX IF NOT EXISTS regrouped_charges_package_id_idx ON regrouped_charges (package_id);
  CREATE TEMP TABLE IF NOT EXISTS rederived_charges ON COMMIT DELETE ROWS AS
    SELECT 1 AS sign, ${chargeContribution}
    WITH NO DATA`;

/** Which stored packages a change of the reference data concerns: a condition on packages `p`, with its parameters. */
export interface PackageSelection {
  where: string;
  params: unknown[];
  /**
   * After a change of the charge map: the charges `c` (of invoice `i`) it may group otherwise, a condition over the
   * same parameters. Every charge of the selected packages, and those of no package it holds for, are grouped anew.
   */
  charges?: string;
}

/**
 * The stored charges one of `rules` (of the charge map, as they were and as they are) reads, and their packages:
 * only they can take another rule.
 */
export function packagesOfChargeRules(
  rules: readonly { carrier: string | null; classification: string | null; pattern: string }[],
): PackageSelection {
  const charges = `EXISTS (
    SELECT 1 FROM unnest($1::text[], $2::text[], $3::text[]) m (carrier, classification, pattern)
    WHERE ${chargeRuleMatches('m', 'i.carrier', 'c.classification', 'c.charge_description')})`;
  return {
    where: `p.id IN (SELECT c.package_id FROM charges c JOIN invoices i ON i.id = c.invoice_id WHERE ${charges})`,
    params: [rules.map((r) => r.carrier), rules.map((r) => r.classification), rules.map((r) => r.pattern)],
    charges,
  };
}

/** The packages of `carrier` billed under one of `services`. */
export function packagesOfServices(carrier: Carrier, services: readonly string[]): PackageSelection {
  return { where: 'p.carrier = $1 AND p.service = ANY($2::text[])', params: [carrier, services] };
}

/**
 * The packages a delivery commitment covers, of each of `commitments` (as they were and as they are): those of its
 * SLA group in its zones, or, for a row without zones, those of the group in no zone a row with zones covers now
 * (read after the change: a package a changed row with zones let go is selected by that row's zones).
 */
export function packagesOfCommitments(
  commitments: readonly { slaGrouping: string; zoneFrom: number | null; zoneTo: number | null }[],
): PackageSelection {
  return {
    where: `EXISTS (
      SELECT 1 FROM unnest($1::text[], $2::integer[], $3::integer[]) c (sla_grouping, zone_from, zone_to)
      WHERE c.sla_grouping = p.sla_grouping
        AND CASE WHEN c.zone_from IS NULL
              THEN NOT EXISTS (
                SELECT 1 FROM service_commitments s
                WHERE s.sla_grouping = p.sla_grouping AND zone_number(p.zone) BETWEEN s.zone_from AND s.zone_to)
              ELSE zone_number(p.zone) BETWEEN c.zone_from AND c.zone_to END)`,
    params: [
      commitments.map((c) => c.slaGrouping),
      commitments.map((c) => c.zoneFrom),
      commitments.map((c) => c.zoneTo),
    ],
  };
}

/**
 * The organization's packages a contract discount holds, of each of `discounts` (as they were and as they are): those
 * of its carrier and SLA group whose zone and billed weight are in its ranges, read as the importer's lookup reads
 * them (contractDiscountOf). Only they can take another discount when one changes.
 */
export function packagesOfContractDiscounts(
  organizationId: string,
  discounts: readonly {
    carrier: string;
    slaGrouping: string;
    zoneFrom: number;
    zoneTo: number;
    weightFromLb: number;
    weightToLb: number;
  }[],
): PackageSelection {
  return {
    where: `p.organization_id = $1 AND EXISTS (
      SELECT 1 FROM unnest($2::text[], $3::text[], $4::integer[], $5::integer[], $6::numeric[], $7::numeric[])
        d (carrier, sla_grouping, zone_from, zone_to, weight_from, weight_to)
      WHERE d.carrier = p.carrier AND d.sla_grouping = p.sla_grouping
        AND coalesce(zone_number(p.zone), 0) BETWEEN d.zone_from AND d.zone_to
        AND coalesce(p.billed_weight_lb, 0) BETWEEN d.weight_from AND d.weight_to)`,
    params: [
      organizationId,
      discounts.map((d) => d.carrier),
      discounts.map((d) => d.slaGrouping),
      discounts.map((d) => d.zoneFrom),
      discounts.map((d) => d.zoneTo),
      discounts.map((d) => d.weightFromLb),
      discounts.map((d) => d.weightToLb),
    ],
  };
}

/**
 * The late packages in transit during a guarantee waiver, of each of `waivers` (as they were and as they are):
 * shipped on or before its last day and due on or after its first, of its carrier and organization where it names
 * them, as the audit reads a waiver (package-audit.ts). Only a late package takes an exemption.
 */
export function packagesOfWaivers(
  waivers: readonly {
    carrier: string | null;
    organizationId: string | null;
    startsOn: string;
    endsOn: string;
  }[],
): PackageSelection {
  return {
    where: `p.is_late AND EXISTS (
      SELECT 1 FROM unnest($1::text[], $2::uuid[], $3::date[], $4::date[]) w (carrier, organization_id, starts_on, ends_on)
      WHERE (w.carrier IS NULL OR w.carrier = p.carrier)
        AND (w.organization_id IS NULL OR w.organization_id = p.organization_id)
        AND p.ship_date <= w.ends_on AND p.commit_date >= w.starts_on)`,
    params: [
      waivers.map((w) => w.carrier),
      waivers.map((w) => w.organizationId),
      waivers.map((w) => w.startsOn),
      waivers.map((w) => w.endsOn),
    ],
  };
}

/**
 * Fills regrouped_charges with every charge of the selected packages, and every charge of no package the selection's
 * `charges` holds for, as the charge map groups it now (`moved` where that is not its stored grouping).
 */
async function regroupCharges(
  tx: Queryable,
  selection: PackageSelection & { charges: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO regrouped_charges
     WITH lines AS MATERIALIZED (
       SELECT c.id, c.package_id, i.carrier, c.classification, c.charge_description, c.unified_charge_grouping,
              c.gross_amount, c.incentive_amount, c.net_amount
       FROM charges c JOIN invoices i ON i.id = c.invoice_id
       WHERE c.package_id IN (SELECT p.id FROM packages p WHERE ${selection.where})
       UNION ALL
       SELECT c.id, c.package_id, i.carrier, c.classification, c.charge_description, c.unified_charge_grouping,
              c.gross_amount, c.incentive_amount, c.net_amount
       FROM charges c JOIN invoices i ON i.id = c.invoice_id
       WHERE c.package_id IS NULL AND ${selection.charges}),
     -- Each line's rule looked up once per distinct description, as the importer caches it.
     rules AS MATERIALIZED (
       SELECT d.carrier, d.classification, d.charge_description,
              coalesce(m.unified_charge_grouping, 'OTHER') AS unified_charge_grouping, m.audit_exemption
       FROM (SELECT DISTINCT carrier, classification, charge_description FROM lines) d
       LEFT JOIN LATERAL (${chargeRuleOf('d')}) m ON true)
     SELECT l.id, l.package_id, r.unified_charge_grouping, r.audit_exemption, l.gross_amount, l.incentive_amount,
            l.net_amount, r.unified_charge_grouping <> l.unified_charge_grouping AS moved
     FROM lines l
     JOIN rules r ON r.carrier = l.carrier AND r.classification IS NOT DISTINCT FROM l.classification
       AND r.charge_description = l.charge_description`,
    selection.params,
  );
}

/** The stored package `p`'s value of a derived column it takes from its charges (regrouped `cf`, when regrouped). */
const chargeDerived = new Set<string>(chargeDerivedColumns);
const factOrRegrouped = (regrouped: boolean) => (column: string) =>
  regrouped && chargeDerived.has(column) ? `cf.${column}` : `p.${column}`;

/**
 * Fills rederived_packages with the selected packages whose derived values, or whose charges' groupings, differ
 * from those stored, as an import would derive them now; answers how many.
 */
async function findRederivedPackages(tx: Queryable, selection: PackageSelection): Promise<number> {
  const regrouped = selection.charges !== undefined;
  await tx.query(
    `INSERT INTO rederived_packages (id, ${derivedColumns.join(', ')})
     WITH ${regrouped ? `charge_facts AS MATERIALIZED (${regroupedChargeFacts}),` : ''}
     selected AS MATERIALIZED (
       SELECT p.id, ${[...factColumns, ...chargeDerivedColumns].map(factOrRegrouped(regrouped)).join(', ')},
              true AS existed,
              p.tracking_number ~ k.tracking_pattern AS trackable,
              (SELECT (f.received_at AT TIME ZONE 'UTC')::date FROM invoice_files f WHERE f.control_id = p.control_id)
                AS received_on
       FROM packages p JOIN carriers k ON k.carrier = p.carrier
       -- Regrouped, the selected packages are those of the regrouped charges: the selection is not read twice.
       ${regrouped ? 'JOIN charge_facts cf ON cf.package_id = p.id' : `WHERE ${selection.where}`}),
     rules AS MATERIALIZED (
       SELECT s.carrier, s.service, r.sla_grouping, r.ground_vs_express, r.scope, r.guaranteed_from, r.guaranteed_to
       -- Each name once: a name twice would join its packages twice and count them twice.
       FROM (SELECT DISTINCT carrier, service FROM selected) s
       CROSS JOIN LATERAL service_rule(s.carrier, s.service) r),
     merged AS MATERIALIZED (
       SELECT s.*, r.sla_grouping, r.ground_vs_express, r.scope, r.guaranteed_from, r.guaranteed_to,
              cd.discount_pct AS contracted_discount_pct
       FROM selected s
       LEFT JOIN rules r ON r.carrier = s.carrier AND r.service = s.service
       LEFT JOIN LATERAL (${contractDiscountOf('s', 'r.sla_grouping')}) cd ON true),
     varied AS MATERIALIZED (
       SELECT m.*, (
         SELECT sum(${freightChargeVariance('m')}) FROM ${regrouped ? 'regrouped_charges' : 'charges'} r
         WHERE r.package_id = m.id AND r.unified_charge_grouping = 'FREIGHT') AS freight_variance
       FROM merged m),
     judged AS MATERIALIZED (${judgedPackages('varied')})
     SELECT j.id, j.sla_grouping, j.ground_vs_express, j.scope, j.contracted_discount_pct,
            ${chargeDerivedColumns.map((column) => `j.${column}`).join(', ')}, ${auditedColumns}
     FROM judged j`,
    regrouped ? [] : selection.params,
  );
  await tx.exec(`
    DELETE FROM rederived_packages n USING packages p
     WHERE p.id = n.id
       AND (${derivedColumns.map((column) => `p.${column}`).join(', ')})
           IS NOT DISTINCT FROM (${derivedColumns.map((column) => `n.${column}`).join(', ')})
       AND NOT EXISTS (SELECT 1 FROM regrouped_charges g WHERE g.package_id = n.id AND g.moved)`);
  const found = await tx.query<{ packages: number }>(
    'SELECT count(*)::integer AS packages FROM rederived_packages',
  );
  return found.rows[0]!.packages;
}

/** Saves what the re-derived packages count in the summaries as they are stored now, with `sign`. */
async function saveContributions(tx: Queryable, sign: 1 | -1): Promise<void> {
  await tx.query(
    `INSERT INTO import_contributions
     SELECT $1::integer AS sign, ${packageContribution}
     FROM rederived_packages n JOIN packages p ON p.id = n.id`,
    [sign],
  );
  await tx.query(`INSERT INTO rederived_charges SELECT $1::integer AS sign, ${chargeContribution}`, [sign]);
}

/**
 * Writes the re-derived values to the packages, the regrouped charges' groupings to them, and to the packages' freight
 * charges the variance of their discount (a charge no more freight has none).
 */
async function writeRederivedPackages(tx: Queryable): Promise<void> {
  await tx.exec(`
    UPDATE packages p SET (${derivedColumns.join(', ')}) = (${derivedColumns.map((column) => `n.${column}`).join(', ')})
    FROM rederived_packages n WHERE p.id = n.id`);
  await tx.exec(`
    UPDATE charges c SET unified_charge_grouping = g.unified_charge_grouping,
      is_accessorial = g.unified_charge_grouping NOT IN ('FREIGHT', 'FUEL'),
      discount_variance = CASE WHEN g.unified_charge_grouping = 'FREIGHT' THEN c.discount_variance END
    FROM regrouped_charges g WHERE c.id = g.id AND g.moved`);
  await tx.exec(`
    UPDATE charges r SET discount_variance = ${freightChargeVariance('n')}
    FROM rederived_packages n
    WHERE r.package_id = n.id AND r.unified_charge_grouping = 'FREIGHT'
      AND r.discount_variance IS DISTINCT FROM ${freightChargeVariance('n')}`);
}

/** Moves one charge summary by the signed contributions of rederived_charges, and removes the rows it emptied. */
function moveChargeSummary({ table, key, measures }: SummaryTable<ChargeMeasure>): string[] {
  const columns = key.join(', ');
  const month = key.includes('month') ? 's.month' : `date_trunc('month', s.ship_date)::date`;
  return [
    `INSERT INTO ${table} AS s (organization_id, ${columns}, ${measures.map(({ name }) => name).join(', ')})
     SELECT organization_id, ${columns}, ${measures.map(({ name }) => `sum(sign * ${name})`).join(', ')}
     FROM rederived_charges
     GROUP BY organization_id, ${columns}
     ORDER BY organization_id, ${columns}
     ON CONFLICT (organization_id, ${columns}) DO UPDATE SET
       ${measures.map(({ name }) => `${name} = s.${name} + excluded.${name}`).join(',\n       ')}`,
    `DELETE FROM ${table} s
     USING (SELECT DISTINCT organization_id, carrier, month FROM rederived_charges WHERE sign = -1) d
     WHERE s.organization_id = d.organization_id AND s.carrier = d.carrier AND ${month} = d.month
       AND s.charges = 0`,
  ];
}

/** What a re-derivation moved. */
export interface Rederivation {
  /** Packages whose derived values changed. */
  packages: number;
  /** Invoice files billing them, whose Control Master counts moved. */
  files: number;
}

/** How far a re-derivation is: finding the packages it moves, re-deriving them, then moving the summaries. */
export type RederivationStage = 'finding_packages' | 'rederiving' | 'summarizing';

export interface RederivationProgress {
  stage: RederivationStage;
  /** The packages being re-derived, once they are found. */
  packages?: number;
}

/**
 * Re-derives, in the caller's transaction (after beginShippingFactsChange), the selected stored packages: those whose
 * derived values an import would now give otherwise are written so, and every shipping summary and the Control
 * Master counts of every file billing them move by the difference.
 */
export async function rederivePackages(
  tx: Queryable,
  selection: PackageSelection,
  onProgress: (progress: RederivationProgress) => void = () => {},
): Promise<Rederivation> {
  onProgress({ stage: 'finding_packages' });
  await tx.exec(createTables);
  // Emptied at commit only: a change that re-derives two selections (both carriers' packages) comes here twice.
  await tx.exec('TRUNCATE rederived_packages, regrouped_charges, rederived_charges, import_contributions');
  if (selection.charges !== undefined) await regroupCharges(tx, { ...selection, charges: selection.charges });
  const packages = await findRederivedPackages(tx, selection);
  const looseCharges = await tx.query<{ moved: boolean }>(
    'SELECT true AS moved FROM regrouped_charges WHERE package_id IS NULL AND moved LIMIT 1',
  );
  if (packages === 0 && looseCharges.rows.length === 0) return { packages: 0, files: 0 };
  onProgress({ stage: 'rederiving', packages });
  await saveContributions(tx, -1);
  await writeRederivedPackages(tx);
  await saveContributions(tx, 1);
  onProgress({ stage: 'summarizing', packages });
  await movePackageSummaries(tx, true);
  for (const summary of chargeSummaries) {
    for (const sql of moveChargeSummary(summary)) await tx.exec(sql);
  }
  await addStatusChangesToFiles(tx, null);
  const files = await tx.query<{ files: number }>(
    `SELECT count(DISTINCT control_id)::integer AS files FROM file_packages
     WHERE package_id IN (SELECT id FROM rederived_packages)`,
  );
  return { packages, files: files.rows[0]!.files };
}

/** The distinct service names of the carrier's stored packages that one of `rules` matches (as service_rule does). */
export async function storedServicesMatching(
  tx: Queryable,
  carrier: Carrier,
  rules: readonly { match: string; pattern: string }[],
): Promise<string[]> {
  // The names by a skip over packages_carrier_service_idx, one probe per name (migration 022): SELECT DISTINCT
  // read every package of the carrier.
  const found = await tx.query<{ service: string }>(
    `WITH RECURSIVE stored (service) AS (
       (SELECT service FROM packages WHERE carrier = $1 AND service IS NOT NULL ORDER BY service LIMIT 1)
       UNION ALL
       SELECT (SELECT p.service FROM packages p
               WHERE p.carrier = $1 AND p.service > s.service ORDER BY p.service LIMIT 1)
       FROM stored s WHERE s.service IS NOT NULL)
     SELECT n.service FROM stored n
     WHERE n.service IS NOT NULL AND EXISTS (
       SELECT 1 FROM unnest($2::text[], $3::text[]) r (match, pattern)
       WHERE service_rule_matches(r.match, r.pattern, n.service))
     ORDER BY n.service`,
    [carrier, rules.map((rule) => rule.match), rules.map((rule) => rule.pattern)],
  );
  return found.rows.map((row) => row.service);
}
