import { copyFile, cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { openPglite } from '../db/pglite.js';
import { openPostgres } from '../db/postgres.js';
import { backupLayout, dataDirLayout, generatedSecretFiles, type BackupManifest } from './backup-layout.js';
import { exists, listFiles } from './backup-files.js';
import { countTableRows } from './database-tables.js';
import { runPgTool } from './pg-tools.js';

type BackupConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir' | 's3' | 'databasePool'>;

/**
 * Backs up the configured installation into a new directory under `target` (see backup-layout.ts) and returns
 * it with its manifest.
 * - PostgreSQL: pg_dump of one snapshot, whose rows per table the manifest records from that same snapshot, so
 *   the server may keep running.
 * - The embedded database: its data directory is copied under the data-directory lock, so a running server
 *   refuses the backup (stop it first; PGlite cannot be read by a second process), and the copy is opened
 *   to count its rows — a backup that does not open fails here, not on the day it is needed.
 * Uploaded files are copied when they are kept under DATA_DIR; an S3 bucket keeps its own (versioning).
 */
export async function takeBackup(
  config: BackupConfig,
  target: string,
  now = new Date(),
): Promise<{ directory: string; manifest: BackupManifest }> {
  const directory = path.join(target, `waybill-${now.toISOString().replace(/[:.]/g, '-')}`);
  await mkdir(directory, { recursive: true });
  try {
    return { directory, manifest: await writeBackup(config, directory, now) };
  } catch (error) {
    // Half a backup must not be mistaken for one.
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}

async function writeBackup(config: BackupConfig, directory: string, now: Date): Promise<BackupManifest> {
  const dataDir = dataDirLayout(config.dataDir);
  const tables = config.databaseUrl
    ? await dumpPostgres(config, config.databaseUrl, path.join(directory, backupLayout.postgresDump))
    : await copyEmbeddedDatabase(config.dataDir, directory);

  let files: number | null = null;
  if (!config.s3) {
    files = (await listFiles(dataDir.files)).length;
    if (files > 0) await cp(dataDir.files, path.join(directory, backupLayout.files), { recursive: true });
  }
  const secrets: string[] = [];
  for (const name of generatedSecretFiles) {
    const source = path.join(config.dataDir, name);
    if (!(await exists(source))) continue;
    await mkdir(path.join(directory, backupLayout.secrets), { recursive: true });
    await copyFile(source, path.join(directory, backupLayout.secrets, name));
    secrets.push(name);
  }
  const manifest: BackupManifest = {
    createdAt: now.toISOString(),
    driver: config.databaseUrl ? 'postgres' : 'pglite',
    tables,
    files,
    s3Bucket: config.s3?.bucket ?? null,
    secrets,
  };
  await writeFile(path.join(directory, backupLayout.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function dumpPostgres(
  config: BackupConfig,
  url: string,
  file: string,
): Promise<Record<string, number>> {
  const db = await openPostgres(url, { ...config.databasePool, max: 1 });
  try {
    // The rows are counted in the snapshot pg_dump then reads, exported by a transaction that stays open
    // until the dump is done.
    return await db.transaction(async (tx) => {
      await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      // Idle while pg_dump works: the pool's limit on idle transactions would end it under a large dump.
      await tx.exec('SET LOCAL idle_in_transaction_session_timeout = 0');
      const { rows } = await tx.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
      const tables = await countTableRows(tx);
      await runPgTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${rows[0]!.snapshot}`,
        `--file=${file}`,
        `--dbname=${url}`,
      ]);
      return tables;
    });
  } finally {
    await db.close();
  }
}

/** Copies the embedded database into `directory` laid out as under DATA_DIR (`db/`), so it opens from there. */
async function copyEmbeddedDatabase(dataDirPath: string, directory: string): Promise<Record<string, number>> {
  const dataDir = dataDirLayout(dataDirPath);
  if ((await readdir(dataDir.database).catch(() => [])).length === 0) {
    throw new Error(`There is no embedded database in ${dataDirPath} to back up.`);
  }
  const unlock = lockDataDir(dataDir.lock, `The data directory ${dataDirPath}`);
  try {
    await cp(dataDir.database, dataDirLayout(directory).database, { recursive: true });
  } finally {
    unlock();
  }
  const db = await openPglite(directory);
  try {
    return await countTableRows(db);
  } finally {
    await db.close();
  }
}
