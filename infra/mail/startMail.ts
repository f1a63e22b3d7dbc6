import { ensureRecoveryTables } from "../../command-api/auth/recoveryTables";
import { MailProcess } from "../../command-api/mail/mailProcess";
import type { Clock } from "../../domain/ports/clock";
import type { EventStore } from "../../domain/ports/eventStore";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { Mailer } from "../../domain/ports/mailer";
import type { Sql } from "../../domain/ports/sql";
import { MAIL_QUEUED_TOPIC, mailQueueProjection } from "../../projections/mail-queue/mailQueueProjection";
import type { NewEventsSignal } from "../../projections/runner/newEventsSignal";
import type { ProjectionLock } from "../../projections/runner/projectionLock";
import { createProjectionRunner, type ProjectionRunner } from "../../projections/runner/projectionRunner";

export interface MailDeps {
  store: EventStore;
  sql: Sql;
  lock: ProjectionLock;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
  /** The node's append feed, shared as dispatch shares it (see DispatchDeps.appendFeed). */
  appendFeed?: NewEventsSignal;
  retryMs?: number;
}

export interface RunningMail {
  process: MailProcess;
  runner: ProjectionRunner;
  stop(): Promise<void>;
}

/**
 * The mail reactor, shaped like dispatch: the queue projection on its own runner (its checkpoint and
 * single-instance lock) and the process that sends what it queued, active only while this instance
 * holds the queue's lock (a second worker is a standby).
 */
export async function startMail(deps: MailDeps): Promise<RunningMail> {
  await ensureRecoveryTables(deps.sql);
  const process = new MailProcess({
    sql: deps.sql,
    mailer: deps.mailer,
    clock: deps.clock,
    publicUrl: deps.publicUrl,
    log: deps.log,
    ...(deps.retryMs !== undefined ? { retryMs: deps.retryMs } : {}),
  });
  // Only the runner that holds the queue's lock reacts: its changes come through this private bus.
  const queueBus: LiveBus = {
    async publish(message) {
      if (message.topic === MAIL_QUEUED_TOPIC) process.wake();
    },
    subscribe: () => () => {},
  };
  const runner = createProjectionRunner({
    store: deps.store,
    sql: deps.sql,
    lock: deps.lock,
    liveBus: queueBus,
    projections: [mailQueueProjection],
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
