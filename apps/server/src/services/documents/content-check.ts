import { Transform } from 'node:stream';
import { AppError } from '../../errors.js';
import { documentFormats, type DocumentFormat } from './document-formats.js';
import { readZipDirectory, zipTailBytes, ZipDirectoryError } from './zip-directory.js';

/**
 * How large an Office (DOCX, XLSX) archive's central directory may be, so that reading it stays cheap. Nothing of
 * the archive is ever expanded by the server, so the expanded sizes the directory declares are neither checked
 * nor believed.
 */
export const officeArchiveLimits = {
  /** Entries of the archive (a large workbook has a few hundred). */
  maxEntries: 10_000,
  /** Bytes of its central directory. */
  maxDirectoryBytes: 4 * 1024 * 1024,
};

const signatures: Partial<Record<DocumentFormat, Buffer>> = {
  pdf: Buffer.from('%PDF-', 'latin1'),
  // The OLE2 compound file of Word 97-2003.
  doc: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  // A ZIP archive's first local file header.
  docx: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  xlsx: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
};

// The folder an Office archive keeps its main part in, beside [Content_Types].xml.
const officeFolders: Partial<Record<DocumentFormat, string>> = { docx: 'word/', xlsx: 'xl/' };

function notThatFormat(name: string, format: DocumentFormat, why?: string): AppError {
  const label = documentFormats[format].label;
  return new AppError(
    'unsupported_media_type',
    `The file "${name}" is not a valid ${label} file: ${why ?? 'its content does not match its extension'}`,
  );
}

/** Checks a CSV as it streams: UTF-8 text without NUL bytes (which no text file holds). */
function csvChecker(name: string) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const check = (decode: () => void) => {
    try {
      decode();
    } catch {
      throw notThatFormat(name, 'csv', 'CSV files must be UTF-8 text');
    }
  };
  return {
    chunk(chunk: Buffer) {
      if (chunk.includes(0)) throw notThatFormat(name, 'csv', 'it contains binary data');
      check(() => decoder.decode(chunk, { stream: true }));
    },
    end() {
      check(() => decoder.decode());
    },
  };
}

/** Keeps the last `limit` bytes that passed, for the ZIP directory at the end of an archive. */
function tailKeeper(limit: number) {
  let chunks: Buffer[] = [];
  let held = 0;
  return {
    add(chunk: Buffer) {
      chunks.push(chunk);
      held += chunk.length;
      while (chunks.length > 1 && held - chunks[0]!.length >= limit) held -= chunks.shift()!.length;
    },
    bytes(): Buffer {
      const all = Buffer.concat(chunks);
      chunks = [all];
      return all.length > limit ? all.subarray(all.length - limit) : all;
    },
  };
}

function checkOfficeArchive(name: string, format: DocumentFormat, tail: Buffer, size: number): void {
  const limits = officeArchiveLimits;
  let entries;
  try {
    entries = readZipDirectory(tail, size, limits);
  } catch (error) {
    if (error instanceof ZipDirectoryError && error.reason === 'too-many-entries') {
      throw new AppError(
        'payload_too_large',
        `The file "${name}" has more than ${limits.maxEntries} parts; it cannot be accepted`,
      );
    }
    throw notThatFormat(name, format);
  }
  const folder = officeFolders[format]!;
  const names = entries.map((entry) => entry.name);
  if (!names.includes('[Content_Types].xml') || !names.some((entry) => entry.startsWith(folder))) {
    throw notThatFormat(name, format);
  }
}

/**
 * A pass-through stream that proves the bytes are what the name's extension says, while they stream to storage:
 * PDF and DOC by their signature (checked before a byte passes); DOCX and XLSX as a ZIP archive whose central
 * directory — entry count and directory size checked first, nothing expanded — lists
 * `[Content_Types].xml` and the `word/` or `xl/` parts; CSV as UTF-8 text without NUL bytes. It fails with the
 * AppError to answer (415 not that format, 413 an archive over the limits, 400 empty) before it ends, so the
 * storage that consumes it keeps nothing.
 */
export function documentContentCheck(name: string, format: DocumentFormat): Transform {
  const signature = signatures[format];
  const csv = format === 'csv' ? csvChecker(name) : undefined;
  const tail = officeFolders[format]
    ? tailKeeper(zipTailBytes(officeArchiveLimits.maxDirectoryBytes))
    : undefined;
  let head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  let started = signature === undefined;

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        size += chunk.length;
        csv?.chunk(chunk);
        tail?.add(chunk);
        if (started) return done(null, chunk);
        // Held back until the signature is known, so not one byte of another kind of file reaches storage.
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes < signature!.length) return done();
        const held = Buffer.concat(head);
        head = [];
        if (!held.subarray(0, signature!.length).equals(signature!)) throw notThatFormat(name, format);
        started = true;
        done(null, held);
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        if (size === 0) throw new AppError('bad_request', `The file "${name}" is empty`);
        if (!started) throw notThatFormat(name, format);
        csv?.end();
        if (tail) checkOfficeArchive(name, format, tail.bytes(), size);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
