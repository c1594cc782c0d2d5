/** The kinds of document the library takes (SPEC §9), by file extension. */
export const documentFormats = {
  pdf: { label: 'PDF', contentType: 'application/pdf' },
  doc: { label: 'DOC', contentType: 'application/msword' },
  docx: {
    label: 'DOCX',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  csv: { label: 'CSV', contentType: 'text/csv' },
  xlsx: {
    label: 'XLSX',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
} as const;

export type DocumentFormat = keyof typeof documentFormats;

export const unsupportedFormatMessage = 'Only PDF, DOC, DOCX, CSV and XLSX files can be uploaded';

/** The format a file name claims by its extension (case-insensitive), or undefined for any other. */
export function formatOfName(name: string): DocumentFormat | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension !== undefined && Object.hasOwn(documentFormats, extension)
    ? (extension as DocumentFormat)
    : undefined;
}

const longestName = 255;

/**
 * The name a document is listed under: the client's file name without any folder part (old browsers send the
 * whole path) or control characters, trimmed, at most 255 characters with the extension kept. Empty when nothing
 * is left. It is shown and sent back in Content-Disposition, never used as a storage path.
 */
export function documentName(clientName: string): string {
  const base = clientName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean.length <= longestName) return clean;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(clean)?.[0] ?? '';
  return clean.slice(0, longestName - extension.length) + extension;
}
