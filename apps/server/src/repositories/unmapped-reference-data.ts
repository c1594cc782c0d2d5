import type { Queryable } from '../db/database.js';
import { chargeRuleMatches } from './charge-rules.js';
import type { Carrier } from './shipping-reference.js';

/**
 * The packages whose service the service map did not know when they were imported: the importer left them without
 * an SLA group. A package billed without any service name has nothing to map and is left out.
 */
const unmappedServicePackages = `
  SELECT p.carrier, p.service, p.organization_id, fp.package_id, fp.control_id, fp.charges, fp.net_amount
  FROM packages p JOIN file_packages fp ON fp.package_id = p.id
  WHERE p.sla_grouping IS NULL AND p.service IS NOT NULL`;

/**
 * The charges loaded as OTHER whose description no charge map rule matches now (chargeRuleMatches): a rule that
 * maps a description to OTHER on purpose makes it mapped. The rules are tried once per distinct description, not once
 * per charge.
 */
const unmappedCharges = `
  WITH other AS (
    SELECT c.package_id, c.net_amount, c.charge_description AS description, c.classification, i.carrier, i.control_id
    FROM charges c JOIN invoices i ON i.id = c.invoice_id
    WHERE c.unified_charge_grouping = 'OTHER'),
  -- MATERIALIZED: expecting one unmatched description, the planner tried every rule on every OTHER charge instead
  -- (at 1M packages, 2,035 charges x 43 rules: 68 of the Control Master's 73 ms).
  unmatched AS MATERIALIZED (
    SELECT k.carrier, k.classification, k.description
    FROM (SELECT DISTINCT carrier, classification, description FROM other) k
    WHERE NOT EXISTS (
      SELECT 1 FROM charge_map m WHERE ${chargeRuleMatches('m', 'k.carrier', 'k.classification', 'k.description')}))
  SELECT o.carrier, o.description, o.package_id, o.control_id, o.net_amount
  FROM other o
  JOIN unmatched u ON u.carrier = o.carrier AND u.description = o.description
    AND u.classification IS NOT DISTINCT FROM o.classification`;

/** How many rows each list holds at most (the contract's bound), and how many files and clients a row names. */
export const unmappedListLimit = 200;
export const namedPerRow = 5;

/** The files of a row: the newest few named, all counted. */
interface FilesOfRow {
  control_ids: string[];
  file_count: number;
}

/** A service the service map does not know, with what is billed under it. */
export interface UnmappedServiceRow extends FilesOfRow {
  carrier: Carrier;
  service: string;
  packages: number;
  charges: number;
  net_amount: string;
  clients: { client: string; name: string }[];
  client_count: number;
  /** How many unmapped services there are in all. */
  total: number;
}

/** A charge description no charge map rule matches, with what is billed under it. */
export interface UnmappedChargeDescriptionRow extends FilesOfRow {
  carrier: Carrier;
  description: string;
  charges: number;
  packages: number;
  net_amount: string;
  /** How many unmapped charge descriptions there are in all. */
  total: number;
}

/** The newest `namedPerRow` Control IDs among `source`'s rows of the group `match` picks. */
const newestControlIds = (source: string, match: string) => `
  ARRAY(SELECT f.control_id FROM invoice_files f
        WHERE f.control_id IN (SELECT s.control_id FROM ${source} s WHERE ${match})
        ORDER BY f.invoice_date DESC, f.control_id DESC LIMIT ${namedPerRow}) AS control_ids`;

/**
 * Every carrier and service on packages the service map did not know, largest net amount first (at most
 * `unmappedListLimit`): their packages, every charge of them in every file, and the files and clients.
 */
export async function listUnmappedServices(db: Queryable): Promise<UnmappedServiceRow[]> {
  const result = await db.query<UnmappedServiceRow>(
    `WITH unmapped AS MATERIALIZED (${unmappedServicePackages}),
     grouped AS (
       SELECT carrier, service, count(DISTINCT package_id)::integer AS packages, sum(charges)::integer AS charges,
              sum(net_amount) AS net, count(DISTINCT control_id)::integer AS file_count,
              count(DISTINCT organization_id)::integer AS client_count, (count(*) OVER ())::integer AS total
       FROM unmapped GROUP BY carrier, service
       ORDER BY sum(net_amount) DESC, carrier, service
       LIMIT $1)
     SELECT g.carrier, g.service, g.packages, g.charges, g.net::text AS net_amount, g.file_count, g.client_count,
            g.total, ${newestControlIds('unmapped', 's.carrier = g.carrier AND s.service = g.service')},
            (SELECT coalesce(json_agg(json_build_object('client', c.mapping_name, 'name', c.name)
                                      ORDER BY lower(c.name), c.mapping_name), '[]')
             FROM (SELECT o.mapping_name, o.name FROM organizations o
                   WHERE o.id IN (SELECT s.organization_id FROM unmapped s
                                  WHERE s.carrier = g.carrier AND s.service = g.service)
                   ORDER BY lower(o.name), o.mapping_name LIMIT ${namedPerRow}) c) AS clients
     FROM grouped g
     ORDER BY g.net DESC, g.carrier, g.service`,
    [unmappedListLimit],
  );
  return result.rows;
}

/**
 * Every carrier and charge description of charges left in OTHER that no charge map rule matches, largest net
 * amount first (at most `unmappedListLimit`): their charges, the packages they are billed to, and the files.
 */
export async function listUnmappedChargeDescriptions(db: Queryable): Promise<UnmappedChargeDescriptionRow[]> {
  const result = await db.query<UnmappedChargeDescriptionRow>(
    `WITH unmapped AS MATERIALIZED (${unmappedCharges}),
     grouped AS (
       SELECT carrier, description, count(*)::integer AS charges, count(DISTINCT package_id)::integer AS packages,
              sum(net_amount) AS net, count(DISTINCT control_id)::integer AS file_count,
              (count(*) OVER ())::integer AS total
       FROM unmapped GROUP BY carrier, description
       ORDER BY sum(net_amount) DESC, carrier, description
       LIMIT $1)
     SELECT g.carrier, g.description, g.charges, g.packages, g.net::text AS net_amount, g.file_count, g.total,
            ${newestControlIds('unmapped', 's.carrier = g.carrier AND s.description = g.description')}
     FROM grouped g
     ORDER BY g.net DESC, g.carrier, g.description`,
    [unmappedListLimit],
  );
  return result.rows;
}

/**
 * Per file, the packages whose service the service map does not know and the charges whose description no charge
 * map rule matches (files with neither are absent): a subquery of `control_id, packages, charges` to join the
 * files to.
 */
export const unmappedCountsByFile = `
  SELECT control_id, sum(packages)::integer AS packages, sum(charges)::integer AS charges
  FROM (SELECT control_id, count(*) AS packages, 0 AS charges FROM (${unmappedServicePackages}) p GROUP BY control_id
        UNION ALL
        SELECT control_id, 0, count(*) FROM (${unmappedCharges}) c GROUP BY control_id) counts
  GROUP BY control_id`;
