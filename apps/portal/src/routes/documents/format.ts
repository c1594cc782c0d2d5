import type { Document } from '@waybill/api-client';

/** The five kinds of document the library takes (SPEC §9), by media type, as the cards name them. */
const typeLabels: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'text/csv': 'CSV',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
};

/** The file types the upload dialog offers, by extension (the server checks the content too). */
export const acceptedDocumentTypes = ['.pdf', '.doc', '.docx', '.csv', '.xlsx'];

/** A document's type as its card shows it: 'PDF', 'DOCX'…, or the media type itself for any other. */
export function documentTypeLabel(type: string): string {
  return typeLabels[type] ?? type;
}

/** A size in bytes as a person reads it: '512 B', '12.5 KB', '3.25 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

const uploadedFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

/** When a document was uploaded, in the product's date format ('LLL dd, y', e.g. 'Mar 05, 2025'), local time. */
export function formatUploadedDate(uploadedAt: string): string {
  const date = new Date(uploadedAt);
  return Number.isNaN(date.getTime()) ? uploadedAt : uploadedFormat.format(date);
}

/** The address that shows a document in the browser (the contract's `disposition=inline`; PDFs only). */
export function previewHref(document: Pick<Document, 'url'>): string {
  return `${document.url}${document.url.includes('?') ? '&' : '?'}disposition=inline`;
}
