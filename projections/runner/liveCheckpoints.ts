import { type Position, START } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import type { Projection } from "../projection";
import { CheckpointMoved } from "./checkpointMoved";
import { POSITION_COLUMNS, type PositionRow, positionFromRow, positionParams } from "./positionColumns";
import { META_SCHEMA } from "./projectionMeta";

/** Where the live tables of a projection stand, and which code version built them. */
export interface LiveCheckpoint {
  projection: string;
  version: number;
  tables: string[];
  position: Position;
  updatedAt: Date;
}

type Row = PositionRow & { projection: string; version: number; tables: string[]; updated_at: string | Date };

export async function loadLiveCheckpoint(sql: Sql, projection: string): Promise<LiveCheckpoint | null> {
  const { rows } = await sql.query<Row>(
    `SELECT projection, version, tables, ${POSITION_COLUMNS}, updated_at
       FROM ${META_SCHEMA}.projection_checkpoints WHERE projection = $1`,
    [projection],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    projection: row.projection,
    version: row.version,
    tables: row.tables,
    position: positionFromRow(row),
    updatedAt: new Date(row.updated_at),
  };
}

/** The first checkpoint of a projection built in place (there was nothing to serve meanwhile). */
export async function createLiveCheckpoint(tx: Sql, projection: Projection): Promise<void> {
  await tx.query(
    `INSERT INTO ${META_SCHEMA}.projection_checkpoints (projection, version, tables, position_commit, position_prepare)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (projection) DO NOTHING`,
    [projection.name, projection.version, [...projection.tables], ...positionParams(START)],
  );
}

/** Moves the checkpoint from `from` to `to`, or throws CheckpointMoved when it is not at `from`. */
export async function advanceLiveCheckpoint(
  tx: Sql,
  projection: Projection,
  from: Position,
  to: Position,
): Promise<void> {
  const { rows } = await tx.query(
    `UPDATE ${META_SCHEMA}.projection_checkpoints
        SET position_commit = $2, position_prepare = $3, updated_at = now()
      WHERE projection = $1 AND version = $4 AND position_commit = $5 AND position_prepare = $6
      RETURNING 1`,
    [projection.name, ...positionParams(to), projection.version, ...positionParams(from)],
    // A constant text closing every live batch that commits alone: planned once per connection.
    { prepared: true },
  );
  if (rows.length === 0) throw new CheckpointMoved(projection.name, from);
}

/** What a finished rebuild installs: the new version, its tables, and where its replay ended. */
export async function replaceLiveCheckpoint(
  tx: Sql,
  projection: Projection,
  position: Position,
): Promise<void> {
  await tx.query(
    `INSERT INTO ${META_SCHEMA}.projection_checkpoints (projection, version, tables, position_commit, position_prepare)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (projection) DO UPDATE SET version = excluded.version, tables = excluded.tables,
       position_commit = excluded.position_commit, position_prepare = excluded.position_prepare, updated_at = now()`,
    [projection.name, projection.version, [...projection.tables], ...positionParams(position)],
  );
}
