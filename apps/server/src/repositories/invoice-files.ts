import type { Queryable } from '../db/database.js';
import { scopedOrganizationId, type OrganizationScope } from '../policy/policy.js';
import type { Carrier } from './shipping-reference.js';
import { unmappedCountsByFile } from './unmapped-reference-data.js';

/** A client: the organization whose shipments a file holds, keyed by its mapping name. */
export interface Client {
  id: string;
  name: string;
  mappingName: string;
}

/** The organization with this mapping name (case-insensitive), or undefined. */
export async function findClientByMappingName(
  db: Queryable,
  mappingName: string,
): Promise<Client | undefined> {
  const result = await db.query<Client>(
    `SELECT id, name, mapping_name AS "mappingName" FROM organizations WHERE lower(mapping_name) = lower($1)`,
    [mappingName],
  );
  return result.rows[0];
}

/** One Control Master row: an invoice file and its per-file summary. */
export interface ControlMasterRow {
  control_id: string;
  invoice_date: string;
  carrier: Carrier;
  client: string;
  amount: string;
  packages: number;
  track_eligible: number;
  track_complete: number;
  audit_eligible: number;
  audit_complete: number;
  late_deliveries: number;
  unmapped_service_packages: number;
  unmapped_description_charges: number;
}

export interface ControlMasterFilter {
  carrier?: Carrier;
  /** A client's mapping name. */
  client?: string;
  /** Invoice dates, yyyy-MM-dd, both ends included. */
  startDate?: string;
  endDate?: string;
}

/**
 * The invoice files in scope, newest invoice date first, read from their per-file summaries, with what of each the
 * reference maps do not know.
 */
export async function listInvoiceFiles(
  db: Queryable,
  scope: OrganizationScope,
  filter: ControlMasterFilter,
): Promise<ControlMasterRow[]> {
  const result = await db.query<ControlMasterRow>(
    `SELECT f.control_id, f.invoice_date, f.carrier, o.mapping_name AS client, f.amount::text AS amount,
            f.packages, f.track_eligible, f.track_complete, f.audit_eligible, f.audit_complete, f.late_deliveries,
            coalesce(u.packages, 0) AS unmapped_service_packages, coalesce(u.charges, 0) AS unmapped_description_charges
     FROM invoice_files f
     JOIN organizations o ON o.id = f.organization_id
     LEFT JOIN (${unmappedCountsByFile}) u ON u.control_id = f.control_id
     WHERE ($1::uuid IS NULL OR f.organization_id = $1)
       AND ($2::text IS NULL OR f.carrier = $2)
       AND ($3::text IS NULL OR lower(o.mapping_name) = lower($3))
       AND ($4::date IS NULL OR f.invoice_date >= $4)
       AND ($5::date IS NULL OR f.invoice_date <= $5)
     ORDER BY f.invoice_date DESC, f.control_id DESC`,
    [
      scopedOrganizationId(scope),
      filter.carrier ?? null,
      filter.client ?? null,
      filter.startDate ?? null,
      filter.endDate ?? null,
    ],
  );
  return result.rows;
}

/** A client with invoice files, and the carriers of its files. */
export interface ControlMasterClientRow {
  client: string;
  name: string;
  carriers: Carrier[];
}

/** The clients in scope that have invoice files, by name. */
export async function listInvoiceFileClients(
  db: Queryable,
  scope: OrganizationScope,
): Promise<ControlMasterClientRow[]> {
  const result = await db.query<ControlMasterClientRow>(
    `SELECT o.mapping_name AS client, o.name, array_agg(c.carrier ORDER BY c.carrier) AS carriers
     FROM organizations o
     JOIN LATERAL (SELECT DISTINCT carrier FROM invoice_files f WHERE f.organization_id = o.id) c ON true
     WHERE ($1::uuid IS NULL OR o.id = $1)
     GROUP BY o.id
     ORDER BY lower(o.name), o.mapping_name`,
    [scopedOrganizationId(scope)],
  );
  return result.rows;
}

/** What the on-time summary of a file groups its packages by. */
export type OnTimeGrouping = 'audit_status' | 'charge_description' | 'ground_vs_express';

const groupingColumn: Record<OnTimeGrouping, string> = {
  audit_status: 'p.audit_status',
  charge_description: 'p.service',
  ground_vs_express: 'p.ground_vs_express',
};

/** One group of a file's packages: how many, and the net the file bills them. */
export interface OnTimeSummaryGroup {
  value: string | null;
  packages_count: number;
  net_spend: string;
}

/**
 * The packages of one file in scope grouped by `grouping`, largest net spend first; undefined when the file does
 * not exist or is outside the scope.
 */
export async function summarizeInvoiceFile(
  db: Queryable,
  scope: OrganizationScope,
  controlId: string,
  grouping: OnTimeGrouping,
): Promise<OnTimeSummaryGroup[] | undefined> {
  const organizationId = scopedOrganizationId(scope);
  const file = await db.query(
    'SELECT 1 FROM invoice_files WHERE control_id = $1 AND ($2::uuid IS NULL OR organization_id = $2)',
    [controlId, organizationId],
  );
  if (file.rows.length === 0) return undefined;
  const result = await db.query<OnTimeSummaryGroup>(
    `SELECT ${groupingColumn[grouping]} AS value, count(*)::integer AS packages_count,
            sum(fp.net_amount)::text AS net_spend
     FROM file_packages fp
     JOIN packages p ON p.id = fp.package_id
     WHERE fp.control_id = $1
     GROUP BY 1
     ORDER BY sum(fp.net_amount) DESC, 1`,
    [controlId],
  );
  return result.rows;
}
