import pg from "pg";
import type { Sql } from "../../domain/ports/sql";
import { migrateEventStore } from "../eventstore/sqlEventStoreSchema";
import { createPgSql } from "./pgSql";

/** Any fixed number: owner migrations of several nodes starting at once queue on it. */
const OWNER_MIGRATION_LOCK_KEY = 7_240_115_002;

export interface OwnerMigration {
  /** MIGRATION_DATABASE_URL: the owner of the database and of the events table. */
  ownerUrl: string;
  /** DATABASE_URL: what the app connects with; its user gets the grants below. */
  appUrl: string;
  /** Only the SQL event store keeps its events in this database. */
  eventsInPostgres: boolean;
}

/**
 * The owner's half of the least-privilege split (README "Deploy"). As the owner: create or upgrade
 * the event store's schema, then grant the app's role what it needs and no more. The app may read
 * and append events, never update, delete, truncate, alter or drop them (it owns no part of the
 * table); it may create its own derived schemas (rm, rm_meta, auth, the rebuilds' shadow schemas),
 * which a replay can rebuild from the events at any time.
 */
export async function migrateAsOwner(migration: OwnerMigration): Promise<void> {
  const appRole = decodeURIComponent(new URL(migration.appUrl).username);
  if (!appRole) throw new Error("DATABASE_URL: names no user, so there is no app role to grant to");
  const pool = new pg.Pool({ connectionString: migration.ownerUrl, max: 1 });
  pool.on("error", () => {});
  try {
    const sql = createPgSql(pool);
    if (migration.eventsInPostgres) await migrateEventStore(sql);
    await sql.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [OWNER_MIGRATION_LOCK_KEY]);
      const { rows } = await tx.query<{ same: boolean }>("SELECT current_user = $1 AS same", [appRole]);
      // The same role for both: nothing to split (a development setup); the app migrates itself.
      if (rows[0]?.same) return;
      await grant(tx, "GRANT CONNECT, CREATE ON DATABASE %I TO %I", [await currentDatabase(tx), appRole]);
      // Small tables of its own beside the events (the live bus's spill table).
      await grant(tx, "GRANT USAGE, CREATE ON SCHEMA public TO %I", [appRole]);
      if (!migration.eventsInPostgres) return;
      await grant(tx, "REVOKE ALL ON TABLE public.events FROM %I", [appRole]);
      await grant(tx, "GRANT SELECT, INSERT ON TABLE public.events TO %I", [appRole]);
      await grant(tx, "GRANT USAGE ON SEQUENCE public.events_global_position_seq TO %I", [appRole]);
    });
  } finally {
    await pool.end();
  }
}

/** Identifiers are quoted by the server (format %I), never pasted into the statement. */
async function grant(tx: Sql, template: string, args: readonly string[]): Promise<void> {
  const placeholders = args.map((_, i) => `$${i + 1}::text`).join(", ");
  const { rows } = await tx.query<{ statement: string }>(
    `SELECT format('${template}', ${placeholders}) AS statement`,
    args,
  );
  await tx.query(rows[0]!.statement);
}

async function currentDatabase(tx: Sql): Promise<string> {
  const { rows } = await tx.query<{ name: string }>("SELECT current_database() AS name");
  return rows[0]!.name;
}
