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

export interface Sql {
  query<R = Record<string, unknown>>(text: string, params?: readonly SqlParam[]): Promise<SqlResult<R>>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
}
