import type { Queryable } from '../db/database.js';
import type { EncryptedSecret } from '../secrets/credential-cipher.js';

/** A carrier credential as stored: the password still encrypted. */
export interface StoredCredential {
  id: string;
  userId: string;
  platform: 'fedex' | 'ups';
  username: string;
  secret: EncryptedSecret;
}

interface CredentialQueryRow {
  id: string;
  userId: string;
  platform: 'fedex' | 'ups';
  username: string;
  ciphertext: Uint8Array;
  iv: Uint8Array;
  tag: Uint8Array;
  keyId: string;
}

const credentialColumns = `id, user_id AS "userId", platform, username, password_ciphertext AS ciphertext,
  password_iv AS iv, password_tag AS tag, key_id AS "keyId"`;

function toStored({ ciphertext, iv, tag, keyId, ...row }: CredentialQueryRow): StoredCredential {
  return { ...row, secret: { ciphertext, iv, tag, keyId } };
}

/** A person's credentials, oldest first. */
export async function listCredentials(db: Queryable, userId: string): Promise<StoredCredential[]> {
  const result = await db.query<CredentialQueryRow>(
    `SELECT ${credentialColumns} FROM credentials WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
  return result.rows.map(toStored);
}

/** What a credential is written from. */
export interface CredentialFields {
  platform: 'fedex' | 'ups';
  username: string;
  secret: EncryptedSecret;
}

/** Adds a credential to a person and returns its id. */
export async function insertCredential(
  db: Queryable,
  userId: string,
  fields: CredentialFields,
): Promise<string> {
  const { secret } = fields;
  const result = await db.query<{ id: string }>(
    `INSERT INTO credentials (user_id, platform, username, password_ciphertext, password_iv, password_tag, key_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [userId, fields.platform, fields.username, secret.ciphertext, secret.iv, secret.tag, secret.keyId],
  );
  return result.rows[0]!.id;
}

/** Replaces a credential of a person; false when the person has no credential of that id. */
export async function updateCredentialFields(
  db: Queryable,
  userId: string,
  id: string,
  fields: CredentialFields,
): Promise<boolean> {
  const { secret } = fields;
  const result = await db.query(
    `UPDATE credentials
        SET platform = $3, username = $4, password_ciphertext = $5, password_iv = $6, password_tag = $7,
            key_id = $8, updated_at = now()
      WHERE id = $2 AND user_id = $1`,
    [userId, id, fields.platform, fields.username, secret.ciphertext, secret.iv, secret.tag, secret.keyId],
  );
  return result.rowCount > 0;
}

/** Deletes a credential of a person; false when the person has no credential of that id. */
export async function deleteCredentialRow(db: Queryable, userId: string, id: string): Promise<boolean> {
  const result = await db.query('DELETE FROM credentials WHERE id = $2 AND user_id = $1', [userId, id]);
  return result.rowCount > 0;
}

/** Up to `limit` credentials not yet on `keyId`, locked (FOR UPDATE) for re-encryption. */
export async function lockCredentialsOffKey(
  db: Queryable,
  keyId: string,
  limit: number,
): Promise<StoredCredential[]> {
  const result = await db.query<CredentialQueryRow>(
    `SELECT ${credentialColumns} FROM credentials WHERE key_id <> $1 ORDER BY id LIMIT $2 FOR UPDATE`,
    [keyId, limit],
  );
  return result.rows.map(toStored);
}

/** Stores a credential's password encrypted anew, leaving everything else as it is. */
export async function replaceSecret(db: Queryable, id: string, secret: EncryptedSecret): Promise<void> {
  await db.query(
    `UPDATE credentials SET password_ciphertext = $2, password_iv = $3, password_tag = $4, key_id = $5
      WHERE id = $1`,
    [id, secret.ciphertext, secret.iv, secret.tag, secret.keyId],
  );
}

/** How many credentials are stored under each key id. */
export async function countCredentialsByKey(db: Queryable): Promise<Record<string, number>> {
  const result = await db.query<{ keyId: string; count: number }>(
    'SELECT key_id AS "keyId", count(*)::int AS count FROM credentials GROUP BY key_id',
  );
  return Object.fromEntries(result.rows.map((row) => [row.keyId, row.count]));
}
