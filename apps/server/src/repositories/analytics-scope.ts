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

/** The email of a person (the Sigma embed user). */
export async function findUserEmail(db: Queryable, userId: string): Promise<string | undefined> {
  const result = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return result.rows[0]?.email;
}
