import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { openPostgres } from '../../src/db/postgres.js';
import { paths } from '../../src/paths.js';
import { pollImportJob, type ImportJob } from '../helpers/import-jobs.js';
import { carrierFile, fileTotals } from '../helpers/invoice-files.js';
import { createOrganization, testPassword } from '../helpers/people.js';
import { insertPlatformAdmin, signedInCookie } from '../helpers/server-process.js';
import { s3rverCredentials, startS3Server, type TestS3Server } from '../helpers/s3-server.js';
import { portalHeaders, testAnalyticsSecret, testCredentialsKey } from '../helpers/test-app.js';

// Two server processes behind one public address, on one PostgreSQL database and one Redis, as a deployment of
// several instances runs them. Needs both (CI gives TEST_DATABASE_URL and TEST_REDIS_URL); like the other process
// tests it runs once, in the first project.
const databaseServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const packageDir = fileURLToPath(new URL('../../', import.meta.url));

interface Instance {
  child: ChildProcess;
  origin: string;
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the real server entry point and resolves once it listens. */
async function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: packageDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Waybill is running')) resolve();
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    void exited.then((code) =>
      reject(new Error(`The instance exited with ${code} before listening:\n${output}`)),
    );
  });
  return { child, origin: `http://127.0.0.1:${port}`, exited };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseServer });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function signIn(instance: Instance, email: string, password: string) {
  return fetch(`${instance.origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { ...portalHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('waybill_session='));
  return cookie!.split(';')[0]!;
}

describe.skipIf(!databaseServer || !redisUrl)('two instances', () => {
  const databaseName = `waybill_test_${randomBytes(6).toString('hex')}`;
  const dataDirs: string[] = [];
  let instances: Instance[] = [];
  let db: Database;
  let s3: TestS3Server;
  let shared: NodeJS.ProcessEnv;

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${databaseName}`);
    // Uploads go to one bucket both instances read: an upload to one may be imported by the other's worker.
    s3 = await startS3Server();
    const url = new URL(databaseServer!);
    url.pathname = `/${databaseName}`;
    shared = {
      DATABASE_URL: url.href,
      REDIS_URL: redisUrl,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:18080',
      CREDENTIALS_KEY: testCredentialsKey,
      ANALYTICS_TOKEN_SECRET: testAnalyticsSecret,
      ...s3.env,
      AWS_ACCESS_KEY_ID: s3rverCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3rverCredentials.secretAccessKey,
    };
    // Both start at once on an empty database: each runs the migrations at start-up.
    instances = await Promise.all(
      [0, 1].map(() => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-instance-'));
        dataDirs.push(dataDir);
        return startInstance({ ...shared, DATA_DIR: dataDir });
      }),
    );
    db = await openPostgres(url.href, { max: 2 });
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) instance.child.kill('SIGKILL');
    await db?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await s3?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('applies each migration once when both start at the same moment', async () => {
    const files = fs.readdirSync(paths.migrations).filter((name) => name.endsWith('.sql'));
    const applied = await db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(applied.rows).toHaveLength(files.length);
    expect(new Set(applied.rows.map((row) => row.version)).size).toBe(files.length);
  });

  it('keeps a session made on one instance valid on the other', async () => {
    const email = await insertPlatformAdmin(db, 'Ada');
    const [first, second] = instances as [Instance, Instance];
    const signedIn = await signIn(first, email, testPassword);
    expect(signedIn.status).toBe(200);
    const profile = await fetch(`${second.origin}/api/v1/auth/me`, {
      headers: { cookie: sessionCookie(signedIn) },
    });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { email: string }).email).toBe(email);
  });

  it('judges at most 10 of 30 wrong passwords sent to both at once', async () => {
    const email = await insertPlatformAdmin(db, 'Marco');
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        signIn(instances[attempt % 2]!, email, 'not the password').then((response) => response.status),
      ),
    );
    const judged = statuses.filter((status) => status === 401).length;
    expect(judged).toBeGreaterThan(0);
    expect(judged).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - judged);
  });

  it('shows an import uploaded to one instance on the other: its job, and then its Control Master row', async () => {
    await createOrganization(db, 'Harbor Goods');
    const client = await db.query<{ mapping_name: string; name: string }>(
      `SELECT name, mapping_name FROM organizations WHERE name = 'Harbor Goods'`,
    );
    const { mapping_name: mappingName, name } = client.rows[0]!;
    const file = carrierFile('UPS', { mappingName, name }, { packages: 20 });
    const [first, second] = instances as [Instance, Instance];
    const cookie = await signedInCookie(db, first);

    const form = new FormData();
    form.append('file', new Blob([file.text], { type: 'text/csv' }), file.fileName);
    const imported = await fetch(
      `${first.origin}/api/v1/control-master/import?client=${encodeURIComponent(mappingName)}`,
      { method: 'POST', headers: { ...portalHeaders, cookie }, body: form },
    );
    expect(imported.status).toBe(202);
    const { jobId } = (await imported.json()) as ImportJob;
    // The job is the database's: the other instance shows it, and then the file it imported.
    const job = await pollImportJob(async () => {
      const response = await fetch(`${second.origin}/api/v1/control-master/import-jobs/${jobId}`, {
        headers: { cookie },
      });
      expect(response.status).toBe(200);
      return (await response.json()) as ImportJob;
    });
    expect(job.state, job.message).toBe('imported');
    expect(await s3.keys('import-jobs/')).toEqual([]);
    const controlId = job.report!.controlId;

    const listed = await fetch(
      `${second.origin}/api/v1/control-master?client=${encodeURIComponent(mappingName)}`,
      { headers: { cookie } },
    );
    expect(listed.status).toBe(200);
    const rows = (await listed.json()) as { control_id: string; packages: number }[];
    expect(rows.map((row) => row.control_id)).toEqual([controlId]);
    expect(rows[0]!.packages).toBe(fileTotals(file).packages);
  });

  it("answers a change of the reference data sent to an instance without a worker, run by another's", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-instance-'));
    dataDirs.push(dataDir);
    const web = await startInstance({ ...shared, DATA_DIR: dataDir, IMPORT_WORKER: 'false' });
    instances.push(web);
    const cookie = await signedInCookie(db, web);
    const rule = {
      carrier: 'UPS',
      classification: null,
      pattern: 'Fleet Surcharge',
      grouping: 'SERVICE_FEE',
      auditExemption: null,
      priority: 0,
    };
    const created = await fetch(`${web.origin}/api/v1/reference-data/charge-rules`, {
      method: 'POST',
      headers: { ...portalHeaders, 'content-type': 'application/json', cookie },
      body: JSON.stringify(rule),
    });
    // Within its wait: the web instance read the change's row until a worker of the others had run it.
    expect(created.status).toBe(201);
    expect(((await created.json()) as { rule: typeof rule }).rule).toMatchObject(rule);
    const stored = await db.query(`SELECT 1 FROM charge_map WHERE pattern = 'Fleet Surcharge'`);
    expect(stored.rows).toHaveLength(1);
  });

  it('stops each instance cleanly on SIGTERM', async () => {
    for (const instance of instances) instance.child.kill('SIGTERM');
    expect(await Promise.all(instances.map((instance) => instance.exited))).toEqual(instances.map(() => 0));
    instances = [];
  });
});
