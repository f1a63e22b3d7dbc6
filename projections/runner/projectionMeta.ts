import type { Sql } from "../../domain/ports/sql";
import { READ_MODEL_SCHEMA } from "../projection";
import { ADVISORY_LOCK_NAMESPACE } from "./advisoryLockKeys";

/** Checkpoints live apart from the read models, in a schema analysts are not granted. */
export const META_SCHEMA = "rm_meta";

/** Creates the read-model schema and the runner's bookkeeping tables (idempotent). */
export async function ensureProjectionMeta(sql: Sql): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1, 0)", [ADVISORY_LOCK_NAMESPACE.metaDdl]);
    await tx.query(`CREATE SCHEMA IF NOT EXISTS ${READ_MODEL_SCHEMA}`);
    await tx.query(`CREATE SCHEMA IF NOT EXISTS ${META_SCHEMA}`);
    // `tables` remembers what the stored version built, so a rebuild can drop tables a new version no longer has.
    await tx.query(`
      CREATE TABLE IF NOT EXISTS ${META_SCHEMA}.projection_checkpoints (
        projection text PRIMARY KEY,
        version integer NOT NULL,
        tables text[] NOT NULL,
        position_commit bigint NOT NULL,
        position_prepare bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A rebuild in progress: where its shadow tables are and how far they got, so a crash resumes it.
    await tx.query(`
      CREATE TABLE IF NOT EXISTS ${META_SCHEMA}.projection_rebuilds (
        projection text PRIMARY KEY,
        version integer NOT NULL,
        shadow_schema text NOT NULL,
        position_commit bigint NOT NULL,
        position_prepare bigint NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  });
}
