import type { Queryable } from '../db/database.js';
import type { OwnerScope } from '../policy/policy.js';
import { inOwnerScope, ownerScopeParams } from './owner-scope.js';
import type { EncryptedSecret } from '../secrets/credential-cipher.js';

/** A carrier credential as stored: the password still encrypted. */
export interface StoredCredential {
  id: string;
  userId: string;
  /** The organization the owner belonged to when it was added (null: none). */
  organizationId: string | null;
  platform: 'fedex' | 'ups';
  username: string;
  secret: EncryptedSecret;
}

interface CredentialQueryRow {
  id: string;
  userId: string;
  organizationId: string | null;
  platform: 'fedex' | 'ups';
  username: string;
  ciphertext: Uint8Array;
  iv: Uint8Array;
  tag: Uint8Array;
  keyId: string;
}

const credentialColumns = `id, user_id AS "userId", organization_id AS "organizationId", platform, username, password_ciphertext AS ciphertext,
  password_iv AS iv, password_tag AS tag, key_id AS "keyId"`;

function toStored({ ciphertext, iv, tag, keyId, ...row }: CredentialQueryRow): StoredCredential {
  return { ...row, secret: { ciphertext, iv, tag, keyId } };
}

/** The credentials of a scope, oldest first. */
export async function listCredentials(db: Queryable, scope: OwnerScope): Promise<StoredCredential[]> {
  const result = await db.query<CredentialQueryRow>(
    `SELECT ${credentialColumns} FROM credentials WHERE ${inOwnerScope} ORDER BY created_at, id`,
    ownerScopeParams(scope),
  );
  return result.rows.map(toStored);
}

/** One credential of a scope, or undefined. */
export async function findCredential(
  db: Queryable,
  scope: OwnerScope,
  id: string,
): Promise<StoredCredential | undefined> {
  const result = await db.query<CredentialQueryRow>(
    `SELECT ${credentialColumns} FROM credentials WHERE ${inOwnerScope} AND id = $3`,
    [...ownerScopeParams(scope), id],
  );
  return result.rows.map(toStored)[0];
}

/** What a credential is written from; without `secret` an update keeps the stored password. */
export interface CredentialFields {
  platform: 'fedex' | 'ups';
  username: string;
  secret: EncryptedSecret;
}

/** Adds a credential to a person, in the organization they belong to now, and returns its id. */
export async function insertCredential(
  db: Queryable,
  owner: { userId: string; organizationId: string | null },
  fields: CredentialFields,
): Promise<string> {
  const { secret } = fields;
  const result = await db.query<{ id: string }>(
    `INSERT INTO credentials
       (user_id, organization_id, platform, username, password_ciphertext, password_iv, password_tag, key_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      owner.userId,
      owner.organizationId,
      fields.platform,
      fields.username,
      secret.ciphertext,
      secret.iv,
      secret.tag,
      secret.keyId,
    ],
  );
  return result.rows[0]!.id;
}

/** Replaces a credential of a scope (its password only when a secret is given); false when it has none of that id. */
export async function updateCredentialFields(
  db: Queryable,
  scope: OwnerScope,
  id: string,
  fields: Omit<CredentialFields, 'secret'> & { secret?: EncryptedSecret },
): Promise<boolean> {
  const { secret } = fields;
  const result = await db.query(
    `UPDATE credentials
        SET platform = $4, username = $5, password_ciphertext = coalesce($6, password_ciphertext),
            password_iv = coalesce($7, password_iv), password_tag = coalesce($8, password_tag),
            key_id = coalesce($9, key_id), updated_at = now()
      WHERE ${inOwnerScope} AND id = $3`,
    [
      ...ownerScopeParams(scope),
      id,
      fields.platform,
      fields.username,
      secret?.ciphertext ?? null,
      secret?.iv ?? null,
      secret?.tag ?? null,
      secret?.keyId ?? null,
    ],
  );
  return result.rowCount > 0;
}

/** Deletes a credential of a scope; false when it has none of that id. */
export async function deleteCredentialRow(db: Queryable, scope: OwnerScope, id: string): Promise<boolean> {
  const result = await db.query(`DELETE FROM credentials WHERE ${inOwnerScope} AND id = $3`, [
    ...ownerScopeParams(scope),
    id,
  ]);
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
