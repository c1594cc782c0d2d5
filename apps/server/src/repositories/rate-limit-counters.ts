import type { Queryable } from '../db/database.js';

/** The state of one counter: hits in its current window and the seconds until that window ends. */
export interface CounterState {
  hits: number;
  secondsLeft: number;
}

/** Adds one hit to a fixed-window counter (a new window starts once the old one has passed). */
export async function countHit(db: Queryable, key: string, windowSeconds: number): Promise<CounterState> {
  const result = await db.query<CounterState>(
    `INSERT INTO rate_limit_counters AS c (key, window_started_at, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN c.window_started_at <= now() - make_interval(secs => $2) THEN 1 ELSE c.hits + 1 END,
       window_started_at = CASE WHEN c.window_started_at <= now() - make_interval(secs => $2)
                                THEN now() ELSE c.window_started_at END
     RETURNING c.hits,
               ceil(extract(epoch FROM c.window_started_at + make_interval(secs => $2) - now()))::int
                 AS "secondsLeft"`,
    [key, windowSeconds],
  );
  return result.rows[0]!;
}

/** Takes one hit back from a counter (an attempt that turned out not to count). */
export async function uncountHit(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE rate_limit_counters SET hits = hits - 1 WHERE key = $1 AND hits > 0', [key]);
}

/** Removes a counter. */
export async function deleteCounter(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limit_counters WHERE key = $1', [key]);
}

/** Removes counters whose window started more than `olderThanSeconds` ago. */
export async function deleteOldCounters(db: Queryable, olderThanSeconds: number): Promise<void> {
  await db.query(
    'DELETE FROM rate_limit_counters WHERE window_started_at < now() - make_interval(secs => $1)',
    [olderThanSeconds],
  );
}
