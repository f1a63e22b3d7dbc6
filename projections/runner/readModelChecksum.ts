import type { Sql } from "../../domain/ports/sql";
import { type Projection, READ_MODEL_SCHEMA } from "../projection";
import { qualified } from "./sqlIdentifier";

export interface TableChecksum {
  table: string;
  rows: number;
  md5: string;
}

/**
 * A fingerprint of every row of a table, independent of physical order: two builds of a read
 * model are equal exactly when their checksums are. For verifying a rebuild or a crash test.
 */
export async function tableChecksum(sql: Sql, schema: string, table: string): Promise<TableChecksum> {
  const { rows } = await sql.query<{ rows: number; md5: string }>(
    `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5
       FROM ${qualified(schema, table)} t`,
  );
  const row = rows[0];
  if (!row) throw new Error(`no checksum for ${schema}.${table}`);
  return { table, rows: row.rows, md5: row.md5 };
}

/**
 * Checksums of every table the given projections write, keyed "projection.table": their tables in
 * `schema` and the ones they write in place elsewhere, keyed "projection.schema.table" (the `auth`
 * credentials and share tokens), so a crash, failover or replay cannot lose a row there unseen.
 */
export async function readModelChecksums(
  sql: Sql,
  projections: readonly Projection[],
  schema = READ_MODEL_SCHEMA,
): Promise<Record<string, TableChecksum>> {
  const result: Record<string, TableChecksum> = {};
  for (const projection of projections) {
    for (const table of projection.tables) {
      result[`${projection.name}.${table}`] = await tableChecksum(sql, schema, table);
    }
    for (const qualifiedTable of projection.inPlaceTables ?? []) {
      const [tableSchema, table] = qualifiedTable.split(".");
      if (!tableSchema || !table) throw new Error(`in-place table "${qualifiedTable}" must be schema.table`);
      result[`${projection.name}.${qualifiedTable}`] = await tableChecksum(sql, tableSchema, table);
    }
  }
  return result;
}
