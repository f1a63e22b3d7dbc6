import type { CommandDeps } from "../../command-api/commandDeps";
import { type DispatchTimers, realTimers } from "../../command-api/dispatch/dispatchTimers";
import {
  DocumentExpiryProcess,
  type SweepOutcome,
} from "../../command-api/document-expiry/documentExpiryProcess";
import type { Clock } from "../../domain/ports/clock";
import type { EventStore } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import {
  DOCUMENT_EXPIRY_CHANGED_TOPIC,
  documentExpiryProjection,
} from "../../projections/document-expiry/documentExpiryProjection";
import type { NewEventsSignal } from "../../projections/runner/newEventsSignal";
import type { ProjectionLock } from "../../projections/runner/projectionLock";
import { type RunningQueueReactor, startQueueReactor } from "../reactors/startQueueReactor";

export interface DocumentExpiryStartDeps {
  store: EventStore;
  sql: Sql;
  lock: ProjectionLock;
  commands: CommandDeps;
  clock: Clock;
  timers?: DispatchTimers;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
  /** The node's append feed, shared as dispatch and mail share it (see DispatchDeps.appendFeed). */
  appendFeed?: NewEventsSignal;
  sweepEveryMs?: number;
  onSwept?: (sweep: SweepOutcome) => void;
}

export type RunningDocumentExpiry = RunningQueueReactor<DocumentExpiryProcess>;

/**
 * The document-expiry process, shaped like mail and dispatch: its projection on its own runner (its
 * checkpoint and single-instance lock) and the process that sweeps it, active only while this
 * instance holds the projection's lock (a second worker is a standby).
 */
export async function startDocumentExpiry(deps: DocumentExpiryStartDeps): Promise<RunningDocumentExpiry> {
  const process = new DocumentExpiryProcess({
    sql: deps.sql,
    commands: deps.commands,
    clock: deps.clock,
    timers: deps.timers ?? realTimers,
    log: deps.log,
    ...(deps.sweepEveryMs !== undefined ? { sweepEveryMs: deps.sweepEveryMs } : {}),
    ...(deps.onSwept ? { onSwept: deps.onSwept } : {}),
  });
  return startQueueReactor(deps, documentExpiryProjection, DOCUMENT_EXPIRY_CHANGED_TOPIC, process);
}
