import pg from "pg";
import type { Sql } from "../../../domain/ports/sql";
import { openPgliteEventStore } from "../../../infra/eventstore/openPgliteEventStore";
import { openPostgresEventStore } from "../../../infra/eventstore/openPostgresEventStore";
import { createTestDatabase } from "../../../infra/testing/testDatabase";
import { type RecordingEventStore, recordingAppends } from "./appendRecorder";

/** An event store and the Sql of the same database, as the composition root wires them. */
export interface TestEnvironment {
  kind: "pglite" | "postgres";
  store: RecordingEventStore;
  sql: Sql;
  /** The database's URL (PostgreSQL only): for locks, child processes and analyst sessions. */
  url: string | undefined;
  close(): Promise<void>;
}

export async function openPgliteTestEnvironment(): Promise<TestEnvironment> {
  const { store, sql } = await openPgliteEventStore({ memory: true });
  return { kind: "pglite", store: recordingAppends(store), sql, url: undefined, close: () => store.close() };
}

/**
 * A fresh database of its own, dropped on close. Its commits skip the WAL flush wait: test data
 * needs no durability against a server crash (the crash test kills clients, not the server), and
 * loading tens of thousands of events then takes seconds instead of tens of seconds.
 */
export async function openPostgresTestEnvironment(label: string): Promise<TestEnvironment> {
  const database = await createTestDatabase(label);
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE "${database.name}" SET synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const { store, sql } = await openPostgresEventStore({ connectionString: database.url, poolSize: 8 });
  return {
    kind: "postgres",
    store: recordingAppends(store),
    sql,
    url: database.url,
    async close() {
      await store.close();
      await database.drop();
    },
  };
}
