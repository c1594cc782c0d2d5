import path from 'node:path';
import { generatedAnalyticsSecretFileName } from '../secrets/analytics-token-secret.js';
import { generatedKeyFileName } from '../secrets/credential-keys.js';

/**
 * What a backup directory holds: `backup.json` (the manifest), the database (`db/`, the embedded
 * database's data directory copied while no server held it, laid out as under DATA_DIR, or `database.dump`, pg_dump's custom format), the
 * uploaded files kept under DATA_DIR (`files/`), and the secrets a server generated under DATA_DIR when none were
 * configured (`secrets/`: without the credentials key the carrier passwords cannot be read back).
 */
export const backupLayout = {
  manifest: 'backup.json',
  postgresDump: 'database.dump',
  files: 'files',
  secrets: 'secrets',
} as const;

/** The secret files a server generates in DATA_DIR when they are not configured. */
export const generatedSecretFiles = [generatedKeyFileName, generatedAnalyticsSecretFileName] as const;

/** Where the embedded database and the local files live under DATA_DIR. */
export function dataDirLayout(dataDir: string) {
  return {
    database: path.join(dataDir, 'db'),
    lock: path.join(dataDir, 'db.lock'),
    files: path.join(dataDir, 'files'),
  };
}

/** The manifest of a backup. */
export interface BackupManifest {
  createdAt: string;
  driver: 'pglite' | 'postgres';
  /** Rows per table when the backup was taken (for the embedded database, exactly what it holds). */
  tables: Record<string, number>;
  /** Uploaded files in the backup; `null` when they live in S3 (the bucket keeps them). */
  files: number | null;
  /** The S3 bucket holding the uploaded files, when there is one. */
  s3Bucket: string | null;
  secrets: string[];
}
