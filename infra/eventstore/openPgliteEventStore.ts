import { PGlite } from "@electric-sql/pglite";
import type { EventStore } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { createPgliteSql } from "../sql/pgliteSql";
import { AppendNotifier } from "./appendNotifier";
import { pgliteNotificationChannel } from "./pgliteNotificationChannel";
import { createSqlEventStore } from "./sqlEventStore";
import { EVENTS_APPENDED_CHANNEL, migrateEventStore } from "./sqlEventStoreSchema";
import type { SubscriptionTiming } from "./sqlSubscription";

export type PgliteEventStoreOptions = (
  | { /** Share this instance (read models use it too); it stays open when the store closes. */ db: PGlite }
  | { /** A directory that keeps the database between runs. */ dataDir: string }
  | { memory: true }
) & {
  subscriptionTiming?: Partial<SubscriptionTiming>;
  /** Errors no caller awaits (a failed NOTIFY). */
  onBackgroundError?: (error: Error) => void;
};

export interface OpenedPgliteEventStore {
  store: EventStore;
  /** The same database, for read models and checkpoints. */
  sql: Sql;
  db: PGlite;
}

const warn = (error: Error) => console.warn(`[event store: pglite] ${error.message}`);

/**
 * Opens the SQL event store in PGlite (seconds: wasm and initdb; share the instance rather than
 * open another). `store.close()` closes the instance only if this function created it.
 */
export async function openPgliteEventStore(
  options: PgliteEventStoreOptions,
): Promise<OpenedPgliteEventStore> {
  const ownsDb = !("db" in options);
  const db =
    "db" in options ? options.db : await PGlite.create("dataDir" in options ? options.dataDir : "memory://");
  const onError = options.onBackgroundError ?? warn;
  try {
    const sql = createPgliteSql(db);
    await migrateEventStore(sql);
    const notifier = await AppendNotifier.start(
      pgliteNotificationChannel(db, EVENTS_APPENDED_CHANNEL),
      onError,
    );
    const store = createSqlEventStore({
      kind: "pglite",
      sql,
      notifier,
      timing: options.subscriptionTiming,
      onBackgroundError: onError,
      release: ownsDb ? () => db.close() : undefined,
    });
    return { store, sql, db };
  } catch (error) {
    if (ownsDb) await db.close();
    throw error;
  }
}
