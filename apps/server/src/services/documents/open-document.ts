import type { Readable } from 'node:stream';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { ownerScope } from '../../policy/policy.js';
import { findDocument, findDocumentOwner, type DocumentRow } from '../../repositories/documents.js';

export const documentNotFoundMessage = 'Document not found';

/**
 * One of a person's documents and its bytes, for those allowed to list the person's documents. Another
 * organization's document, an unknown one and one whose bytes are gone all answer 404 alike.
 */
export async function openDocument(
  context: SignedInContext,
  ownerId: string,
  documentId: string,
): Promise<{ document: DocumentRow; content: Readable }> {
  const scope = ownerScope(context.viewer, await findDocumentOwner(context.db, ownerId));
  const document = await findDocument(context.db, scope, documentId);
  if (!document) throw new AppError('not_found', documentNotFoundMessage);
  const content = await context.storage.get(document.storageKey);
  if (!content) {
    context.log.error(
      { documentId, storageKey: document.storageKey },
      'a recorded document has no stored bytes',
    );
    throw new AppError('not_found', documentNotFoundMessage);
  }
  return { document, content };
}
