import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { EventStore } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { createInProcessProjectionLock } from "../../projections/runner/inProcessProjectionLock";
import type { ProjectionLock } from "../../projections/runner/projectionLock";
import type { Config } from "../config/config";
import { openKurrentDbEventStore } from "../eventstore/kurrentdb/kurrentDbEventStore";
import { openPgliteEventStore } from "../eventstore/openPgliteEventStore";
import { openPostgresEventStore } from "../eventstore/openPostgresEventStore";
import { createPgAdvisoryProjectionLock } from "../locks/pgAdvisoryProjectionLock";
import { createPgSql } from "../sql/pgSql";

/** The stores the rest of the app talks to, whichever databases sit behind them. */
export interface Backend {
  store: EventStore;
  /** Where the read models live. */
  sql: Sql;
  lock: ProjectionLock;
  /** The PostgreSQL pool of the read models (shared by processes), or null for the embedded store. */
  pool: pg.Pool | null;
  close(): Promise<void>;
}

/** Only this module knows which database runs: PGlite, PostgreSQL, or KurrentDB plus PostgreSQL. */
export async function openBackend(config: Config, onError: (error: Error) => void): Promise<Backend> {
  switch (config.eventStore) {
    case "pglite": {
      // One embedded database holds the events and the read models, as one process owns it.
      const dir = join(config.dataDir, "pglite");
      await mkdir(dir, { recursive: true });
      const db = await PGlite.create(dir);
      const { store, sql } = await openPgliteEventStore({ db, onBackgroundError: onError });
      return {
        store,
        sql,
        lock: createInProcessProjectionLock(),
        pool: null,
        close: async () => {
          await store.close();
          await db.close();
        },
      };
    }
    case "postgres": {
      const { store, sql, pool } = await openPostgresEventStore({
        connectionString: config.databaseUrl,
        onBackgroundError: onError,
      });
      // Several processes may share this database: an advisory lock keeps each projection single-run.
      const lock = createPgAdvisoryProjectionLock({ connectionString: config.databaseUrl });
      return {
        store,
        sql,
        lock,
        pool,
        close: async () => {
          await lock.close();
          await store.close();
        },
      };
    }
    case "kurrentdb": {
      const store = openKurrentDbEventStore({ connectionString: config.kurrentDbUrl! });
      // Pipelined as the PostgreSQL store's pool is (openPostgresEventStore): live groups send their statements at once.
      const pool = new pg.Pool({ connectionString: config.databaseUrl, pipeline: true });
      pool.on("error", onError);
      const lock = createPgAdvisoryProjectionLock({ connectionString: config.databaseUrl });
      return {
        store,
        sql: createPgSql(pool),
        lock,
        pool,
        close: async () => {
          await lock.close();
          await closeBoth(store, pool);
        },
      };
    }
  }
}

async function closeBoth(store: EventStore, pool: pg.Pool) {
  await store.close();
  await pool.end().catch(() => {});
}
