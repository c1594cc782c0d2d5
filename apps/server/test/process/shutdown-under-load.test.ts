import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { openPostgres } from '../../src/db/postgres.js';
import {
  createEmptyDatabase,
  lockTable,
  sessionsWaitingForLocks,
  signedInCookie,
  startServerProcess,
  type ServerProcess,
} from '../helpers/server-process.js';
import { waitFor } from '../helpers/wait-for.js';

// A server process on a fresh PostgreSQL database, stopped with SIGTERM in the middle of a stream of requests
// and with slow ones in flight. Needs TEST_DATABASE_URL; like the other process tests it runs once.
const databaseServer = process.env.TEST_DATABASE_URL;

/** Whether a new TCP connection to `port` is refused (nothing listens). */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

interface LogLine {
  reqId?: string;
  msg?: string;
  res?: { statusCode: number };
}

describe.skipIf(!databaseServer)('SIGTERM under load', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let server: ServerProcess;
  let db: Database;
  let cookie: string;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    // Info level: the process logs every request it accepts and every answer it completes.
    server = await startServerProcess(database.url.href, { LOG_LEVEL: 'info' });
    db = await openPostgres(database.url.href, { max: 1 });
    cookie = await signedInCookie(db, server);
  }, 120_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    await db?.close();
    await database?.drop();
  });

  it(
    'completes every request it accepted, refuses new connections, and exits 0',
    { timeout: 60_000 },
    async () => {
      // Slow requests: signing in waits on a lock of the sessions table, and the health check on one of
      // schema_migrations, until the test releases them. The slow lanes go on sending once answered, on the
      // connections they kept alive, while the health check keeps the server draining.
      const sessionsLock = await lockTable(database.url.href, 'sessions');
      const migrationsLock = await lockTable(database.url.href, 'schema_migrations');
      const answered: number[] = [];
      const slowCalls = [0, 0];
      const refusals: string[] = [];
      let running = true;
      const lastInFlight = fetch(`${server.origin}/api/v1/health`, {
        signal: AbortSignal.timeout(30_000),
      }).then((response) => response.status);
      // Quick lanes alternate the portal's page (200) and the profile without a session (401); slow lanes ask for
      // the profile with one (200, slow while the lock is held).
      const loop = async (lane: number, slowLane: boolean) => {
        for (let call = lane; running; call += 1) {
          const path = slowLane || call % 2 === 1 ? '/api/v1/auth/me' : '/';
          try {
            const response = await fetch(`${server.origin}${path}`, {
              headers: slowLane ? { cookie } : {},
              signal: AbortSignal.timeout(30_000),
            });
            await response.arrayBuffer();
            answered.push(response.status);
          } catch (error) {
            // No answer: the connection was refused or closed before the server read the request.
            refusals.push(String((error as Error).cause ?? error));
            if (server.child.exitCode !== null) return;
            await new Promise((resolve) => setTimeout(resolve, 20));
          } finally {
            if (slowLane) slowCalls[lane]! += 1;
          }
        }
      };
      const slowLanes = [0, 1].map((lane) => loop(lane, true));
      await waitFor(
        'the slow requests in flight',
        async () => (await sessionsWaitingForLocks(database.url.href)) === 3,
      );
      const loops = [...slowLanes, ...Array.from({ length: 4 }, (_, lane) => loop(lane, false))];
      await waitFor('a steady stream of answers', () => answered.length >= 40);

      const sentAt = performance.now();
      const answeredAtSigterm = answered.length;
      server.child.kill('SIGTERM');
      await waitFor('new connections refused', () => connectionRefused(server.port));
      const refusedWhileSlowInFlight = (await sessionsWaitingForLocks(database.url.href)) === 3;
      await sessionsLock.release();
      await waitFor('the slow lanes’ next calls', () => slowCalls.every((calls) => calls >= 2));
      const stillRunning = server.child.exitCode === null;
      await migrationsLock.release();
      const code = await server.exited;
      const exitMs = Math.round(performance.now() - sentAt);
      running = false;
      await Promise.all(loops);
      const lastStatus = await lastInFlight;

      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine);
      const accepted = new Set(
        lines.filter((line) => line.msg === 'incoming request').map((line) => line.reqId),
      );
      const completed = lines.filter((line) => line.msg === 'request completed');
      const failedAccepted = [...accepted].filter(
        (reqId) => !completed.some((line) => line.reqId === reqId && line.res!.statusCode < 500),
      );
      console.log(
        `SIGTERM under load: ${answered.length + 1} requests answered in all, ` +
          `${answered.length - answeredAtSigterm + 1} of them completed during shutdown ` +
          `(3 slow ones in flight at SIGTERM), ${refusals.length} refused without an answer, ` +
          `${accepted.size} accepted by the server, ${failedAccepted.length} accepted but failed, exit code ${code} ` +
          `${exitMs} ms after SIGTERM`,
      );
      expect(new Set(answered)).toEqual(new Set([200, 401]));
      expect(lastStatus).toBe(200);
      expect(refusedWhileSlowInFlight).toBe(true);
      expect(stillRunning).toBe(true);
      expect(failedAccepted).toEqual([]);
      // The sign-in, the stream and the slow requests: every request the server accepted reached its caller.
      expect(completed).toHaveLength(accepted.size);
      expect(accepted.size).toBe(1 + answered.length + 1);
      expect(code).toBe(0);
    },
  );
});
