import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStorage, type FileStorage } from '../../src/storage/file-storage.js';
import { s3FileStorage } from '../../src/storage/s3-file-storage.js';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.js';

/** One storage under test and how to see what it holds, behind the FileStorage interface's back. */
interface StorageUnderTest {
  storage: FileStorage;
  /** Every key that holds bytes, including anything half-written. */
  storedKeys(): Promise<string[]>;
  close(): Promise<void>;
}

function listFiles(root: string, prefix = ''): string[] {
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(path.join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, key) : [key];
  });
}

const implementations: Record<string, () => Promise<StorageUnderTest>> = {
  'a local directory': async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-files-'));
    return {
      storage: localFileStorage(root),
      storedKeys: async () => listFiles(root),
      close: async () => fs.rmSync(root, { recursive: true, force: true }),
    };
  },
  'S3-compatible object storage': async () => {
    const s3: TestS3Server = await startS3Server();
    return {
      storage: s3FileStorage(s3.client, s3.config.bucket),
      storedKeys: () => s3.keys(),
      close: () => s3.close(),
    };
  },
};

async function bytesOf(stream: Readable | undefined): Promise<Buffer> {
  if (!stream) throw new Error('nothing stored');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A stream of `total` bytes in chunks of 64 KiB that fails with `error` once `failAfter` bytes are out. */
function streamOf(bytes: Buffer, failAfter?: { at: number; error: Error }): Readable {
  async function* chunks() {
    for (let at = 0; at < bytes.length; at += 64 * 1024) {
      if (failAfter && at >= failAfter.at) throw failAfter.error;
      yield bytes.subarray(at, at + 64 * 1024);
    }
  }
  return Readable.from(chunks());
}

describe.each(Object.keys(implementations))('file storage in %s', (name) => {
  let subject: StorageUnderTest;

  beforeAll(async () => {
    subject = await implementations[name]!();
  });

  afterAll(async () => {
    await subject?.close();
  });

  it('stores bytes under a key, returns their size and gives them back unchanged', async () => {
    const bytes = randomBytes(100_000);
    expect(await subject.storage.put('documents/small', streamOf(bytes))).toBe(100_000);
    expect((await bytesOf(await subject.storage.get('documents/small'))).equals(bytes)).toBe(true);
  });

  it('streams a file larger than one upload part and gives it back byte for byte', async () => {
    const bytes = randomBytes(12 * 1024 * 1024 + 123);
    expect(await subject.storage.put('documents/large', streamOf(bytes))).toBe(bytes.length);
    expect((await bytesOf(await subject.storage.get('documents/large'))).equals(bytes)).toBe(true);
  });

  it('replaces what a key held', async () => {
    await subject.storage.put('documents/replaced', streamOf(Buffer.from('first version')));
    await subject.storage.put('documents/replaced', streamOf(Buffer.from('second')));
    expect((await bytesOf(await subject.storage.get('documents/replaced'))).toString()).toBe('second');
  });

  it('answers undefined for a key that holds nothing, and deletes', async () => {
    expect(await subject.storage.get('documents/never-stored')).toBeUndefined();
    await subject.storage.put('documents/deleted', streamOf(Buffer.from('bytes')));
    await subject.storage.delete('documents/deleted');
    expect(await subject.storage.get('documents/deleted')).toBeUndefined();
    await expect(subject.storage.delete('documents/deleted')).resolves.toBeUndefined();
  });

  it.each([
    ['in its first part', 100 * 1024],
    ['after a whole part went up', 6 * 1024 * 1024],
  ])('keeps nothing of a source that fails %s, and reports the source’s own error', async (_when, at) => {
    const before = await subject.storedKeys();
    const refusal = new Error('The file is larger than the limit');
    const put = subject.storage.put(
      'documents/failed',
      streamOf(randomBytes(8 * 1024 * 1024), { at, error: refusal }),
    );
    await expect(put).rejects.toBe(refusal);
    expect(await subject.storage.get('documents/failed')).toBeUndefined();
    expect(await subject.storedKeys()).toEqual(before);
  });
});

describe('local file storage', () => {
  it('refuses a key that would leave its folder', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-files-'));
    const storage = localFileStorage(root);
    await expect(storage.put('../outside', streamOf(Buffer.from('x')))).rejects.toThrow(
      'Invalid storage key',
    );
    await expect(storage.get('/etc/passwd')).rejects.toThrow('Invalid storage key');
    fs.rmSync(root, { recursive: true, force: true });
  });
});
