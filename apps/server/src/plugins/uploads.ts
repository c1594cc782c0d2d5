import { Transform, type Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/** The limits of one operation that takes a file. */
export interface UploadLimits {
  /** Largest accepted file; a larger one is refused with 413 while it streams, before it is all read. */
  maxBytes: number;
}

/** One uploaded file as a service reads it: its stream is consumed exactly once. */
export interface Upload {
  /** The file name the client gave (never used as a storage path). */
  filename: string;
  /** The type the client declared; services decide by the bytes, not by this. */
  declaredType: string;
  /** The bytes; the stream errors with 413 as soon as they pass the operation's limit. */
  stream: Readable;
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** The 413 of a file over an operation's limit. */
export function fileTooLarge(limits: UploadLimits): AppError {
  return new AppError('payload_too_large', `The file is larger than ${megabytes(limits.maxBytes)}`);
}

/**
 * Reads the one file of a multipart request (field `file`), with the operation's size limit. The content type
 * was already checked against the contract before the body was read (plugins/validation.ts), and the session
 * before that, so only signed-in callers of operations that take files get here.
 */
export async function readUpload(request: FastifyRequest, limits: UploadLimits): Promise<Upload> {
  // One byte more than allowed reaches us, so a file over the limit is told from one exactly at it.
  const part = await request.file({
    limits: { fileSize: limits.maxBytes + 1, files: 1, fields: 0, parts: 1 },
  });
  if (!part || part.fieldname !== 'file') {
    throw new AppError('bad_request', 'Attach one file in the form field "file"', {
      file: 'A file is required',
    });
  }
  const source = part.file;
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limits.maxBytes) done(fileTooLarge(limits));
      else done(null, chunk);
    },
  });
  source.on('error', (error) => stream.destroy(error));
  stream.on('error', () => source.resume());
  source.pipe(stream);
  return { filename: part.filename, declaredType: part.mimetype, stream };
}

/**
 * Registers multipart parsing. Requests reach it only on operations whose contract takes multipart/form-data:
 * every other operation refuses that content type (415) before its body is read.
 */
export const uploads = fp(
  async (app) => {
    await app.register(multipart, { throwFileSizeLimit: true });
  },
  { name: 'uploads' },
);
