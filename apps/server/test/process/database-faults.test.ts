import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { openPostgres } from '../../src/db/postgres.js';
import { databaseUnavailableMessage } from '../../src/plugins/error-handler.js';
import {
  createEmptyDatabase,
  lockTable,
  sessionsWaitingForLocks,
  signedInCookie,
  startServerProcess,
  type ServerProcess,
} from '../helpers/server-process.js';
import { waitFor } from '../helpers/wait-for.js';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.js';

// A server process on a fresh PostgreSQL database reached through a TCP proxy the test can take down. Needs
// TEST_DATABASE_URL; like the other process tests it runs once, in the first project.
const databaseServer = process.env.TEST_DATABASE_URL;
const metricsToken = 'faults-metrics-token-'.padEnd(32, '0');
// No answer may take longer than this, outage or not.
const clientBoundMs = 10_000;

describe.skipIf(!databaseServer)('the server when PostgreSQL fails', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let db: Database;
  let cookie: string;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    const direct = new URL(databaseServer!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(database.url);
    proxied.host = `127.0.0.1:${proxy.port}`;
    server = await startServerProcess(proxied.href, {
      DATABASE_POOL_MAX: '2',
      DATABASE_CONNECTION_TIMEOUT_MS: '2000',
      METRICS_TOKEN: metricsToken,
    });
    db = await openPostgres(database.url.href, { max: 1 });
    cookie = await signedInCookie(db, server);
  }, 120_000);

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await proxy?.close();
    await db?.close();
    await database?.drop();
  });

  const me = () =>
    fetch(`${server.origin}/api/v1/auth/me`, {
      headers: { cookie },
      signal: AbortSignal.timeout(clientBoundMs),
    });

  it('answers 503 with Retry-After while every pooled connection is busy, then 200 again', async () => {
    expect((await me()).status).toBe(200);
    // Both connections of the pool (DATABASE_POOL_MAX=2) wait on a lock that another session holds.
    const lock = await lockTable(database.url.href, 'sessions');
    let held: Promise<Response>[] = [];
    try {
      held = [me(), me()];
      await waitFor(
        'both pooled connections waiting',
        async () => (await sessionsWaitingForLocks(database.url.href)) === 2,
      );
      const scrape = await fetch(`${server.origin}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      const metrics = await scrape.text();
      expect(metrics).toMatch(/^waybill_db_pool_connections\{state="total"\} 2$/m);
      expect(metrics).toMatch(/^waybill_db_pool_connections\{state="idle"\} 0$/m);

      const refused = await me();
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ message: databaseUnavailableMessage, code: 'UNAVAILABLE' });
    } finally {
      await lock.release();
    }
    expect((await Promise.all(held)).map((response) => response.status)).toEqual([200, 200]);
    expect((await me()).status).toBe(200);
  });

  it('answers 503, never 500 nor a hang, while PostgreSQL restarts, and 200 once it is back', async () => {
    type Phase = 'before' | 'outage' | 'after';
    const statuses: Record<Phase, number[]> = { before: [], outage: [], after: [] };
    // Answers to requests sent and answered while PostgreSQL was away (others straddle its going or return).
    const withinOutage: number[] = [];
    const failures: string[] = [];
    let without503RetryAfter = 0;
    let phase: Phase = 'before';
    let running = true;
    const loop = async () => {
      while (running) {
        const startedIn = phase;
        try {
          const response = await me();
          await response.arrayBuffer();
          if (response.status === 503 && !response.headers.get('retry-after')) without503RetryAfter += 1;
          statuses[startedIn].push(response.status);
          if (startedIn === 'outage' && phase === 'outage') withinOutage.push(response.status);
        } catch (error) {
          failures.push(`${startedIn}: ${String(error)}`);
        }
      }
    };
    const loops = Array.from({ length: 4 }, loop);
    const count = (list: number[], status: number) => list.filter((value) => value === status).length;

    await waitFor('answers before the outage', () => count(statuses.before, 200) >= 20);
    await proxy.drop();
    phase = 'outage';
    await waitFor('answers during the outage', () => withinOutage.length >= 100);
    await proxy.restore();
    phase = 'after';
    await waitFor('200s after the outage', () => count(statuses.after, 200) >= 20, 30_000);
    running = false;
    await Promise.all(loops);

    const all = [...statuses.before, ...statuses.outage, ...statuses.after];
    console.log(
      `PostgreSQL restart: ${all.length} requests, ${count(all, 200)} answered 200, ${count(all, 503)} answered 503 ` +
        `(before: ${statuses.before.length}, sent during the outage: ${statuses.outage.length}, of which ${withinOutage.length} also answered during it, ${count(withinOutage, 503)} of them 503, ` +
        `after: ${statuses.after.length} of which ${count(statuses.after, 200)} 200), ${failures.length} failed without an answer`,
    );
    expect(failures).toEqual([]);
    expect(all.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(count(withinOutage, 503)).toBe(withinOutage.length);
    expect(without503RetryAfter).toBe(0);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.origin}/health`)).status).toBe(200);
  });
});
