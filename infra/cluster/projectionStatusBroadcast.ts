import type { LiveBus } from "../../domain/ports/liveBus";
import type { ProjectionRunner } from "../../projections/runner/projectionRunner";
import type { ProjectionStatus } from "../../projections/runner/projectionStatus";

/** Where the worker's projections stand, for API nodes that wait on them (remoteProjectionView). */
export const PROJECTION_STATUSES_TOPIC = "cluster.projection-statuses";
/** An API node asks the worker to rebuild a projection (the admin's button). */
export const REBUILD_REQUESTED_TOPIC = "cluster.rebuild-requested";

export interface StatusesMessage {
  statuses: ProjectionStatus[];
  /** Every projection the worker runs (a heartbeat), or only the ones that changed. */
  full: boolean;
}

export interface BroadcastOptions {
  /**
   * Changes within this window travel together: one message per window, not one per batch. 0: the
   * changes of one turn of the event loop travel together (a live commit group moves every one of
   * its projections in one turn), with no wait added to an API node's read-your-writes.
   */
  coalesceMs: number;
  /** Everything, this often, so a node that just started (or missed a message) catches up. */
  heartbeatMs: number;
  onError: (error: unknown) => void;
}

export const DEFAULT_BROADCAST_OPTIONS: Omit<BroadcastOptions, "onError"> = {
  // Was 10 ms: every booking answered by an API node waited 5 ms more on average for it, while
  // the bus already packs one turn's messages into one NOTIFY (pgLiveBus).
  coalesceMs: 0,
  heartbeatMs: 2000,
};

/**
 * The worker side of read-your-writes across processes: publishes its projections' positions as
 * they move (coalesced) and in full every heartbeat, and runs rebuilds other nodes ask for.
 */
export function broadcastProjectionStatuses(
  runner: Pick<ProjectionRunner, "status" | "onStatus" | "rebuild">,
  bus: LiveBus,
  options: BroadcastOptions,
): () => void {
  const changed = new Map<string, ProjectionStatus>();
  let cancelFlush: (() => void) | null = null;
  const publish = (message: StatusesMessage) =>
    bus.publish({ topic: PROJECTION_STATUSES_TOPIC, payload: message }).catch(options.onError);
  const flush = () => {
    cancelFlush = null;
    const statuses = [...changed.values()];
    changed.clear();
    if (statuses.length > 0) void publish({ statuses, full: false });
  };
  const stopListening = runner.onStatus((status) => {
    changed.set(status.name, status);
    cancelFlush ??= flushLater(flush, options.coalesceMs);
  });
  const heartbeat = setInterval(
    () => void publish({ statuses: runner.status(), full: true }),
    options.heartbeatMs,
  );
  const stopRebuilds = bus.subscribe(REBUILD_REQUESTED_TOPIC, (payload) => {
    const { name } = payload as { name: string };
    runner.rebuild(name).catch(options.onError);
  });
  void publish({ statuses: runner.status(), full: true });
  return () => {
    stopListening();
    stopRebuilds();
    clearInterval(heartbeat);
    cancelFlush?.();
  };
}

/** Runs `flush` after `ms`, or at the end of this turn of the event loop when `ms` is 0; returns its cancel. */
function flushLater(flush: () => void, ms: number): () => void {
  if (ms > 0) {
    const timer = setTimeout(flush, ms);
    return () => clearTimeout(timer);
  }
  const immediate = setImmediate(flush);
  return () => clearImmediate(immediate);
}
