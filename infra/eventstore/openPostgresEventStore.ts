import pg from "pg";
import type { EventStore } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { createPgSql } from "../sql/pgSql";
import { AppendNotifier } from "./appendNotifier";
import { PgNotificationChannel } from "./pgNotificationChannel";
import { createSqlEventStore } from "./sqlEventStore";
import { EVENTS_APPENDED_CHANNEL, migrateEventStore } from "./sqlEventStoreSchema";
import type { SubscriptionTiming } from "./sqlSubscription";

export interface PostgresEventStoreOptions {
  connectionString: string;
  /** Share this pool instead of opening one; it then stays open when the store closes. */
  pool?: pg.Pool;
  /** Size of the pool the store opens (default 10). */
  poolSize?: number;
  subscriptionTiming?: Partial<SubscriptionTiming>;
  /** Errors no caller awaits: a pooled idle connection or the LISTEN connection dropping. */
  onBackgroundError?: (error: Error) => void;
}

export interface OpenedPostgresEventStore {
  store: EventStore;
  /** The same database, for read models and checkpoints. */
  sql: Sql;
  pool: pg.Pool;
}

const warn = (error: Error) => console.warn(`[event store: postgres] ${error.message}`);

/**
 * Opens the SQL event store on PostgreSQL: creates the schema if needed, starts listening for
 * appends. `store.close()` closes what this opened (pool, LISTEN connection), not a pool passed in.
 */
export async function openPostgresEventStore(
  options: PostgresEventStoreOptions,
): Promise<OpenedPostgresEventStore> {
  const onError = options.onBackgroundError ?? warn;
  const ownsPool = options.pool === undefined;
  const pool =
    options.pool ?? new pg.Pool({ connectionString: options.connectionString, max: options.poolSize ?? 10 });
  // An idle connection that drops is discarded by the pool; without a listener it would crash the process.
  if (ownsPool) pool.on("error", onError);
  const sql = createPgSql(pool);
  const channel = new PgNotificationChannel(options.connectionString, EVENTS_APPENDED_CHANNEL, onError);
  try {
    await migrateEventStore(sql);
    const notifier = await AppendNotifier.start(channel, onError);
    const store = createSqlEventStore({
      kind: "postgres",
      sql,
      notifier,
      timing: options.subscriptionTiming,
      onBackgroundError: onError,
      release: ownsPool ? () => pool.end() : undefined,
    });
    return { store, sql, pool };
  } catch (error) {
    await channel.close();
    if (ownsPool) await pool.end();
    throw error;
  }
}
