import type { Queryable } from '../db/database.js';

/** An organization's id and name. */
export interface OrganizationName {
  id: string;
  name: string;
}

/** The name of an organization, or undefined when it does not exist. */
export async function findOrganizationName(db: Queryable, id: string): Promise<OrganizationName | undefined> {
  const result = await db.query<OrganizationName>('SELECT id, name FROM organizations WHERE id = $1', [id]);
  return result.rows[0];
}
