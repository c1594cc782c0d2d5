import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config.js';
import { createS3Client } from '../../src/storage/s3-file-storage.js';

/** A local S3-compatible server (s3rver) with one empty bucket, started for one test file. */
export interface TestS3Server {
  /** What the server would read from S3_BUCKET and S3_ENDPOINT. */
  env: { S3_BUCKET: string; S3_ENDPOINT: string };
  config: S3Config;
  /** A client with s3rver's fixed credentials. */
  client: S3Client;
  /** Keys of the objects in the bucket under `prefix`. */
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/** s3rver's one account; real deployments pass AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY. */
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Starts s3rver on a free loopback port with its files in a temporary folder. */
export async function startS3Server(bucket = 'waybill-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = { bucket, endpoint, region: 'us-east-1', forcePathStyle: true };
  const client = createS3Client(config, { credentials: s3rverCredentials });
  return {
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint },
    config,
    client,
    async keys(prefix = '') {
      const listing = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listing.Contents ?? []).map((object) => object.Key!);
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
