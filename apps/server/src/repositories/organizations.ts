import type { Queryable } from '../db/database.js';
import { scopedOrganizationId, type OrganizationScope } from '../policy/policy.js';

/** An organization's id, name and mapping name (what carrier files and file names call it). */
export interface OrganizationName {
  id: string;
  name: string;
  mappingName: string;
}

/** The names of an organization, or undefined when it does not exist. */
export async function findOrganizationName(db: Queryable, id: string): Promise<OrganizationName | undefined> {
  const result = await db.query<OrganizationName>(
    'SELECT id, name, mapping_name AS "mappingName" FROM organizations WHERE id = $1',
    [id],
  );
  return result.rows[0];
}

/** An organization as the contract's Organization shows it, with its head counts. */
export interface OrganizationRow {
  organizationId: string;
  name: string;
  mappingName: string;
  url: string;
  image: string | null;
  totalNumberOfLicenses: number;
  /** License seats in use (licensed people, whatever their status). */
  numberOfLicenses: number;
  /** People of the organization, pending invitations excluded. */
  numberOfUsers: number;
  /** Licensed people whose account is active: those who can open the dashboards. */
  numberOfSigmaUsers: number;
  status: 'active' | 'inactive';
}

const organizationSelect = `
  SELECT o.id AS "organizationId", o.name, o.mapping_name AS "mappingName", o.url, o.image,
         o.total_number_of_licenses AS "totalNumberOfLicenses",
         count(u.id) FILTER (WHERE u.is_licensed)::int AS "numberOfLicenses",
         count(u.id) FILTER (WHERE u.status <> 'Pending Invite')::int AS "numberOfUsers",
         count(u.id) FILTER (WHERE u.is_licensed AND u.status = 'Active')::int AS "numberOfSigmaUsers",
         o.status
    FROM organizations o
    LEFT JOIN users u ON u.organization_id = o.id`;

/** Which organizations a list shows by status. */
export type OrganizationStatusFilter = 'active' | 'inactive' | 'all';

/** The organizations of a scope with the given status, by name. */
export async function listOrganizationRows(
  db: Queryable,
  scope: OrganizationScope,
  status: OrganizationStatusFilter,
): Promise<OrganizationRow[]> {
  const result = await db.query<OrganizationRow>(
    `${organizationSelect}
      WHERE ($1::uuid IS NULL OR o.id = $1) AND ($2::text = 'all' OR o.status = $2::text)
      GROUP BY o.id
      ORDER BY lower(o.name), o.id`,
    [scopedOrganizationId(scope), status],
  );
  return result.rows;
}

/** One organization with its head counts. */
export async function findOrganizationRow(db: Queryable, id: string): Promise<OrganizationRow | undefined> {
  const result = await db.query<OrganizationRow>(`${organizationSelect} WHERE o.id = $1 GROUP BY o.id`, [id]);
  return result.rows[0];
}

/** The fields of an organization a platform admin enters. */
export interface OrganizationFields {
  name: string;
  mappingName: string;
  url: string;
  image: string | null;
  totalNumberOfLicenses: number;
}

/** Inserts an organization and returns its id; a taken mapping name fails with a unique violation. */
export async function insertOrganization(db: Queryable, fields: OrganizationFields): Promise<string> {
  const result = await db.query<{ id: string }>(
    `INSERT INTO organizations (name, mapping_name, url, image, total_number_of_licenses)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [fields.name, fields.mappingName, fields.url, fields.image, fields.totalNumberOfLicenses],
  );
  return result.rows[0]!.id;
}

const organizationColumns: Record<keyof OrganizationFields, string> = {
  name: 'name',
  mappingName: 'mapping_name',
  url: 'url',
  image: 'image',
  totalNumberOfLicenses: 'total_number_of_licenses',
};

/** Writes the given fields of an organization; a taken mapping name fails with a unique violation. */
export async function updateOrganizationFields(
  db: Queryable,
  id: string,
  fields: Partial<OrganizationFields>,
): Promise<void> {
  const names = (Object.keys(organizationColumns) as (keyof OrganizationFields)[]).filter(
    (field) => fields[field] !== undefined,
  );
  if (names.length === 0) return;
  const assignments = names.map((field, index) => `${organizationColumns[field]} = $${index + 2}`);
  await db.query(`UPDATE organizations SET ${assignments.join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...names.map((field) => fields[field]),
  ]);
}

/** Sets an organization's status; false when there is no such organization. */
export async function setOrganizationStatus(
  db: Queryable,
  id: string,
  status: 'active' | 'inactive',
): Promise<boolean> {
  const result = await db.query('UPDATE organizations SET status = $2, updated_at = now() WHERE id = $1', [
    id,
    status,
  ]);
  return result.rowCount > 0;
}

/** The license seats of an organization, read under a lock of its row. */
export interface LockedSeats {
  name: string;
  total: number;
  used: number;
}

/**
 * Locks an organization's row (FOR UPDATE) and counts its seats in use. Every change of a license or of the
 * total takes this lock first, so concurrent assignments are decided one after another and never exceed the
 * total.
 */
export async function lockSeats(db: Queryable, organizationId: string): Promise<LockedSeats | undefined> {
  const locked = await db.query<{ name: string; total: number }>(
    'SELECT name, total_number_of_licenses AS total FROM organizations WHERE id = $1 FOR UPDATE',
    [organizationId],
  );
  const organization = locked.rows[0];
  if (!organization) return undefined;
  const used = await db.query<{ used: number }>(
    'SELECT count(*)::int AS used FROM users WHERE organization_id = $1 AND is_licensed',
    [organizationId],
  );
  return { ...organization, used: used.rows[0]!.used };
}
