import { Transform, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config.js';
import type { FileStorage } from './file-storage.js';

// Parts of a multipart upload: S3's smallest part, two in flight, so one upload holds about 10 MB in memory
// whatever the file's size.
const partSize = 5 * 1024 * 1024;
const partsInFlight = 2;

/** The S3 client for a configuration; credentials come from the SDK's usual chain (environment, profile, role). */
export function createS3Client(config: S3Config, overrides: Partial<S3ClientConfig> = {}): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // The SDK's default adds CRC32 checksums in aws-chunked trailers, which several S3-compatible services
    // refuse; checksums are sent only where an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...overrides,
  });
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error as { name?: string }).name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}

/**
 * Files as objects of one bucket of S3 or an S3-compatible service, one object per key. Uploads stream as a
 * multipart upload (a file that fits one part is one PutObject), so no file is ever held whole in memory; a
 * source that fails aborts the upload, and no object appears under the key.
 */
export function s3FileStorage(client: S3Client, bucket: string): FileStorage {
  return {
    async put(key, source) {
      let size = 0;
      let sourceError: unknown;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      source.on('error', (error) => {
        sourceError = error;
        counted.destroy(error);
      });
      source.pipe(counted);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: counted },
        partSize,
        queueSize: partsInFlight,
      });
      try {
        await upload.done();
      } catch (error) {
        // Why the source failed (a file over the limit, content refused) is what the caller must hear, not a
        // failure of the abort that followed it.
        throw sourceError ?? error;
      }
      return size;
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
