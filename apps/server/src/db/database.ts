/** Rows of one statement and how many rows it touched. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** COPY data: text or bytes, in chunks of any size (a Node Readable is one). */
export type CopySource = AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;

export interface CopyFromOptions {
  /**
   * PGlite only: the size of each batch it COPYs (it loads from a blob held in memory), 1 MiB by default.
   * PostgreSQL streams the data and ignores it.
   */
  batchBytes?: number;
}

export interface CopyToOptions {
  /** Write the header line (default true). */
  header?: boolean;
  /** PGlite only: rows per batch (default 20,000). */
  batchSize?: number;
}

/** What both a database and an open transaction can do. */
export interface Queryable {
  /** Runs one parameterized statement ($1, $2, …). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Bulk-loads `source` with `sql`, a `COPY table [(columns)] FROM STDIN [(options)]` statement (text or CSV;
   * binary on PostgreSQL only), and resolves to the number of rows loaded. All or nothing: a bad row rejects
   * with a CopyError naming its line and loads no row (inside a transaction, the transaction is then aborted).
   *
   * PostgreSQL streams the data through pg-copy-streams. PGlite cuts it into batches of about
   * `options.batchBytes` on record boundaries and COPYs each from an in-memory blob, in one transaction (the
   * caller's, or its own when called on the database), so memory stays bounded whatever the size; every other
   * query waits until the whole load is done, so feed it from a file rather than a slow upload.
   */
  copyFrom(sql: string, source: CopySource, options?: CopyFromOptions): Promise<number>;
}

/**
 * The one database interface of the server, implemented by PostgreSQL (node-postgres) and by embedded PGlite.
 *
 * Both drivers return the same JavaScript types: int8 -> number (counts and sizes stay far below 2^53),
 * numeric -> string (money stays exact; convert at the edge), timestamptz -> Date, date -> 'yyyy-MM-dd' string,
 * bytea -> Uint8Array (a Buffer on PostgreSQL), json/jsonb -> parsed value.
 */
export interface Database extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * The result of `query` (a SELECT, no parameters: COPY takes none) as CSV bytes, exactly what
   * `COPY (query) TO STDOUT (FORMAT csv, HEADER)` writes, in chunks and in bounded memory. Stop early by
   * leaving the `for await` (or calling `return()`): the connection is released. Consume it to the end or
   * stop it: an abandoned iterator keeps its connection (PostgreSQL) or cursor (PGlite).
   *
   * PostgreSQL: COPY through pg-copy-streams on a pool client of its own (destroyed, not reused, when the
   * consumer stops early). PGlite: a `WITH HOLD` cursor (the result is materialized when the stream starts,
   * spilling to disk past work_mem: one snapshot, errors raised before the first chunk), read by COPY in
   * batches of `options.batchSize` rows. No transaction stays open, so other queries run between batches;
   * each batch holds the single connection (and Node's event loop) for a few tens of milliseconds.
   */
  copyTo(query: string, options?: CopyToOptions): AsyncGenerator<Uint8Array, void, undefined>;
  /**
   * The rows of a parameterized query in arrays of up to `batchSize` rows (default 1,000) through a cursor,
   * typed like `query` results. Released like `copyTo` when the consumer stops early; same cursor and
   * connection rules (PGlite: a WITH HOLD cursor, other queries run between batches).
   */
  stream<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    batchSize?: number,
  ): AsyncGenerator<Row[], void, undefined>;
  /**
   * Runs a maintenance statement that cannot run in a transaction (VACUUM) under the bulk statement_timeout: on
   * PostgreSQL a request's bound would cancel a VACUUM of a million packages' tables.
   */
  maintain(sql: string): Promise<void>;
  /** PostgreSQL only: the pool's connections, open in all, idle, and requests waiting for one (for /metrics). */
  poolConnections?(): PoolConnections;
  close(): Promise<void>;
}

export interface PoolConnections {
  total: number;
  idle: number;
  waiting: number;
}

/** The database cannot be reached or opened; the message is one line, fit for a terminal. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/** A row of COPY data was refused; `line` counts lines of the data from 1, the header included. */
export class CopyError extends Error {
  readonly line: number;
  readonly column: string | undefined;
  /** The SQLSTATE of the database error. */
  readonly code: string | undefined;
  constructor(message: string, details: { line: number; column?: string; code?: string; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.name = 'CopyError';
    this.line = details.line;
    this.column = details.column;
    this.code = details.code;
  }
}

/** Type OIDs whose parsing is aligned between the two drivers. */
export const typeOids = {
  int8: 20,
  numeric: 1700,
  date: 1082,
} as const;
