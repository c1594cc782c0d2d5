import { createReadStream } from 'node:fs';
import { copyFile, cp, mkdir, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/open-database.js';
import { openFileStorage } from '../storage/open-file-storage.js';
import { backupLayout, dataDirLayout, type BackupManifest } from './backup-layout.js';
import { exists, listFiles } from './backup-files.js';
import { countTableRows } from './database-tables.js';
import { runPgTool } from './pg-tools.js';

type RestoreConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir' | 's3' | 'databasePool'>;

async function readManifest(backup: string): Promise<BackupManifest> {
  const text = await readFile(path.join(backup, backupLayout.manifest), 'utf8').catch(() => undefined);
  if (text === undefined)
    throw new Error(`${backup} is not a Waybill backup: it has no ${backupLayout.manifest}.`);
  return JSON.parse(text) as BackupManifest;
}

/**
 * Everything that would stop a restore, found before anything is written: a backup of the other kind of
 * database, a target that already holds a database, files or generated secrets.
 */
async function refusal(config: RestoreConfig, manifest: BackupManifest): Promise<string | undefined> {
  const target = dataDirLayout(config.dataDir);
  if (manifest.driver === 'pglite' && config.databaseUrl) {
    return 'This backup holds an embedded database: restore it with DATABASE_URL unset, into an empty DATA_DIR.';
  }
  if (manifest.driver === 'postgres' && !config.databaseUrl) {
    return 'This backup holds a PostgreSQL dump: set DATABASE_URL to an empty database to restore it into.';
  }
  if (manifest.driver === 'pglite' && (await readdir(target.database).catch(() => [])).length > 0) {
    return `${config.dataDir} already holds a database: restore into an empty DATA_DIR.`;
  }
  if (!config.s3 && (await listFiles(target.files)).length > 0) {
    return `${target.files} already holds files: restore into an empty DATA_DIR.`;
  }
  for (const name of manifest.secrets) {
    if (await exists(path.join(config.dataDir, name))) {
      return `${path.join(config.dataDir, name)} already exists: restore into an empty DATA_DIR.`;
    }
  }
  return undefined;
}

async function postgresTables(db: Database): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pg_tables WHERE schemaname NOT LIKE 'pg\\_%' AND schemaname <> 'information_schema'`,
  );
  return rows[0]!.count;
}

/**
 * Restores a backup made by `takeBackup` into the configured installation, which must be empty, and checks that
 * every table holds the rows the manifest recorded. Returns the rows per table restored and the files put back.
 * Uploaded files go through the configured file storage, so a backup of local files restores into S3 as well.
 */
export async function restoreBackup(
  config: RestoreConfig,
  backup: string,
): Promise<{ manifest: BackupManifest; tables: Record<string, number>; files: number }> {
  const manifest = await readManifest(backup);
  const refused = await refusal(config, manifest);
  if (refused) throw new Error(refused);

  if (manifest.driver === 'pglite') {
    const target = dataDirLayout(config.dataDir);
    await mkdir(config.dataDir, { recursive: true });
    const unlock = lockDataDir(target.lock, `The data directory ${config.dataDir}`);
    try {
      await cp(dataDirLayout(backup).database, target.database, { recursive: true });
    } finally {
      unlock();
    }
  }
  const db = await openDatabase(config);
  let tables: Record<string, number>;
  try {
    if (manifest.driver === 'postgres') {
      if ((await postgresTables(db)) > 0) {
        throw new Error('The database at DATABASE_URL already holds tables: restore into an empty database.');
      }
      await runPgTool('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        `--dbname=${config.databaseUrl}`,
        path.join(backup, backupLayout.postgresDump),
      ]);
    }
    tables = await countTableRows(db);
  } finally {
    await db.close();
  }
  const differing = Object.keys({ ...manifest.tables, ...tables }).filter(
    (table) => manifest.tables[table] !== tables[table],
  );
  if (differing.length > 0) {
    throw new Error(
      `The restored database differs from the backup in ${differing
        .map(
          (table) =>
            `${table} (${tables[table] ?? 'missing'} rows, the backup had ${manifest.tables[table] ?? 'none'})`,
        )
        .join(', ')}.`,
    );
  }

  const storage = openFileStorage(config);
  const keys = await listFiles(path.join(backup, backupLayout.files));
  for (const key of keys) {
    await storage.put(
      key.split(path.sep).join('/'),
      createReadStream(path.join(backup, backupLayout.files, key)),
    );
  }
  await mkdir(config.dataDir, { recursive: true });
  for (const name of manifest.secrets) {
    await copyFile(path.join(backup, backupLayout.secrets, name), path.join(config.dataDir, name));
  }
  return { manifest, tables, files: keys.length };
}
