import type { EventStore } from "../../domain/ports/eventStore";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { Sql } from "../../domain/ports/sql";
import type { Projection } from "../../projections/projection";
import type { NewEventsSignal } from "../../projections/runner/newEventsSignal";
import type { ProjectionLock } from "../../projections/runner/projectionLock";
import { createProjectionRunner, type ProjectionRunner } from "../../projections/runner/projectionRunner";

/** A process that works through what its projection recorded (the mail, push and document-expiry processes). */
export interface QueueProcess {
  wake(): void;
  resume(): void;
  pause(): void;
  idle(): Promise<void>;
}

export interface QueueReactorDeps {
  store: EventStore;
  sql: Sql;
  lock: ProjectionLock;
  /** The node's append feed, shared as dispatch shares it (see DispatchDeps.appendFeed). */
  appendFeed?: NewEventsSignal;
}

export interface RunningQueueReactor<P extends QueueProcess> {
  process: P;
  runner: ProjectionRunner;
  stop(): Promise<void>;
}

/**
 * A worker reactor: `projection` on a runner of its own (its checkpoint and single-instance lock)
 * and `process`, woken by the projection's `changedTopic` and active only while this instance holds
 * the projection's lock (a second worker is a standby). Only the lock holder's changes reach the
 * process: they come through a private bus, not the node's.
 */
export async function startQueueReactor<P extends QueueProcess>(
  deps: QueueReactorDeps,
  projection: Projection,
  changedTopic: string,
  process: P,
): Promise<RunningQueueReactor<P>> {
  const privateBus: LiveBus = {
    async publish(message) {
      if (message.topic === changedTopic) process.wake();
    },
    subscribe: () => () => {},
  };
  const runner = createProjectionRunner({
    store: deps.store,
    sql: deps.sql,
    lock: deps.lock,
    liveBus: privateBus,
    projections: [projection],
    ...(deps.appendFeed ? { wakeup: deps.appendFeed } : {}),
  });
  let holding = false;
  const stopStatus = runner.onStatus((status) => {
    const active = status.state === "catching-up" || status.state === "live" || status.state === "failed";
    if (active && !holding) {
      holding = true;
      process.resume();
    } else if (!active && holding) {
      holding = false;
      process.pause();
    }
  });
  await runner.start();
  return {
    process,
    runner,
    async stop() {
      stopStatus();
      process.pause();
      await runner.stop();
      await process.idle();
    },
  };
}
