import pg from "pg";
import type { EventStore } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { guardPoolClients } from "../sql/guardPoolClients";
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
  /**
   * Create or upgrade the schema as this connection's role (default true). False when the owner
   * did it (migrateAsOwner.ts): the app's role may not alter the events table.
   */
  migrate?: boolean;
}

export interface OpenedPostgresEventStore {
  store: EventStore;
  /** The same database, for read models and checkpoints. */
  sql: Sql;
  pool: pg.Pool;
}

/** A role that may not create or alter the events table needs the owner to migrate first. */
function explainMissingOwnership(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === "42501")
    throw new Error(
      `DATABASE_URL's role may not create or alter the event store's schema (${(error as Error).message}): set MIGRATION_DATABASE_URL to the database owner's URL, so the owner migrates and the app keeps least privilege`,
      { cause: error },
    );
  throw error;
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
  if (ownsPool) {
    pool.on("error", onError);
    guardPoolClients(pool, onError);
  }
  const sql = createPgSql(pool);
  const channel = new PgNotificationChannel(options.connectionString, EVENTS_APPENDED_CHANNEL, onError);
  try {
    if (options.migrate !== false) await migrateEventStore(sql).catch(explainMissingOwnership);
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
