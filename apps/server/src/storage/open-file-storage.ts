import path from 'node:path';
import type { AppConfig } from '../config.js';
import { localFileStorage, type FileStorage } from './file-storage.js';
import { createS3Client, s3FileStorage } from './s3-file-storage.js';

/** The file storage the configuration names: S3-compatible object storage when S3_BUCKET is set, else DATA_DIR/files. */
export function openFileStorage(config: Pick<AppConfig, 's3' | 'dataDir'>): FileStorage {
  if (config.s3) return s3FileStorage(createS3Client(config.s3), config.s3.bucket);
  return localFileStorage(path.join(config.dataDir, 'files'));
}
