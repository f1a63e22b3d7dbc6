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

export type RunCopy = NonNullable<Sql["copyFrom"]>;

export interface TransactionSqlOptions {
  /**
   * The connection sends a statement without waiting for the previous one's answer and runs them in
   * the order sent (pg's pipeline mode). Otherwise statements issued together are chained here, so
   * either way a caller may issue several at once and they run one after the other, in call order.
   */
  pipelined?: boolean;
}

const ENDED = "this transaction has already ended; use the Sql it was opened from";

/** `copy`: the adapter's COPY on the transaction's connection, when it has one (Sql.copyFrom). */
export function createTransactionSql(
  run: RunQuery,
  copy?: RunCopy,
  options: TransactionSqlOptions = {},
): TransactionSql {
  let ended = false;
  let savepoints = 0;
  // The last statement issued: the next one starts after it settles (unless the connection pipelines).
  let tail: Promise<unknown> = Promise.resolve();

  /** In call order: at once on a pipelining connection, else after the statement issued before. */
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    if (ended) return Promise.reject(new Error(ENDED));
    if (options.pipelined) return work();
    // Checked again when its turn comes: COMMIT or ROLLBACK may have gone out meanwhile.
    const next = () => (ended ? Promise.reject(new Error(ENDED)) : work());
    const result = tail.then(next, next);
    tail = result.catch(() => {});
    return result;
  };

  const query: RunQuery = <R>(text: string, params?: readonly SqlParam[], queryOptions?: QueryOptions) =>
    inTurn(() => run<R>(text, params, queryOptions));
  const copyFrom: RunCopy | undefined =
    copy && ((table, columns, data) => inTurn(() => copy(table, columns, data)));

  return {
    query,
    ...(copyFrom ? { copyFrom } : {}),
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
