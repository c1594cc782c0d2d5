import { describe, expect, it } from 'vitest';
import { documentTypeLabel, formatFileSize, formatUploadedDate, previewHref } from './format';

describe('document card texts', () => {
  it('name the five document types, and show any other type as it is', () => {
    expect(documentTypeLabel('application/pdf')).toBe('PDF');
    expect(documentTypeLabel('application/msword')).toBe('DOC');
    expect(documentTypeLabel('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'DOCX',
    );
    expect(documentTypeLabel('text/csv')).toBe('CSV');
    expect(documentTypeLabel('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(
      'XLSX',
    );
    expect(documentTypeLabel('image/png')).toBe('image/png');
  });

  it('give sizes in bytes, KB or MB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(12_800)).toBe('12.5 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.00 MB');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.25 MB');
  });

  it("date an upload in the product's format", () => {
    // Midday UTC is the same day in every time zone the tests run in.
    expect(formatUploadedDate('2025-03-05T12:00:00.000Z')).toBe('Mar 05, 2025');
    expect(formatUploadedDate('not a date')).toBe('not a date');
  });

  it('preview a document through the inline disposition', () => {
    expect(previewHref({ url: '/api/v1/user/files/u/d' })).toBe('/api/v1/user/files/u/d?disposition=inline');
    expect(previewHref({ url: '/files/d?v=2' })).toBe('/files/d?v=2&disposition=inline');
  });
});
