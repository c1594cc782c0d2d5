import type { Queryable } from './database.js';

/**
 * A setting of every PostgreSQL session (set when the pool connects, see postgres.ts) holding the
 * statement_timeout of bulk work, so that code given only a transaction can raise its bound without knowing the
 * configuration. PGlite has no such setting and no statement_timeout: there the call changes nothing.
 */
export const bulkStatementTimeoutSetting = 'waybill.bulk_statement_timeout';

/**
 * Gives the rest of the caller's transaction the bulk statement_timeout (SET LOCAL: it ends with the
 * transaction) instead of a request's: an import waiting for the previous one and loading a large file, or an
 * export's COPY streamed to a slow download, legitimately runs longer than any request's statement.
 */
export async function allowBulkStatements(tx: Queryable): Promise<void> {
  await tx.query(
    `SELECT set_config('statement_timeout', coalesce(current_setting($1, true), current_setting('statement_timeout')), true)`,
    [bulkStatementTimeoutSetting],
  );
}
