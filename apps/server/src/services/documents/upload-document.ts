import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { Upload } from '../../plugins/uploads.js';
import { ensureCanUploadDocument } from '../../policy/policy.js';
import { insertDocument, type DocumentRow } from '../../repositories/documents.js';
import { documentContentCheck } from './content-check.js';
import { documentFormats, documentName, formatOfName, unsupportedFormatMessage } from './document-formats.js';

/**
 * Stores one uploaded document in the viewer's library: only for people who belong to an organization (checked
 * before the upload is read), only PDF, DOC, DOCX, CSV or XLSX by extension and by content, under a key the
 * server chooses, with the owner and their organization recorded. A refused or failed upload leaves no bytes
 * in storage and no row behind.
 */
export async function uploadDocument(
  context: SignedInContext,
  readUpload: () => Promise<Upload>,
): Promise<DocumentRow> {
  const { viewer } = context;
  ensureCanUploadDocument(viewer);
  const upload = await readUpload();
  const name = documentName(upload.filename);
  const format = formatOfName(name);
  if (!format) {
    const refusal = name
      ? new AppError('unsupported_media_type', unsupportedFormatMessage)
      : new AppError('bad_request', 'The file needs a name with its extension', {
          file: 'A name is required',
        });
    // Destroying the stream with the refusal lets the rest of the request body drain (plugins/uploads.ts).
    upload.stream.destroy(refusal);
    throw refusal;
  }

  const id = randomUUID();
  const storageKey = `documents/${id}`;
  // The check sits between the upload and storage: a failure of either ends both, so storage keeps nothing.
  const checked = pipeline(upload.stream, documentContentCheck(name, format), () => {});
  const sizeBytes = await context.storage.put(storageKey, checked);
  try {
    return await insertDocument(context.db, {
      id,
      ownerId: viewer.userId,
      organizationId: viewer.organizationId,
      name,
      contentType: documentFormats[format].contentType,
      sizeBytes,
      storageKey,
    });
  } catch (error) {
    await context.storage.delete(storageKey).catch((cleanup: unknown) => {
      context.log.error({ err: cleanup, storageKey }, 'could not remove the bytes of an unrecorded document');
    });
    throw error;
  }
}
