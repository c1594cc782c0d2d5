/** Rows of one statement and how many rows it touched. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** What both a database and an open transaction can do. */
export interface Queryable {
  /** Runs one parameterized statement ($1, $2, …). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
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
  close(): Promise<void>;
}

/** The database cannot be reached or opened; the message is one line, fit for a terminal. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Type OIDs whose parsing is aligned between the two drivers. */
export const typeOids = {
  int8: 20,
  numeric: 1700,
  date: 1082,
} as const;
