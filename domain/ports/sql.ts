/** The SQL port: what projections and read-model queries need, whichever PostgreSQL runs them. */

export type SqlParam =
  | string
  | number
  | bigint
  | boolean
  | null
  | Date
  | readonly unknown[]
  | Record<string, unknown>;

export interface SqlResult<R> {
  rows: R[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * The text is a constant of the code (no values spliced into it) and runs on a hot path: the
   * adapter may keep it prepared on each connection, so PostgreSQL parses and plans it once per
   * connection instead of on every call. Never for texts built per call: each one would stay
   * prepared for the life of the connection.
   */
  prepared?: boolean;
}

export interface Sql {
  query<R = Record<string, unknown>>(
    text: string,
    params?: readonly SqlParam[],
    options?: QueryOptions,
  ): Promise<SqlResult<R>>;
  /**
   * Bulk-loads rows with COPY: `data` is COPY's text format (a line per row, columns in the order of
   * `columns`, tab-separated, `\N` for null, backslash escapes). No ON CONFLICT: a taken key fails the
   * statement (and, in a transaction, the transaction). Several times cheaper for PostgreSQL than a
   * multi-row INSERT of the same rows (no array to parse, rows written a page at a time).
   * Optional: an adapter that cannot do it leaves it out, and callers INSERT instead.
   * `table` (unqualified: search_path applies) and `columns` are constants of the code.
   */
  copyFrom?(table: string, columns: readonly string[], data: string): Promise<number>;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. `fn` may
   * issue several statements without awaiting each (independent work on disjoint tables): they run
   * one after the other in the order issued, and an adapter whose connection pipelines sends them
   * without a round trip each. A nested `transaction()` (a savepoint) must not overlap other work.
   */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
}
