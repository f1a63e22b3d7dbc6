import { type Position, START } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import type { Projection } from "../projection";
import { CheckpointMoved } from "./checkpointMoved";
import { POSITION_COLUMNS, type PositionRow, positionFromRow, positionParams } from "./positionColumns";
import { META_SCHEMA } from "./projectionMeta";

/** A rebuild in progress: the shadow schema it writes and how far its replay got. */
export interface RebuildCheckpoint {
  projection: string;
  version: number;
  shadowSchema: string;
  position: Position;
}

type Row = PositionRow & { projection: string; version: number; shadow_schema: string };

export async function loadRebuildCheckpoint(sql: Sql, projection: string): Promise<RebuildCheckpoint | null> {
  const { rows } = await sql.query<Row>(
    `SELECT projection, version, shadow_schema, ${POSITION_COLUMNS}
       FROM ${META_SCHEMA}.projection_rebuilds WHERE projection = $1`,
    [projection],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    projection: row.projection,
    version: row.version,
    shadowSchema: row.shadow_schema,
    position: positionFromRow(row),
  };
}

export async function startRebuildCheckpoint(
  tx: Sql,
  projection: Projection,
  shadowSchema: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO ${META_SCHEMA}.projection_rebuilds (projection, version, shadow_schema, position_commit, position_prepare)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (projection) DO UPDATE SET version = excluded.version, shadow_schema = excluded.shadow_schema,
       position_commit = excluded.position_commit, position_prepare = excluded.position_prepare,
       started_at = now(), updated_at = now()`,
    [projection.name, projection.version, shadowSchema, ...positionParams(START)],
  );
}

export async function advanceRebuildCheckpoint(
  tx: Sql,
  projection: Projection,
  from: Position,
  to: Position,
): Promise<void> {
  const { rows } = await tx.query(
    `UPDATE ${META_SCHEMA}.projection_rebuilds
        SET position_commit = $2, position_prepare = $3, updated_at = now()
      WHERE projection = $1 AND position_commit = $4 AND position_prepare = $5
      RETURNING 1`,
    [projection.name, ...positionParams(to), ...positionParams(from)],
  );
  if (rows.length === 0) throw new CheckpointMoved(`${projection.name} (rebuild)`, from);
}

export async function deleteRebuildCheckpoint(tx: Sql, projection: string): Promise<void> {
  await tx.query(`DELETE FROM ${META_SCHEMA}.projection_rebuilds WHERE projection = $1`, [projection]);
}
