import type { Position } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import type { Projection } from "../projection";
import { declareReadModelTransaction, useSchema } from "./commitBatch";
import { loadRebuildCheckpoint, startRebuildCheckpoint } from "./rebuildCheckpoints";
import { quoteIdent } from "./sqlIdentifier";

/** One per projection: a rebuild holds the projection's rebuild lease, so no two write it. */
export function shadowSchemaName(projection: string): string {
  return `rm_rebuild_${projection}`;
}

/**
 * The shadow schema a rebuild writes into, and the position its replay resumes after:
 * an interrupted rebuild of the same version continues where it stopped, anything else starts afresh.
 */
export async function openShadowSchema(
  sql: Sql,
  projection: Projection,
): Promise<{ schema: string; from: Position }> {
  const existing = await loadRebuildCheckpoint(sql, projection.name);
  if (
    existing &&
    existing.version === projection.version &&
    (await schemaExists(sql, existing.shadowSchema))
  ) {
    await sql.transaction(async (tx) => {
      await declareReadModelTransaction(tx);
      await useSchema(tx, existing.shadowSchema);
      await projection.migrate(tx);
    });
    return { schema: existing.shadowSchema, from: existing.position };
  }
  const schema = shadowSchemaName(projection.name);
  await sql.transaction(async (tx) => {
    await declareReadModelTransaction(tx);
    if (existing) await tx.query(`DROP SCHEMA IF EXISTS ${quoteIdent(existing.shadowSchema)} CASCADE`);
    await tx.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    await tx.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
    await useSchema(tx, schema);
    await projection.migrate(tx);
    await startRebuildCheckpoint(tx, projection, schema);
  });
  const fresh = await loadRebuildCheckpoint(sql, projection.name);
  if (!fresh)
    throw new Error(`rebuild of ${projection.name}: its checkpoint vanished right after it was written`);
  return { schema, from: fresh.position };
}

async function schemaExists(sql: Sql, schema: string): Promise<boolean> {
  const { rows } = await sql.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [schema]);
  return rows.length > 0;
}
