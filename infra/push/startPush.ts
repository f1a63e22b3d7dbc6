import type { CommandDeps } from "../../command-api/commandDeps";
import { removePushSubscription } from "../../command-api/commands/pushCommands";
import { expireSharePushSubscription } from "../../command-api/commands/sharingCommands";
import { PushProcess } from "../../command-api/push/pushProcess";
import { ensurePushTables } from "../../command-api/push/pushTables";
import type { EventStore } from "../../domain/ports/eventStore";
import type { PushSender } from "../../domain/ports/pushSender";
import type { Sql } from "../../domain/ports/sql";
import { SYSTEM } from "../../domain/shared/actor";
import { PUSH_QUEUED_TOPIC, pushQueueProjection } from "../../projections/push-queue/pushQueueProjection";
import { requestOfShare } from "../../projections/read-models/family-shares/queries";
import type { NewEventsSignal } from "../../projections/runner/newEventsSignal";
import type { ProjectionLock } from "../../projections/runner/projectionLock";
import { type RunningQueueReactor, startQueueReactor } from "../reactors/startQueueReactor";

export interface PushDeps {
  store: EventStore;
  sql: Sql;
  lock: ProjectionLock;
  sender: PushSender;
  commands: CommandDeps;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
  appendFeed?: NewEventsSignal;
  retryMs?: number;
  maxAttempts?: number;
}

export type RunningPush = RunningQueueReactor<PushProcess>;

/**
 * The push reactor, shaped like the mail reactor: the queue projection on its own runner (its
 * checkpoint and single-instance lock) and the process that sends what it queued, active only while
 * this instance holds the queue's lock (a second worker is a standby).
 */
export async function startPush(deps: PushDeps): Promise<RunningPush> {
  await ensurePushTables(deps.sql);
  const remove = removePushSubscription(deps.commands);
  const expireShare = expireSharePushSubscription(deps.commands);
  const process = new PushProcess({
    sql: deps.sql,
    sender: deps.sender,
    clock: deps.commands.clock,
    log: deps.log,
    async removeExpired(accountId, endpoint, causationId) {
      await remove(
        { accountId, endpoint, reason: "expired" },
        { actor: SYSTEM, correlationId: `push-${causationId}`, causationId },
      );
    },
    async removeExpiredShare(shareId, endpoint, causationId) {
      // The subscription was read from this share's row moments ago: its trip is known.
      const requestId = await requestOfShare(deps.sql, shareId);
      if (!requestId) throw new Error(`share ${shareId} is not in the family shares read model`);
      await expireShare(
        { requestId, shareId, endpoint },
        { actor: SYSTEM, correlationId: `push-${causationId}`, causationId },
      );
    },
    ...(deps.retryMs !== undefined ? { retryMs: deps.retryMs } : {}),
    ...(deps.maxAttempts !== undefined ? { maxAttempts: deps.maxAttempts } : {}),
  });
  return startQueueReactor(deps, pushQueueProjection, PUSH_QUEUED_TOPIC, process);
}
