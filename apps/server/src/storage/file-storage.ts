import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files (avatars, documents) live, by key. Files are never served from a public folder:
 * downloads go through authorized operations that read them here.
 */
export interface FileStorage {
  /** Stores the bytes of `source` under `key`, replacing what was there; returns the size in bytes. */
  put(key: string, source: Readable): Promise<number>;
  /** The bytes stored under `key`, or undefined when there are none. */
  get(key: string): Promise<Readable | undefined>;
  delete(key: string): Promise<void>;
}

const safeKey = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Files in a local directory (by default `DATA_DIR/files`), one file per key. */
export function localFileStorage(root: string): FileStorage {
  const fileOf = (key: string): string => {
    // Keys are made by the server, but a path must never leave the root whatever a caller passes.
    if (!safeKey.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, source) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed, so a failed upload never leaves half a file under the key.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await pipeline(source, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return (await stat(file)).size;
    },
    async get(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch {
        return undefined;
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
