import type { Queryable } from '../../db/database.js';
import { listOrganizationIds } from '../../repositories/analytics-scope.js';

/** The organization ids a frame token's scope reads: its own, or every organization for Full_Access. */
export async function organizationsOf(db: Queryable, scope: string[] | 'all'): Promise<string[]> {
  return scope === 'all' ? listOrganizationIds(db) : scope;
}
