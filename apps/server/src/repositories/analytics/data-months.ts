import type { Queryable } from '../../db/database.js';
import { SqlParams } from './slice.js';

/**
 * The first and last month with packages or charges in the organizations, or undefined when none: each
 * organization's first and last month read from the ends of the rollups' (organization_id, month) indexes, not
 * from every row (every organization's rows took 15-20 ms at a million packages, before any figure).
 */
export async function dataMonths(
  db: Queryable,
  organizations: string[] | 'all',
): Promise<{ first: string; last: string } | undefined> {
  const params = new SqlParams();
  const scope =
    organizations === 'all'
      ? 'SELECT id FROM organizations'
      : `SELECT unnest(${params.add(organizations)}::uuid[]) AS id`;
  const result = await db.query<{ first: string | null; last: string | null }>(
    `SELECT to_char(min(m.first), 'YYYY-MM-DD') AS first, to_char(max(m.last), 'YYYY-MM-DD') AS last
     FROM (${scope}) o
     CROSS JOIN LATERAL (
       SELECT min(month) AS first, max(month) AS last FROM package_month_rollups WHERE organization_id = o.id
       UNION ALL
       SELECT min(month), max(month) FROM charge_month_rollups WHERE organization_id = o.id) m`,
    params.values,
  );
  const row = result.rows[0];
  return row?.first && row.last ? { first: row.first, last: row.last } : undefined;
}
