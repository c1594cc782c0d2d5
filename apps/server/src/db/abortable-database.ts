import type { CopySource, Database, Queryable } from './database.js';

/** Refuses every statement once `signal` is aborted. */
function abortableQueryable(target: Queryable, signal: AbortSignal): Queryable {
  return {
    query(sql, params) {
      signal.throwIfAborted();
      return target.query(sql, params);
    },
    exec(sql) {
      signal.throwIfAborted();
      return target.exec(sql);
    },
    copyFrom(sql, source, options) {
      signal.throwIfAborted();
      return target.copyFrom(sql, abortableSource(source, signal), options);
    },
  };
}

async function* abortableSource(
  source: CopySource,
  signal: AbortSignal,
): AsyncGenerator<string | Uint8Array> {
  for await (const chunk of source) {
    signal.throwIfAborted();
    yield chunk;
  }
}

/**
 * The database, with every statement refused once `signal` is aborted: work stopped in the middle of a
 * transaction fails at its next statement (or the next chunk of a COPY), and the transaction rolls back.
 */
export function abortableDatabase(db: Database, signal: AbortSignal): Database {
  return {
    ...abortableQueryable(db, signal),
    driver: db.driver,
    transaction(work) {
      signal.throwIfAborted();
      return db.transaction((tx) => work(abortableQueryable(tx, signal)));
    },
    maintain(sql) {
      signal.throwIfAborted();
      return db.maintain(sql);
    },
    copyTo(query, options) {
      signal.throwIfAborted();
      return db.copyTo(query, options);
    },
    stream(sql, params, batchSize) {
      signal.throwIfAborted();
      return db.stream(sql, params, batchSize);
    },
    close: () => db.close(),
  };
}
