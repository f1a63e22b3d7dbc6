import type { Position } from "../../../domain/ports/eventStore";
import type { ProjectionRunner } from "../../../projections/runner/projectionRunner";

export type PositionWaiter = Pick<ProjectionRunner, "waitForPosition">;

/**
 * A write answers once the read models have applied its events, so the client's immediate refetch
 * sees them. Bounded: past `timeoutMs` the write (already durable) is answered anyway and the
 * caller learns that reads may lag, rather than the client seeing a timeout for a success.
 */
export async function readModelsReached(
  runner: PositionWaiter,
  position: Position | null,
  readModels: readonly string[],
  timeoutMs: number,
): Promise<boolean> {
  if (position === null) return true;
  // A timer cleared when the wait ends, not AbortSignal.timeout: that one fires `timeoutMs` after
  // every write (building a TimeoutError and dispatching an abort nobody listens to any more).
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  try {
    await runner.waitForPosition(position, { projections: readModels, signal: timeout.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
