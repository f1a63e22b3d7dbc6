import { AsyncLocalStorage } from "node:async_hooks";
import { type ParserOptions, type PGlite, type Transaction, types } from "@electric-sql/pglite";
import type { Sql, SqlParam, SqlResult } from "../../domain/ports/sql";
import { INT8_ARRAY_OID, INT8_OID } from "./int8";
import { createTransactionSql } from "./transactionSql";

const asText = (value: string) => value;

/** PGlite's parsers, except int8 stays text like with `pg` (see int8.ts). */
const parsers: ParserOptions = {
  [INT8_OID]: asText,
  [INT8_ARRAY_OID]: (value: string) => types.arrayParser(value, asText, INT8_ARRAY_OID),
};

/** The PGlite transactions the current async call chain is inside (innermost first). */
interface OpenTransaction {
  db: PGlite;
  open: boolean;
  outer: OpenTransaction | undefined;
}
const currentTransaction = new AsyncLocalStorage<OpenTransaction>();

function insideTransactionOn(db: PGlite): boolean {
  for (let t = currentTransaction.getStore(); t; t = t.outer) {
    if (t.db === db && t.open) return true;
  }
  return false;
}

/** Quotes an identifier that is a constant of the code (see Sql.copyFrom). */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** PGlite reads COPY's input from a blob it names /dev/blob. */
async function copy(on: PGlite | Transaction, table: string, columns: readonly string[], data: string) {
  const result = await on.query(
    `COPY ${quoted(table)} (${columns.map(quoted).join(", ")}) FROM '/dev/blob'`,
    [],
    { blob: new Blob([data]) },
  );
  return result.affectedRows ?? 0;
}

async function run<R>(on: PGlite | Transaction, text: string, params?: readonly SqlParam[]) {
  const result = await on.query<R>(text, params as unknown[] | undefined, { parsers });
  return {
    rows: result.rows, // affectedRows is 0 for a SELECT; pg counts the rows a SELECT returned, and so do we.
    rowCount: Math.max(result.affectedRows ?? 0, result.rows.length),
  } satisfies SqlResult<R>;
}

/**
 * The Sql port over PGlite, which is a single connection.
 *
 * Serialisation comes from PGlite itself: `db.query` and `db.transaction` share one mutex, so a
 * query issued while a transaction runs waits for it instead of landing inside it (the adapter's
 * tests pin this down). The flip side is that a query on the outer Sql from inside a transaction
 * callback would wait for that very transaction forever; this adapter throws instead.
 */
export function createPgliteSql(db: PGlite): Sql {
  return {
    query(text, params) {
      if (insideTransactionOn(db)) {
        return Promise.reject(
          new Error(
            "PGlite is one connection: a query on the outer Sql inside transaction() would wait for that " +
              "transaction forever. Use the `tx` passed to the callback.",
          ),
        );
      }
      return run(db, text, params);
    },

    copyFrom(table, columns, data) {
      if (insideTransactionOn(db)) {
        return Promise.reject(new Error("PGlite is one connection: COPY with the `tx` of the transaction"));
      }
      return copy(db, table, columns, data);
    },

    transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      if (insideTransactionOn(db)) {
        return Promise.reject(
          new Error("PGlite is one connection: nest with tx.transaction() (a savepoint), not the outer Sql"),
        );
      }
      return db.transaction(async (pgliteTx) => {
        const tx = createTransactionSql(
          (text, params) => run(pgliteTx, text, params),
          (table, columns, data) => copy(pgliteTx, table, columns, data),
        );
        const scope: OpenTransaction = { db, open: true, outer: currentTransaction.getStore() };
        try {
          return await currentTransaction.run(scope, () => fn(tx));
        } finally {
          // Work started inside the callback may outlive it; from now on it may use `db` again.
          scope.open = false;
          tx.end();
        }
      });
    },
  };
}
