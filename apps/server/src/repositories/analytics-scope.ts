import type { Queryable } from '../db/database.js';
import type { Client } from './invoice-files.js';

/** The organization with this id as a client (id, name, mapping name), or undefined. */
export async function findClientById(db: Queryable, id: string): Promise<Client | undefined> {
  const result = await db.query<Client>(
    `SELECT id, name, mapping_name AS "mappingName" FROM organizations WHERE id = $1`,
    [id],
  );
  return result.rows[0];
}

/**
 * The ids of every organization, which a platform admin's Full_Access reads. The dashboards' queries name them
 * as values rather than as a subquery: the planner then estimates the scope's rows from its statistics, where a
 * subquery's unknown list made it expect a row or two and pick nested loops that ran for seconds.
 */
export async function listOrganizationIds(db: Queryable): Promise<string[]> {
  const result = await db.query<{ id: string }>('SELECT id FROM organizations ORDER BY id');
  return result.rows.map((row) => row.id);
}

/** The email of a person (the Sigma embed user). */
export async function findUserEmail(db: Queryable, userId: string): Promise<string | undefined> {
  const result = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return result.rows[0]?.email;
}
