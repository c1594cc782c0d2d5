import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { openPostgres } from '../../src/db/postgres.js';
import { pollImportJob, type ImportJob } from '../helpers/import-jobs.js';
import { carrierFile, fileTotals, type CarrierFile } from '../helpers/invoice-files.js';
import { createOrganization } from '../helpers/people.js';
import {
  adminQuery,
  signedInCookie,
  startServerProcess,
  type ServerProcess,
} from '../helpers/server-process.js';
import { portalHeaders, testAnalyticsSecret, testCredentialsKey } from '../helpers/test-app.js';

// A server process killed in the middle of an import, on PostgreSQL (CI gives TEST_DATABASE_URL); like the other
// process tests it runs once, in the first project.
const databaseServer = process.env.TEST_DATABASE_URL;

// Long enough for the second attempt to finish within it (the queue fails a job that outlives its expiry), short
// enough that the test does not wait long for the dead worker's job to be handed on.
const jobExpiry = '20s';

describe.skipIf(!databaseServer)('an import whose server is killed', () => {
  const databaseName = `waybill_test_${randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-import-retry-'));
  const processes: ServerProcess[] = [];
  let env: NodeJS.ProcessEnv;
  let db: Database;
  let cookie: string;
  let client: { id: string; mappingName: string; name: string };
  let file: CarrierFile;

  function upload(instance: ServerProcess): Promise<Response> {
    const form = new FormData();
    form.append('file', new Blob([file.text], { type: 'text/csv' }), file.fileName);
    return fetch(
      `${instance.origin}/api/v1/control-master/import?client=${encodeURIComponent(client.mappingName)}`,
      {
        method: 'POST',
        headers: { ...portalHeaders, cookie },
        body: form,
      },
    );
  }

  async function readJob(instance: ServerProcess, jobId: string): Promise<ImportJob> {
    const response = await fetch(`${instance.origin}/api/v1/control-master/import-jobs/${jobId}`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as ImportJob;
  }

  async function start(extra: NodeJS.ProcessEnv = {}, args: string[] = []): Promise<ServerProcess> {
    const started = await startServerProcess(env.DATABASE_URL!, { ...env, ...extra }, args);
    processes.push(started);
    return started;
  }

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${databaseName}`);
    const url = new URL(databaseServer!);
    url.pathname = `/${databaseName}`;
    env = {
      DATABASE_URL: url.href,
      // Every process reads the uploads from the same place, as instances on one S3 bucket would.
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:18080',
      CREDENTIALS_KEY: testCredentialsKey,
      ANALYTICS_TOKEN_SECRET: testAnalyticsSecret,
      IMPORT_JOB_EXPIRY: jobExpiry,
    };
    db = await openPostgres(url.href, { max: 2 });
    // A file large enough to be still importing when the test looks at it.
    client = { id: '', mappingName: '', name: 'Harbor Goods' };
    file = carrierFile('UPS', { mappingName: 'HARBOR_GOODS_1', name: client.name }, { packages: 20_000 });
  }, 120_000);

  afterAll(async () => {
    for (const instance of processes) instance.child.kill('SIGKILL');
    await Promise.all(processes.map((instance) => instance.exited));
    await db?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps nothing of the interrupted import, imports it again elsewhere (attempt 2), and knows the bytes after', async () => {
    const first = await start();
    client.id = await createOrganization(db, client.name);
    const created = await db.query<{ mapping_name: string }>(
      'SELECT mapping_name FROM organizations WHERE id = $1',
      [client.id],
    );
    client.mappingName = created.rows[0]!.mapping_name;
    expect(client.mappingName).toBe('HARBOR_GOODS_1');
    cookie = await signedInCookie(db, first);
    const totals = fileTotals(file);

    const queued = await upload(first);
    expect(queued.status).toBe(202);
    const { jobId } = (await queued.json()) as ImportJob;
    const running = await pollImportJob(
      () => readJob(first, jobId),
      (job) => job.state !== 'queued',
    );
    expect(running).toMatchObject({ state: 'running', attempts: 1 });

    first.child.kill('SIGKILL');
    await first.exited;
    const kept = await db.query<{ files: number; packages: number }>(
      `SELECT (SELECT count(*) FROM invoice_files WHERE organization_id = $1)::int AS files,
              (SELECT count(*) FROM packages WHERE organization_id = $1)::int AS packages`,
      [client.id],
    );
    expect(kept.rows[0]).toEqual({ files: 0, packages: 0 });

    // A worker process takes the job once its expiry shows its worker is gone; a web instance without a worker
    // answers the API.
    await start({}, ['--worker']);
    const web = await start({ IMPORT_WORKER: 'false' });
    const imported = await pollImportJob(() => readJob(web, jobId), undefined, 120_000);
    expect(imported).toMatchObject({
      state: 'imported',
      attempts: 2,
      rowsRead: imported.rowsTotal,
      report: {
        status: 'imported',
        rowsRead: totals.rows,
        packages: totals.packages,
        newPackages: totals.packages,
        charges: totals.rows,
        amount: totals.netCents / 100,
      },
    });
    const files = await db.query<{ control_id: string }>(
      'SELECT control_id FROM invoice_files WHERE organization_id = $1',
      [client.id],
    );
    expect(files.rows).toEqual([{ control_id: imported.report!.controlId }]);

    const again = await upload(web);
    expect(again.status).toBe(202);
    const second = (await again.json()) as ImportJob;
    const duplicate = await pollImportJob(() => readJob(web, second.jobId));
    expect(duplicate).toMatchObject({
      state: 'duplicate',
      report: { controlId: imported.report!.controlId },
    });
    expect(fs.readdirSync(path.join(dataDir, 'files', 'import-jobs'))).toEqual([]);
  }, 300_000);
});
