import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { RecordedEvent } from "../../../domain/ports/eventStore";
import type { Sql } from "../../../domain/ports/sql";
import { createPgliteSql } from "../../../infra/sql/pgliteSql";
import { createPgSql } from "../../../infra/sql/pgSql";
import { createTestDatabase } from "../../../infra/testing/testDatabase";
import { ALL_EVENT_TYPES, type Projection, type ProjectionChange, READ_MODEL_SCHEMA } from "../../projection";
import { createDeferredIndexesIn } from "../../runner/deferredIndexes";

/**
 * Plays the runner's part for tests: one database per test file (in-memory PGlite by default;
 * opening costs seconds), the `rm` schema on the search_path, migrate, then apply batches the way
 * the runner does — each projection gets only the event types it handles, one transaction per batch.
 * READ_MODELS_BACKEND=postgres runs the same tests on a throwaway database of the machine's PostgreSQL.
 */
export interface ReadModelHarness {
  /** For the query modules, which read `rm.<table>` fully qualified. */
  readonly sql: Sql;
  apply(events: readonly RecordedEvent[]): Promise<ProjectionChange[]>;
  /** Empties every read model (drops and re-migrates), so each test starts from nothing. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export type HarnessBackend = "pglite" | "postgres";

interface Database {
  sql: Sql;
  close(): Promise<void>;
}

async function openDatabase(backend: HarnessBackend): Promise<Database> {
  if (backend === "pglite") {
    const db = new PGlite();
    return { sql: createPgliteSql(db), close: () => db.close() };
  }
  const database = await createTestDatabase("read_models");
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  return {
    sql: createPgSql(pool),
    async close() {
      await pool.end();
      await database.drop();
    },
  };
}

export async function openReadModelHarness(
  projections: readonly Projection[],
  backend: HarnessBackend = process.env.READ_MODELS_BACKEND === "postgres" ? "postgres" : "pglite",
): Promise<ReadModelHarness> {
  const { sql, close } = await openDatabase(backend);

  const inReadModelSchema = <T>(fn: (tx: Sql) => Promise<T>) =>
    sql.transaction(async (tx) => {
      await tx.query(`SET LOCAL search_path TO ${READ_MODEL_SCHEMA}`);
      return fn(tx);
    });

  const migrate = async () => {
    await sql.query(`CREATE SCHEMA IF NOT EXISTS ${READ_MODEL_SCHEMA}`);
    await inReadModelSchema(async (tx) => {
      for (const projection of projections) {
        await projection.migrate(tx);
        await createDeferredIndexesIn(tx, projection);
      }
    });
  };
  await migrate();

  return {
    sql,
    apply: (events) =>
      inReadModelSchema(async (tx) => {
        const changes: ProjectionChange[] = [];
        for (const projection of projections) {
          const every = projection.handles.includes(ALL_EVENT_TYPES);
          const handled = every ? events : events.filter((event) => projection.handles.includes(event.type));
          changes.push(...(await projection.apply(handled, tx)));
        }
        return changes;
      }),
    async reset() {
      await sql.query(`DROP SCHEMA ${READ_MODEL_SCHEMA} CASCADE`);
      await sql.query("DROP SCHEMA IF EXISTS auth CASCADE");
      await migrate();
    },
    close,
  };
}
