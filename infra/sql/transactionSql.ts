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

const ENDED = "this transaction has already ended; use the Sql it was opened from";

/** `copy`: the adapter's COPY on the transaction's connection, when it has one (Sql.copyFrom). */
export function createTransactionSql(run: RunQuery, copy?: RunCopy): TransactionSql {
  let ended = false;
  let savepoints = 0;

  const query: RunQuery = (text, params, options) => {
    if (ended) return Promise.reject(new Error(ENDED));
    return run(text, params, options);
  };
  const copyFrom: RunCopy | undefined =
    copy &&
    ((table, columns, data) => (ended ? Promise.reject(new Error(ENDED)) : copy(table, columns, data)));

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
