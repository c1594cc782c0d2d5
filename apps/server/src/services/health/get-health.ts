import type { Context } from '../../context.js';
import { schemaVersion } from '../../db/migrate.js';
import { AppError } from '../../errors.js';

/** The service's health: up when the database answers, with the last applied migration. */
export async function getHealth(
  context: Context,
): Promise<{ status: 'ok'; database: 'up'; schemaVersion: number }> {
  try {
    return { status: 'ok', database: 'up', schemaVersion: await schemaVersion(context.database) };
  } catch {
    throw new AppError('unavailable', 'The database is unreachable');
  }
}
