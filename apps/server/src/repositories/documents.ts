import type { Queryable } from '../db/database.js';
import type { OwnerScope, PersonRef } from '../policy/policy.js';
import { inOwnerScope, ownerScopeParams } from './owner-scope.js';

/** A stored document as the services use it. */
export interface DocumentRow {
  id: string;
  ownerId: string;
  organizationId: string | null;
  name: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  uploadedAt: Date;
}

const columns = `id, user_id AS "ownerId", organization_id AS "organizationId", name, content_type AS "contentType",
  size_bytes AS "sizeBytes", storage_key AS "storageKey", uploaded_at AS "uploadedAt"`;

/** The person documents would belong to, with their organization, or undefined when there is none. */
export async function findDocumentOwner(db: Queryable, userId: string): Promise<PersonRef | undefined> {
  const result = await db.query<PersonRef>(
    `SELECT id AS "userId", organization_id AS "organizationId", is_admin AS "isPlatformAdmin"
       FROM users WHERE id = $1`,
    [userId],
  );
  return result.rows[0];
}

/** Records a document whose bytes are already stored under `storageKey`. */
export async function insertDocument(
  db: Queryable,
  document: Omit<DocumentRow, 'uploadedAt'>,
): Promise<DocumentRow> {
  const result = await db.query<DocumentRow>(
    `INSERT INTO documents (id, user_id, organization_id, name, content_type, size_bytes, storage_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING ${columns}`,
    [
      document.id,
      document.ownerId,
      document.organizationId,
      document.name,
      document.contentType,
      document.sizeBytes,
      document.storageKey,
    ],
  );
  return result.rows[0]!;
}

/** The documents of a scope, newest first. */
export async function listDocuments(db: Queryable, scope: OwnerScope): Promise<DocumentRow[]> {
  const result = await db.query<DocumentRow>(
    `SELECT ${columns} FROM documents WHERE ${inOwnerScope} ORDER BY uploaded_at DESC, id`,
    ownerScopeParams(scope),
  );
  return result.rows;
}

/** One document of a scope, or undefined when the scope holds no document of that id. */
export async function findDocument(
  db: Queryable,
  scope: OwnerScope,
  documentId: string,
): Promise<DocumentRow | undefined> {
  const result = await db.query<DocumentRow>(
    `SELECT ${columns} FROM documents WHERE ${inOwnerScope} AND id = $3`,
    [...ownerScopeParams(scope), documentId],
  );
  return result.rows[0];
}
