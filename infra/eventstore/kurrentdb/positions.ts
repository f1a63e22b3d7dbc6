import { START as KURRENT_START, type ReadPosition } from "@kurrent/kurrentdb-client";
import { comparePositions, type Position, START } from "../../../domain/ports/eventStore";

/**
 * Where a `$all` read or subscription should begin for "events strictly after `after`".
 * The port's START is (-1, -1), which KurrentDB (unsigned log positions) cannot take, so anything
 * before the first log position becomes the client's own START marker.
 */
export function readPositionFor(after: Position | undefined): ReadPosition {
  if (!after || after.commit < 0n || after.prepare < 0n) return KURRENT_START;
  return { commit: after.commit, prepare: after.prepare };
}

/**
 * KurrentDB reads `$all` *from* a position inclusively, and may or may not include it on a
 * subscription; either way the event at `after` was already handled, so only strictly later
 * positions pass. Comparing (rather than testing equality) also drops anything a resubscription
 * replays before the resume point.
 */
export function isStrictlyAfter(position: Position, after: Position | undefined): boolean {
  return comparePositions(position, after ?? START) > 0;
}
