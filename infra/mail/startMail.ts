import { ensureRecoveryTables } from "../../command-api/auth/recoveryTables";
import { MailProcess } from "../../command-api/mail/mailProcess";
import type { Clock } from "../../domain/ports/clock";
import type { EventStore } from "../../domain/ports/eventStore";
import type { Mailer } from "../../domain/ports/mailer";
import type { Sql } from "../../domain/ports/sql";
import { MAIL_QUEUED_TOPIC, mailQueueProjection } from "../../projections/mail-queue/mailQueueProjection";
import type { NewEventsSignal } from "../../projections/runner/newEventsSignal";
import type { ProjectionLock } from "../../projections/runner/projectionLock";
import { type RunningQueueReactor, startQueueReactor } from "../reactors/startQueueReactor";

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

export type RunningMail = RunningQueueReactor<MailProcess>;

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
  return startQueueReactor(deps, mailQueueProjection, MAIL_QUEUED_TOPIC, process);
}
