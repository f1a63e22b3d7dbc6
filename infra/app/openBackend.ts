import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { EventStore } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { createInProcessProjectionLock } from "../../projections/runner/inProcessProjectionLock";
import type { ProjectionLock } from "../../projections/runner/projectionLock";
import { DEFAULT_RUNNER_OPTIONS } from "../../projections/runner/runnerOptions";
import type { Config } from "../config/config";
import { openKurrentDbEventStore } from "../eventstore/kurrentdb/kurrentDbEventStore";
import { openPgliteEventStore } from "../eventstore/openPgliteEventStore";
import { openPostgresEventStore } from "../eventstore/openPostgresEventStore";
import { createPgAdvisoryProjectionLock } from "../locks/pgAdvisoryProjectionLock";
import { guardPoolClients } from "../sql/guardPoolClients";
import { migrateAsOwner } from "../sql/migrateAsOwner";
import { createPgSql } from "../sql/pgSql";

/** The stores the rest of the app talks to, whichever databases sit behind them. */
export interface Backend {
  store: EventStore;
  /** Where the read models live. */
  sql: Sql;
  lock: ProjectionLock;
  /** The PostgreSQL pool of the read models (shared by processes), or null for the embedded store. */
  pool: pg.Pool | null;
  /** Where the projection runner's live commit groups run, when not `sql` (ProjectionRunnerDeps.liveSql). */
  liveSql?: Sql;
  close(): Promise<void>;
}

/**
 * A small pool in pg's pipeline mode for the live commit groups: a group's projections apply side by
 * side and each step of all of them leaves in one write. At 200 commands/s on a 1,000,000-event
 * history, live lag p99 46 and 55 ms with it, 65 and 48 ms without (two alternating pairs on a
 * quiet machine; two earlier pairs with every pool pipelining gave 40 and 61 against 58 and 84).
 * Its own pool because pg runs no COPY on a pipelining connection.
 */
function openLiveCommitPool(databaseUrl: string, onError: (error: Error) => void) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: DEFAULT_RUNNER_OPTIONS.liveCommitGroups,
    pipeline: true,
  });
  pool.on("error", onError);
  guardPoolClients(pool, onError);
  return { liveSql: createPgSql(pool), endLivePool: () => pool.end().catch(() => {}) };
}

/** Only this module knows which database runs: PGlite, PostgreSQL, or KurrentDB plus PostgreSQL. */
export async function openBackend(config: Config, onError: (error: Error) => void): Promise<Backend> {
  // The owner migrates and grants first; the app then connects with least privilege.
  if (config.migrationDatabaseUrl && config.eventStore !== "pglite")
    await migrateAsOwner({
      ownerUrl: config.migrationDatabaseUrl,
      appUrl: config.databaseUrl,
      eventsInPostgres: config.eventStore === "postgres",
    });
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
        migrate: config.migrationDatabaseUrl === undefined,
      });
      // Several processes may share this database: an advisory lock keeps each projection single-run.
      const lock = createPgAdvisoryProjectionLock({ connectionString: config.databaseUrl });
      const { liveSql, endLivePool } = openLiveCommitPool(config.databaseUrl, onError);
      return {
        store,
        sql,
        lock,
        pool,
        liveSql,
        close: async () => {
          await lock.close();
          await endLivePool();
          await store.close();
        },
      };
    }
    case "kurrentdb": {
      const store = openKurrentDbEventStore({ connectionString: config.kurrentDbUrl! });
      const pool = new pg.Pool({ connectionString: config.databaseUrl });
      pool.on("error", onError);
      guardPoolClients(pool, onError);
      const lock = createPgAdvisoryProjectionLock({ connectionString: config.databaseUrl });
      const { liveSql, endLivePool } = openLiveCommitPool(config.databaseUrl, onError);
      return {
        store,
        sql: createPgSql(pool),
        lock,
        pool,
        liveSql,
        close: async () => {
          await lock.close();
          await endLivePool();
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
