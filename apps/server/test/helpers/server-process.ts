import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Queryable } from '../../src/db/database.js';
import { insertUser } from '../../src/repositories/users.js';
import { hashPassword } from '../../src/services/auth/passwords.js';
import { testPassword } from './people.js';
import { portalHeaders, testAnalyticsSecret, testCredentialsKey } from './test-app.js';

const packageDir = fileURLToPath(new URL('../../', import.meta.url));

/** A server started from its real entry point (src/server.ts through tsx) in a process of its own. */
export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  port: number;
  /** Everything it wrote to stdout and stderr so far (JSON log lines, the start-up line). */
  output(): string;
  /** Resolves with the exit code once the process exits. */
  exited: Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server on PostgreSQL at `databaseUrl` with `env` added and `args` (`--worker` for a process that only
 * imports), and resolves once it says it is running.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
  args: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', ...args], {
    cwd: packageDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      CREDENTIALS_KEY: testCredentialsKey,
      ANALYTICS_TOKEN_SECRET: testAnalyticsSecret,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Waybill (import worker )?is running/.test(output)) resolve();
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    void exited.then((code) =>
      reject(new Error(`The server exited with ${code} before running:\n${output}`)),
    );
  });
  return { child, origin: `http://127.0.0.1:${port}`, port, output: () => output, exited };
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the TEST_DATABASE_URL server; the server process migrates it at start. */
export async function createEmptyDatabase(): Promise<{ url: URL; drop(): Promise<void> }> {
  const name = `waybill_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url, drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Adds a verified platform admin whose password is the test password; answers their email. */
export async function insertPlatformAdmin(db: Queryable, firstName = 'Ops'): Promise<string> {
  const email = `${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  await insertUser(db, {
    firstName,
    lastName: 'Example',
    email,
    passwordHash: await hashPassword(testPassword),
    emailVerified: true,
    organizationId: null,
    role: 'user',
    isAdmin: true,
  });
  return email;
}

/** Adds a verified platform admin and signs them in through the server; answers the session cookie. */
export async function signedInCookie(db: Queryable, server: Pick<ServerProcess, 'origin'>): Promise<string> {
  const email = await insertPlatformAdmin(db);
  const response = await fetch(`${server.origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { ...portalHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: testPassword }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('waybill_session='));
  return cookie!.split(';')[0]!;
}

/**
 * Holds `table` locked (ACCESS EXCLUSIVE) from a connection of its own until `release()`: every request that
 * reads it waits, holding its pool connection, which makes a request slow on purpose.
 */
export async function lockTable(databaseUrl: string, table: string): Promise<{ release(): Promise<void> }> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  return {
    async release() {
      await holder.query('ROLLBACK');
      await holder.end();
    },
  };
}

/** How many sessions of the database at `databaseUrl` wait for a lock now. */
export async function sessionsWaitingForLocks(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
    );
    return result.rows[0]!.waiting;
  } finally {
    await client.end();
  }
}
