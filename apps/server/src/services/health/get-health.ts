import type { Context } from '../../context.js';
import { schemaVersion } from '../../db/migrate.js';
import { AppError } from '../../errors.js';
import { redisAnswers } from '../../shared-state/redis.js';

/** Where the per-address limits are counted, as the health check reports it. */
export type LimitsState = 'in-process' | 'shared' | 'unavailable';

/**
 * The service's health: up when the database answers, with the last applied migration and where the limits are
 * counted. Redis down does not make the service unhealthy (only sign-in and password reset wait for it).
 */
export async function getHealth(
  context: Context,
): Promise<{ status: 'ok'; database: 'up'; schemaVersion: number; limits: LimitsState }> {
  const limits: LimitsState = !context.redis
    ? 'in-process'
    : (await redisAnswers(context.redis))
      ? 'shared'
      : 'unavailable';
  try {
    return { status: 'ok', database: 'up', schemaVersion: await schemaVersion(context.database), limits };
  } catch {
    throw new AppError('unavailable', 'The database is unreachable');
  }
}
