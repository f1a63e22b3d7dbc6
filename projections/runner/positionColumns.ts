import type { Position } from "../../domain/ports/eventStore";

/** Positions go to SQL as text (the `pg` driver cannot bind a bigint) and come back as text (PGlite parses int8 its own way). */
export interface PositionRow {
  position_commit: string;
  position_prepare: string;
}

export function positionFromRow(row: PositionRow): Position {
  return { commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) };
}

export function positionParams(position: Position): [string, string] {
  return [position.commit.toString(), position.prepare.toString()];
}

/** The select list that yields a PositionRow. */
export const POSITION_COLUMNS =
  "position_commit::text AS position_commit, position_prepare::text AS position_prepare";
