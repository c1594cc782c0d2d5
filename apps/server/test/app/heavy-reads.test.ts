import { afterEach, describe, expect, it, vi } from 'vitest';
import { busyMessage, HeavyReadTurns } from '../../src/plugins/heavy-reads.js';
import { createOrganization, createStaff } from '../helpers/people.js';
import { callApi, createTestApp } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';

/** Takes a turn for `name`, writing when it starts into `log`; the turn's end, once it has started. */
function turnFor(turns: HeavyReadTurns, name: string, log: string[], abandoned = new AbortController()) {
  return turns.take(abandoned.signal).then(
    (end) => {
      log.push(`${name} runs`);
      return end;
    },
    (error: Error) => {
      log.push(`${name}: ${error.message}`);
      return undefined;
    },
  );
}

describe('heavy read turns', () => {
  afterEach(() => vi.useRealTimers());

  it('runs two at once and lets the others wait, first come first served', async () => {
    const turns = new HeavyReadTurns({ atOnce: 2, waitMs: 20_000 });
    const log: string[] = [];
    const [a, b] = await Promise.all([turnFor(turns, 'a', log), turnFor(turns, 'b', log)]);
    const c = turnFor(turns, 'c', log);
    const d = turnFor(turns, 'd', log);
    await Promise.resolve();
    expect(turns.load).toEqual({ running: 2, waiting: 2 });
    b!();
    b!();
    (await c)!();
    const endD = await d;
    expect(log).toEqual(['a runs', 'b runs', 'c runs', 'd runs']);
    a!();
    endD!();
    expect(turns.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a read that waited its whole wait, 503 with Retry-After, and one whose caller left', async () => {
    vi.useFakeTimers();
    const turns = new HeavyReadTurns({ atOnce: 1, waitMs: 20_000 });
    const log: string[] = [];
    const end = await turnFor(turns, 'a', log);
    const left = new AbortController();
    const gone = turnFor(turns, 'gone', log, left);
    const late = turns.take(new AbortController().signal);
    left.abort();
    await gone;
    vi.advanceTimersByTime(19_999);
    expect(turns.load).toEqual({ running: 1, waiting: 1 });
    vi.advanceTimersByTime(1);
    await expect(late).rejects.toMatchObject({ message: busyMessage, statusCode: 503, retryAfterSeconds: 5 });
    expect(turns.load).toEqual({ running: 1, waiting: 0 });
    end!();
    expect(turns.load).toEqual({ running: 0, waiting: 0 });
    expect(log).toEqual(['a runs', 'gone: The request was abandoned before its turn']);
  });
});

describe('heavy reads through the API', () => {
  it('waits for a turn, refuses past the wait with 503, and answers light reads meanwhile', async () => {
    const testDb = await createTestDatabase();
    const { app } = await createTestApp(testDb.db, {
      env: { HEAVY_READS_AT_ONCE: '1', HEAVY_READS_WAIT_MS: '200' },
    });
    try {
      const organizationId = await createOrganization(testDb.db, 'Heavy Reads Co');
      const admin = (await createStaff(app, testDb.db, organizationId)).platformAdmin.access;
      // Every turn taken, as by a long report.
      const end = await app.heavyReads.take(new AbortController().signal);
      const busy = await callApi(app, admin, 'GET', '/control-master');
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toEqual({ message: busyMessage, code: 'UNAVAILABLE' });
      expect(busy.headers['retry-after']).toBe('5');
      // A profile is no heavy read: it is answered whatever the reports do.
      expect((await callApi(app, admin, 'GET', '/auth/me')).statusCode).toBe(200);

      const waiting = callApi(app, admin, 'GET', '/control-master');
      await vi.waitFor(() => expect(app.heavyReads.load.waiting).toBe(1));
      end();
      expect((await waiting).statusCode).toBe(200);
      expect(app.heavyReads.load).toEqual({ running: 0, waiting: 0 });
    } finally {
      await app.close();
      await testDb.dispose();
    }
  });
});
