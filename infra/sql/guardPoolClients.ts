import type pg from "pg";

/**
 * Every connection a pool opens gets its own 'error' listener, for as long as it lives. pg-pool
 * listens only while a connection sits idle and, inside `pool.query`, for a single error: a second
 * error on a checked-out connection (PostgreSQL sends FATAL 57P01 when its postmaster dies, then the
 * socket fails) reached no listener and ended the process (found by `npm run drill -- postgres-crash`).
 * The failing query still rejects and the pool still discards the connection; this only reports.
 */
export function guardPoolClients(pool: pg.Pool, onError: (error: Error) => void): void {
  pool.on("connect", (client) => {
    client.on("error", onError);
  });
}
