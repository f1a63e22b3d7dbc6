import type { EventStore } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import type { ProjectionLock } from "../../projections/runner/projectionLock";
import { openBackend } from "../app/openBackend";
import { type Config, ConfigError, loadConfig } from "../config/config";
import { createPgAdvisoryProjectionLock } from "../locks/pgAdvisoryProjectionLock";

export interface CliBackend {
  config: Config;
  store: EventStore;
  sql: Sql;
  lock: ProjectionLock;
  close(): Promise<void>;
}

/**
 * The stores of the configured environment (EVENT_STORE, DATABASE_URL, DATA_DIR), for the admin
 * CLIs. On PostgreSQL the CLI takes real advisory locks, as the server may be running beside it;
 * PGlite's data directory belongs to one process, so there the server must be stopped first.
 */
export async function openCliBackend(): Promise<CliBackend> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const backend = await openBackend(config, (error) => console.error(`database: ${error.message}`));
  const lock =
    config.eventStore === "pglite"
      ? backend.lock
      : createPgAdvisoryProjectionLock({ connectionString: config.databaseUrl });
  return {
    config,
    store: backend.store,
    sql: backend.sql,
    lock,
    async close() {
      if (lock !== backend.lock) await lock.close();
      await backend.close();
    },
  };
}
