import type { QueryOptions, Sql, SqlParam, SqlResult } from "../../domain/ports/sql";

export type RunQuery = <R>(
  text: string,
  params?: readonly SqlParam[],
  options?: QueryOptions,
) => Promise<SqlResult<R>>;

/**
 * The `tx` handed to a transaction callback. Nested `transaction()` calls become savepoints, so a
 * helper that wants "its own" transaction composes with a caller that already opened one.
 * Once the outer transaction has ended the handle refuses work: with a pool, the connection it
 * was bound to may already be running somebody else's transaction.
 */
export interface TransactionSql extends Sql {
  /** Called by the adapter when COMMIT or ROLLBACK has been sent. */
  end(): void;
}

export interface TransactionSqlOptions {
  /**
   * The connection sends a statement without waiting for the previous one's answer and runs them in
   * the order sent (pg's pipeline mode). Otherwise statements issued together are chained here, so
   * either way a caller may issue several at once and they run one after the other, in call order.
   */
  pipelined?: boolean;
}

export function createTransactionSql(run: RunQuery, options: TransactionSqlOptions = {}): TransactionSql {
  let ended = false;
  let savepoints = 0;
  // The last statement issued: the next one starts after it settles (unless the connection pipelines).
  let tail: Promise<unknown> = Promise.resolve();

  const refuseEnded = <R>(): Promise<SqlResult<R>> =>
    Promise.reject(new Error("this transaction has already ended; use the Sql it was opened from"));

  const query: RunQuery = <R>(text: string, params?: readonly SqlParam[], queryOptions?: QueryOptions) => {
    if (ended) return refuseEnded<R>();
    if (options.pipelined) return run<R>(text, params, queryOptions);
    // Checked again when its turn comes: COMMIT or ROLLBACK may have gone out meanwhile.
    const next = () => (ended ? refuseEnded<R>() : run<R>(text, params, queryOptions));
    const result = tail.then(next, next);
    tail = result.catch(() => {});
    return result;
  };

  return {
    query,
    async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      // Never reused, so a savepoint opened after a sibling's release cannot collide with it.
      const name = `nested_${++savepoints}`;
      await query(`SAVEPOINT ${name}`);
      try {
        const result = await fn(this);
        await query(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await query(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    end() {
      ended = true;
    },
  };
}
