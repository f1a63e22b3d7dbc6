import {
  comparePositions,
  formatPosition,
  type Position,
  parsePosition,
} from "../../domain/ports/eventStore";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { Sql } from "../../domain/ports/sql";
import type { Projection } from "../../projections/projection";
import type { ProjectionRunner } from "../../projections/runner/projectionRunner";
import {
  initialStatus,
  PROGRESS_TOPIC,
  type ProjectionStatus,
} from "../../projections/runner/projectionStatus";
import {
  PROJECTION_STATUSES_TOPIC,
  REBUILD_REQUESTED_TOPIC,
  type StatusesMessage,
} from "./projectionStatusBroadcast";

/** What an API node needs of the projections: where they stand, waiting on them, asking for a rebuild. */
export type ProjectionView = Pick<ProjectionRunner, "waitForPosition" | "status" | "onStatus" | "rebuild">;

export interface RemoteProjectionView extends ProjectionView {
  /** Re-reads the stored checkpoints now (also done every `pollMs`). */
  refresh(): Promise<void>;
  stop(): void;
}

type CheckpointRow = {
  projection: string;
  version: number;
  position_commit: string;
  position_prepare: string;
};

/**
 * The projections as seen from an API node that does not run them: positions announced by the
 * worker over the live bus (fresh), and the stored checkpoints as a safety net (every `pollMs`, and
 * when a node starts or the bus dropped messages). The stored checkpoint may trail the worker's
 * memory for a projection that skips most events; the announcements close that gap.
 */
export function createRemoteProjectionView(deps: {
  sql: Sql;
  bus: LiveBus;
  projections: readonly Projection[];
  pollMs: number;
  onError: (error: unknown) => void;
}): RemoteProjectionView {
  const now = () => new Date();
  const statuses = new Map<string, ProjectionStatus>(
    deps.projections.map((p) => [p.name, initialStatus(p.name, p.version, now())]),
  );
  const positions = new Map<string, Position>();
  const listeners = new Set<(status: ProjectionStatus) => void>();

  const accept = (incoming: ProjectionStatus) => {
    const known = statuses.get(incoming.name);
    if (!known) return;
    const position = parsePosition(incoming.position);
    const previous = positions.get(incoming.name);
    // A rebuild's swap may move a projection's position anywhere; otherwise positions only grow.
    const swapped = incoming.version !== known.version;
    if (
      previous &&
      !swapped &&
      comparePositions(position, previous) < 0 &&
      incoming.updatedAt <= known.updatedAt
    )
      return;
    positions.set(incoming.name, position);
    statuses.set(incoming.name, incoming);
    for (const listener of listeners) listener(incoming);
  };

  const fromCheckpoint = (row: CheckpointRow) => {
    const known = statuses.get(row.projection);
    if (!known) return;
    const position = { commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) };
    const previous = positions.get(row.projection);
    if (previous && comparePositions(position, previous) <= 0) return;
    accept({
      ...known,
      version: row.version,
      position: formatPosition(position),
      state: known.state === "stopped" ? "standby" : known.state,
      updatedAt: now().toISOString(),
    });
  };

  const refresh = async () => {
    const { rows } = await deps.sql.query<CheckpointRow>(
      "SELECT projection, version, position_commit::text, position_prepare::text FROM rm_meta.projection_checkpoints",
    );
    for (const row of rows) fromCheckpoint(row);
  };

  const stops = [
    deps.bus.subscribe(PROJECTION_STATUSES_TOPIC, (payload) => {
      for (const status of (payload as StatusesMessage).statuses) accept(status);
    }),
    deps.bus.subscribe(PROGRESS_TOPIC, (payload) => accept(payload as ProjectionStatus)),
  ];
  const poll = setInterval(() => void refresh().catch(deps.onError), deps.pollMs);

  const named = (name: string) => {
    if (!statuses.has(name))
      throw new Error(`no projection named "${name}" (known: ${[...statuses.keys()].join(", ")})`);
    return name;
  };
  const reached = (name: string, position: Position) => {
    const at = positions.get(name);
    return at !== undefined && comparePositions(at, position) >= 0;
  };

  return {
    refresh,
    status: () => [...statuses.values()],
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async rebuild(name) {
      await deps.bus.publish({ topic: REBUILD_REQUESTED_TOPIC, payload: { name: named(name) } });
    },
    waitForPosition(position, options = {}) {
      const watched = (options.projections ?? [...statuses.keys()]).map(named);
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!watched.every((name) => reached(name, position))) return;
          cleanup();
          resolve();
        };
        const onAbort = () => {
          cleanup();
          reject(options.signal?.reason);
        };
        const cleanup = () => {
          listeners.delete(check);
          options.signal?.removeEventListener("abort", onAbort);
        };
        if (options.signal?.aborted) return reject(options.signal.reason);
        listeners.add(check);
        options.signal?.addEventListener("abort", onAbort, { once: true });
        check();
      });
    },
    stop() {
      for (const stop of stops) stop();
      clearInterval(poll);
    },
  };
}
