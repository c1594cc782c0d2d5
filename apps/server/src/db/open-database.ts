import type { AppConfig } from '../config.js';
import type { Database } from './database.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

/** Opens PostgreSQL (its pool bounded by `databasePool`) when DATABASE_URL is set, otherwise the embedded database under DATA_DIR. */
export function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'databasePool'>,
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePool)
    : openPglite(config.dataDir);
}
