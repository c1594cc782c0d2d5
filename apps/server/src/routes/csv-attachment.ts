import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.js';

/** Sends CSV text, or CSV bytes as they come, as an attachment named `fileName` that no cache keeps. */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  csv: string | AsyncIterable<Uint8Array>,
): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(typeof csv === 'string' ? csv : Readable.from(csv));
}
