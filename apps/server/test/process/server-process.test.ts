import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const packageDir = fileURLToPath(new URL('../../', import.meta.url));

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real server entry point (through tsx) as a separate process. */
function runServer(
  env: NodeJS.ProcessEnv,
  onStdout?: (text: string, stop: () => void) => void,
): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: packageDir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      onStdout?.(stdout, () => child.kill('SIGTERM'));
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb?.dispose();
});

describe('the server process', () => {
  it('refuses a data directory that another server holds, with one line and exit code 1', async () => {
    // This test file's own database holds the lock on its data directory.
    const result = await runServer({ DATA_DIR: testDb.dataDir, PORT: '0' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `The data directory ${testDb.dataDir} is already in use by another Waybill server (pid ${process.pid}); stop it or set another DATA_DIR.`,
    ]);
  });

  it('exits with code 1 and one line when the database is unreachable', async () => {
    const result = await runServer({
      DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:9/waybill',
      PORT: '0',
    });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot reach the database at postgres:\/\/postgres@127\.0\.0\.1:9\/waybill: /);
    expect(result.stderr).not.toContain('secret');
  });

  // Starting the process, opening the database and hashing the demo passwords take a while on a busy machine.
  it(
    'starts with demo sign-ins on an empty embedded database and shuts down cleanly on SIGTERM',
    { timeout: 90_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-process-'));
      try {
        fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
        // A small set of demo shipments keeps the start quick; their full size is measured by `npm run bench`.
        const result = await runServer(
          {
            DATA_DIR: dataDir,
            PORT: '0',
            HOST: '127.0.0.1',
            PUBLIC_URL: 'http://localhost:18999',
            DEMO_PACKAGES: '1000',
          },
          (stdout, stop) => {
            if (/Waybill is running.*\n/.test(stdout)) stop();
          },
        );
        const lines = result.stdout.trim().split('\n');
        // Without CREDENTIALS_KEY, a key is generated in the data directory, with a warning in the log.
        expect(JSON.parse(lines[0]!)).toMatchObject({
          level: 40,
          keyFile: path.join(dataDir, 'credentials.key'),
          msg: expect.stringContaining('CREDENTIALS_KEY is not set'),
        });
        expect(fs.statSync(path.join(dataDir, 'credentials.key')).mode & 0o777).toBe(0o600);
        expect(lines.at(-1)).toBe(
          'Waybill is running at http://localhost:18999/ — demo sign-ins: ' +
            'platform admin admin@waybill.test / admin-demo-1; ' +
            'organization admin olivia@northwind.test / orgadmin-demo-1; ' +
            'member marco@northwind.test / member-demo-1; ' +
            'member without organization nina@waybill.test / solo-demo-1',
        );
        expect(result.code).toBe(0);
        // The lock is released once the database is closed.
        expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
