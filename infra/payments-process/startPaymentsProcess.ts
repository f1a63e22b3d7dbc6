import type { CommandDeps } from "../../command-api/commandDeps";
import { PaymentProcess } from "../../command-api/payments/paymentProcess";
import { requestPaymentPort } from "../../command-api/payments/requestPaymentPort";
import { WorkLog } from "../../command-api/payments/workLog";
import type { EventStore } from "../../domain/ports/eventStore";
import type { PaymentGateway } from "../../domain/ports/paymentGateway";
import type { Sql } from "../../domain/ports/sql";
import {
  PAYMENT_QUEUED_TOPIC,
  paymentQueueProjection,
} from "../../projections/payment-queue/paymentQueueProjection";
import type { NewEventsSignal } from "../../projections/runner/newEventsSignal";
import type { ProjectionLock } from "../../projections/runner/projectionLock";
import { type RunningQueueReactor, startQueueReactor } from "../reactors/startQueueReactor";

export interface PaymentsProcessDeps {
  store: EventStore;
  sql: Sql;
  lock: ProjectionLock;
  gateway: PaymentGateway;
  commands: CommandDeps;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
  /** The node's append feed, shared as dispatch shares it (see DispatchDeps.appendFeed). */
  appendFeed?: NewEventsSignal;
  retryMs?: number;
}

export type RunningPaymentsProcess = RunningQueueReactor<PaymentProcess>;

/**
 * The payment process on the worker, shaped like the mail and push reactors: the payment queue
 * projection on its own runner (its checkpoint and single-instance lock) and the process that
 * captures, voids and refunds at the processor, active only while this instance holds the lock.
 */
export async function startPaymentsProcess(deps: PaymentsProcessDeps): Promise<RunningPaymentsProcess> {
  const workLog = new WorkLog(deps.sql, "payment", deps.commands.clock);
  await workLog.ensureTables();
  const process = new PaymentProcess({
    sql: deps.sql,
    gateway: deps.gateway,
    requests: requestPaymentPort(deps.commands),
    workLog,
    clock: deps.commands.clock,
    log: deps.log,
    ...(deps.retryMs !== undefined ? { retryMs: deps.retryMs } : {}),
  });
  return startQueueReactor(deps, paymentQueueProjection, PAYMENT_QUEUED_TOPIC, process);
}
