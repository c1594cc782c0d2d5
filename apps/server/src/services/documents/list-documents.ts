import type { SignedInContext } from '../../context.js';
import { ownerScope } from '../../policy/policy.js';
import { findDocumentOwner, listDocuments as listScopedDocuments } from '../../repositories/documents.js';
import type { DocumentRow } from '../../repositories/documents.js';

/** A person's documents that the viewer may see, newest first; 404 for a person the viewer cannot see. */
export async function listDocuments(context: SignedInContext, ownerId: string): Promise<DocumentRow[]> {
  const scope = ownerScope(context.viewer, await findDocumentOwner(context.db, ownerId));
  return listScopedDocuments(context.db, scope);
}
