import type { Sql } from "../../../domain/ports/sql";

/** An Sql that counts the transactions opened through it. */
export function countingTransactions(sql: Sql): Sql & { transactions: number } {
  const counted = {
    transactions: 0,
    query: sql.query.bind(sql),
    transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      counted.transactions += 1;
      return sql.transaction(fn);
    },
  };
  return counted;
}
