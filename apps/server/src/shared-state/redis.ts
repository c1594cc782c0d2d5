import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis client every instance counts its per-address limits in. A command never waits for a connection:
 * with Redis down it fails at once (no offline queue, one attempt), so a limit can decide to refuse or to let
 * the request through instead of holding it; the client keeps reconnecting in the background.
 */
export function openRedis(url: URL, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url.href, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // One line per outage, not one per reconnection attempt.
    if (reported) return;
    reported = true;
    log.error(
      { error: error.message },
      'Redis is unreachable: sign-in and password reset are refused until it is back',
    );
  });
  redis.on('ready', () => {
    if (reported) log.info('Redis is reachable again');
    reported = false;
  });
  return redis;
}

/**
 * Waits until the client has connected, or has failed to (Redis down at start: the server starts anyway, refusing
 * sign-in until Redis answers), so that the first requests do not find a client still connecting.
 */
export function connected(redis: Redis, withinMs = 3_000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, withinMs);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/** Whether Redis answers now. */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
