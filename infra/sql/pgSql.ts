import pg from "pg";
import type { QueryOptions, Sql, SqlParam, SqlResult } from "../../domain/ports/sql";
import { encodeArrayParams } from "./arrayLiteral";
import { INT8_OID } from "./int8";
import { copyFromText } from "./pgCopyFrom";
import { preparedStatementName, stopPreparing } from "./preparedStatementName";
import { createTransactionSql } from "./transactionSql";

const asText = (value: string) => value;

/**
 * pg's parsers, except int8 stays text whatever `pg.types.setTypeParser(20, …)` was told elsewhere
 * (the usual global override). int8[] is text per element by pg's own default.
 */
const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: (oid: number, format?: "text" | "binary") =>
    oid === INT8_OID ? asText : pg.types.getTypeParser(oid, format),
};

type Queryable = pg.Pool | pg.PoolClient;

/**
 * What PostgreSQL answers, on every call, to a prepared statement whose table changed its columns
 * under it (a read model rebuilt and swapped in with another shape); only a new statement helps.
 */
function isStalePreparedStatement(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === "0A000" && typeof message === "string" && message.includes("must not change result type");
}

async function run<R>(
  on: Queryable,
  text: string,
  params?: readonly SqlParam[],
  options?: QueryOptions,
  /** Outside a transaction a failed statement can simply be sent again. */
  retryable = false,
): Promise<SqlResult<R>> {
  // A named statement is parsed and planned once per connection (pg prepares it on first use there).
  const name = options?.prepared ? preparedStatementName(text) : undefined;
  try {
    const result = await on.query({
      name,
      text,
      values: encodeArrayParams(params),
      types: typeParsers,
    });
    return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
  } catch (error) {
    if (name === undefined || !isStalePreparedStatement(error)) throw error;
    // The name stays bound to the old plan on the connections that prepared it: run the text unprepared.
    stopPreparing(text);
    if (retryable) return run(on, text, params);
    throw error;
  }
}

/**
 * Runs statements on a pipelining connection so that those issued in one burst leave in one write:
 * the first corks the socket and the uncork waits for process.nextTick, which runs once the
 * promise callbacks already queued have run (a live group's projections each issuing their next
 * statement as the previous answers arrive). A write to a TCP socket was about a quarter of the
 * projector's CPU when every statement had its own.
 */
function burstWriter(client: pg.PoolClient) {
  const socket = client.connection.stream;
  let corked = false;
  const uncork = () => {
    corked = false;
    socket.uncork();
  };
  return <R>(text: string, params?: readonly SqlParam[], options?: QueryOptions): Promise<SqlResult<R>> => {
    if (!corked) {
      corked = true;
      socket.cork();
      process.nextTick(uncork);
    }
    return run<R>(client, text, params, options);
  };
}

/**
 * The Sql port over a node-postgres pool. Plain queries take whichever pooled connection is free;
 * `transaction()` checks out one connection for BEGIN … COMMIT and hands it to `fn` as `tx`.
 * Statements `fn` issues together run in call order; on a pool made with `pipeline: true` they are
 * all sent at once instead of one round trip each.
 * int8 comes back as text (see int8.ts), jsonb as parsed values.
 */
export function createPgSql(pool: pg.Pool): Sql {
  // pg runs no COPY on a pipelining connection; Sql.copyFrom is optional, callers INSERT instead.
  const pipelined = (pool.options as { pipeline?: boolean }).pipeline === true;
  const copyFrom: Sql["copyFrom"] = async (table, columns, data) => {
    const client = await pool.connect();
    // Checked out, the client has no pool listener: a connection dropping mid-COPY (the server
    // killed) would be an uncaught 'error' that ends the process. The failed COPY reports it anyway.
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on("error", onError);
    try {
      return await copyFromText(client, table, columns, data);
    } catch (error) {
      // As pool.query does after any error: the pool discards the client rather than guess its state.
      broken ??= error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.off("error", onError);
      client.release(broken);
    }
  };
  return {
    query: (text, params, options) => run(pool, text, params, options, true),
    ...(pipelined ? {} : { copyFrom }),

    async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      const send = pipelined
        ? burstWriter(client)
        : <R>(text: string, params?: readonly SqlParam[], options?: QueryOptions) =>
            run<R>(client, text, params, options);
      const tx = createTransactionSql(
        send,
        pipelined ? undefined : (table, columns, data) => copyFromText(client, table, columns, data),
        { pipelined },
      );
      let broken: Error | undefined;
      // A checked-out client has no pool listener: a connection dropping between statements would
      // otherwise be an uncaught 'error' that ends the process. Remember it; the pool discards the client.
      const onError = (error: Error) => {
        broken = error;
      };
      client.on("error", onError);
      try {
        let result: T;
        if (pipelined) {
          // BEGIN is not waited for: it leaves in the same write as the callback's first statements,
          // a round trip less per transaction (a live commit group is only a handful of them). They
          // run after it, in the order sent; a BEGIN that fails means a broken connection, on which
          // they fail too, and its error is the one thrown.
          const begun = send("BEGIN");
          begun.catch(() => {}); // awaited once the callback settles
          result = await fn(tx).finally(() => begun);
        } else {
          await client.query("BEGIN");
          result = await fn(tx);
        }
        await client.query("COMMIT");
        return result;
      } catch (error) {
        try {
          await client.query("ROLLBACK");
        } catch (rollbackError) {
          // The connection is unusable (e.g. it dropped mid-transaction): make the pool discard it.
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        }
        throw error;
      } finally {
        tx.end();
        client.off("error", onError);
        client.release(broken);
      }
    },
  };
}
