import type { DocumentRow } from '../repositories/documents.js';
import { readUpload } from '../plugins/uploads.js';
import { listDocuments } from '../services/documents/list-documents.js';
import { openDocument } from '../services/documents/open-document.js';
import { uploadDocument } from '../services/documents/upload-document.js';
import { contentDisposition } from './content-disposition.js';
import type { OperationHandlers } from './operation-types.js';

/** A stored document as the contract's Document, with its authorized download address. */
function toDocument(document: DocumentRow) {
  return {
    id: document.id,
    name: document.name,
    url: `/api/v1/user/files/${document.ownerId}/${document.id}`,
    type: document.contentType,
    size: document.sizeBytes,
    uploadedAt: document.uploadedAt.toISOString(),
  };
}

// A document never runs as a page of this site: no scripts, no plugins, no requests, its own opaque origin.
const documentSecurityPolicy = "sandbox; default-src 'none'";

/** Handlers of the document library (the `user` tag's file operations). */
export const filesHandlers = {
  async uploadFile(request, reply) {
    const { documentMaxBytes } = request.context.settings;
    const document = await uploadDocument(request.context, () =>
      readUpload(request, { maxBytes: documentMaxBytes }),
    );
    reply.code(201);
    return toDocument(document);
  },

  async listUserFiles(request) {
    const documents = await listDocuments(request.context, request.params.id);
    return { fileList: documents.map(toDocument) };
  },

  async downloadFile(request, reply) {
    const { document, content } = await openDocument(
      request.context,
      request.params.id,
      request.params.documentId,
    );
    const inline = request.query.disposition === 'inline' && document.contentType === 'application/pdf';
    return reply
      .type(document.contentType === 'text/csv' ? 'text/csv; charset=utf-8' : document.contentType)
      .header('content-length', document.sizeBytes)
      .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', document.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', documentSecurityPolicy)
      .header('cache-control', 'private, no-store')
      .send(content);
  },
} satisfies OperationHandlers;
