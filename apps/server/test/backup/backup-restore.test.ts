import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { restoreBackup } from '../../src/backup/restore-backup.js';
import { takeBackup } from '../../src/backup/take-backup.js';
import type { Queryable } from '../../src/db/database.js';
import { openPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';
import { loadDemoData } from '../../src/demo/load-demo-data.js';
import { loadDemoShipments } from '../../src/demo/shipments/load-demo-shipments.js';
import { localFileStorage } from '../../src/storage/file-storage.js';
import { createTestApp } from '../helpers/test-app.js';
import { createTestDatabase, testDriver, type TestDatabase } from '../helpers/test-database.js';

/** Every table's rows and a digest of their text, read independently of the backup's own counts. */
async function tableDigests(db: Queryable): Promise<Record<string, { rows: number; digest: string }>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE schemaname NOT LIKE 'pg\\_%' AND schemaname <> 'information_schema' ORDER BY 1`,
  );
  const digests: Record<string, { rows: number; digest: string }> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ rows: number; digest: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest
         FROM ${name} t`,
    );
    digests[name] = rows[0]!;
  }
  return digests;
}

/** The configuration a command line reads for DATA_DIR and, for PostgreSQL, DATABASE_URL. */
const configOf = (dataDir: string, databaseUrl?: string) =>
  loadConfig({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-backup-test-'));
const uploaded = { key: 'documents/org-1/contract.pdf', bytes: randomBytes(70_000) };
const generatedKey = randomBytes(32).toString('base64');
const sourceDir = path.join(scratch, 'source');
let source: TestDatabase;
let dataDir: string;
let before: Record<string, { rows: number; digest: string }>;

/** A database with the demo people and some shipments, an uploaded file, and a generated key under DATA_DIR. */
async function fillSource(): Promise<void> {
  source = await createTestDatabase();
  dataDir = source.dataDir ?? sourceDir;
  const { app } = await createTestApp(source.db);
  await loadDemoData(source.db, app.credentialCipher);
  await app.close();
  await loadDemoShipments(source.db, { packages: 300, endMonth: '2025-01', months: 2, cadence: 'monthly' });
  before = await tableDigests(source.db);
  await localFileStorage(path.join(dataDir, 'files')).put(uploaded.key, Readable.from([uploaded.bytes]));
  fs.writeFileSync(path.join(dataDir, 'credentials.key'), generatedKey, { mode: 0o600 });
}

beforeAll(async () => {
  fs.mkdirSync(sourceDir);
  await fillSource();
}, 300_000);

afterAll(async () => {
  await source?.dispose();
  fs.rmSync(scratch, { recursive: true, force: true });
});

it('backs up data worth restoring', () => {
  // A restore that found nothing would otherwise compare empty with empty.
  expect(before['public.users']!.rows).toBeGreaterThan(5);
  expect(before['public.packages']!.rows).toBeGreaterThan(100);
  expect(before['public.charges']!.rows).toBeGreaterThan(before['public.packages']!.rows);
});

describe.runIf(testDriver === 'pglite')('a backup of the embedded database', () => {
  it('is refused while a server holds the data directory', async () => {
    await source.db.close();
    // Another live process named in the lock file, as a running server leaves it.
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const lock = path.join(dataDir, 'db.lock');
    fs.writeFileSync(lock, String(holder.pid));
    try {
      await expect(takeBackup(configOf(dataDir), path.join(scratch, 'held'))).rejects.toThrow(
        `The data directory ${dataDir} is already in use by another Waybill server (pid ${holder.pid})`,
      );
    } finally {
      holder.kill();
      fs.rmSync(lock, { force: true });
    }
  });

  it('restores into an empty data directory with every row, every file and the generated key', async () => {
    const { directory, manifest } = await takeBackup(configOf(dataDir), path.join(scratch, 'backups'));
    expect(manifest).toMatchObject({ driver: 'pglite', files: 1, secrets: ['credentials.key'] });

    const target = path.join(scratch, 'restored');
    const restored = await restoreBackup(configOf(target), directory);
    expect(restored.files).toBe(1);
    const db = await openPglite(target);
    try {
      expect(await tableDigests(db)).toEqual(before);
    } finally {
      await db.close();
    }
    expect(fs.readFileSync(path.join(target, 'files', uploaded.key)).equals(uploaded.bytes)).toBe(true);
    expect(fs.readFileSync(path.join(target, 'credentials.key'), 'utf8')).toBe(generatedKey);

    await expect(restoreBackup(configOf(target), directory)).rejects.toThrow(
      `${target} already holds a database: restore into an empty DATA_DIR.`,
    );
    await expect(restoreBackup(configOf(target, 'postgres://localhost/none'), directory)).rejects.toThrow(
      /This backup holds an embedded database/,
    );
  });
});

describe.runIf(testDriver === 'postgres')('a backup of PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const targetName = `waybill_restore_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`));

  it('is taken while the server runs and restores into an empty database with every row, file and key', async () => {
    const { directory, manifest } = await takeBackup(
      configOf(dataDir, source.url),
      path.join(scratch, 'backups'),
    );
    expect(manifest).toMatchObject({ driver: 'postgres', files: 1, secrets: ['credentials.key'] });
    expect(manifest.tables['public.packages']).toBe(before['public.packages']!.rows);

    await admin(`CREATE DATABASE ${targetName}`);
    const targetUrl = new URL(adminUrl);
    targetUrl.pathname = `/${targetName}`;
    const target = path.join(scratch, 'restored-postgres');
    const config = configOf(target, targetUrl.href);
    const restored = await restoreBackup(config, directory);
    expect(restored.files).toBe(1);
    const db = await openPostgres(targetUrl.href, { max: 1 });
    try {
      expect(await tableDigests(db)).toEqual(before);
    } finally {
      await db.close();
    }
    expect(fs.readFileSync(path.join(target, 'files', uploaded.key)).equals(uploaded.bytes)).toBe(true);
    expect(fs.readFileSync(path.join(target, 'credentials.key'), 'utf8')).toBe(generatedKey);

    await expect(
      restoreBackup({ ...config, dataDir: path.join(scratch, 'empty') }, directory),
    ).rejects.toThrow('The database at DATABASE_URL already holds tables: restore into an empty database.');
  });
});
