import type { Clock } from "../../domain/ports/clock";
import { type PaymentGateway, PaymentGatewayError } from "../../domain/ports/paymentGateway";
import type { Sql } from "../../domain/ports/sql";
import {
  type PendingPaymentWork,
  pendingPaymentWork,
} from "../../projections/payment-queue/paymentQueueProjection";
import { type DrainerLog, QueueDrainer } from "./queueDrainer";
import type { WorkLog } from "./workLog";

/** What the request's state says the processor still has to do (domain/request/money paymentActionsDue). */
export interface PaymentAction {
  paymentId: string;
  action: "capture" | "void";
  amountFils: number;
}
/** A requested refund's share of one captured payment (refundActionsDue). */
export interface RefundAction {
  refundId: string;
  paymentId: string;
  amountFils: number;
  reason: string;
}
export interface MoneyActions {
  payments: readonly PaymentAction[];
  refunds: readonly RefundAction[];
}

/**
 * The request side of the process: what is due (folded from the request's stream) and the system
 * commands that record what the processor did. `causationId` is the queued event's id.
 */
export interface PaymentLedgerPort {
  actionsDue(requestId: string): Promise<MoneyActions>;
  captured(requestId: string, paymentId: string, amountFils: number, causationId: string): Promise<void>;
  voided(requestId: string, paymentId: string, causationId: string): Promise<void>;
  captureFailed(
    requestId: string,
    paymentId: string,
    amountFils: number,
    reason: string,
    causationId: string,
  ): Promise<void>;
  refunded(
    requestId: string,
    refund: { refundId: string; paymentId: string; amountFils: number; providerRefundId: string },
    causationId: string,
  ): Promise<void>;
}

export interface PaymentProcessDeps {
  sql: Sql;
  gateway: PaymentGateway;
  requests: PaymentLedgerPort;
  workLog: WorkLog;
  clock: Clock;
  log: DrainerLog;
  /** The first retry after a retryable processor error waits this long, doubling (default 5 s). */
  retryMs?: number;
}

/** The idempotency keys the processor sees (money contract §5): the same action, the same key, always. */
export const captureKey = (paymentId: string) => `capture:${paymentId}`;
export const voidKey = (paymentId: string) => `void:${paymentId}`;
export const refundKey = (refundId: string, paymentId: string) => `refund:${refundId}:${paymentId}`;

/** What settling one request's money needs: the processor, the request side, a log. */
export type SettlePaymentsDeps = Pick<PaymentProcessDeps, "gateway" | "requests" | "log">;

/**
 * Does what the request's state says is due at the processor (captures, voids, refunds) and records
 * each answer with a system command caused by `causationId`; then nothing of it is due any more. A
 * retryable processor error is thrown (the caller retries with the same keys); a refused capture is
 * recorded as a fact. The queue drainer below calls it per queued event; the seeded history calls it
 * right after a completion or cancellation on its simulated clock.
 */
export async function settleRequestPayments(
  deps: SettlePaymentsDeps,
  requestId: string,
  causationId: string,
): Promise<void> {
  const due = await deps.requests.actionsDue(requestId);
  for (const action of due.payments) await settle(deps, requestId, action, causationId);
  for (const refund of due.refunds) await payBack(deps, requestId, refund, causationId);
}

async function settle(
  deps: SettlePaymentsDeps,
  requestId: string,
  action: PaymentAction,
  causationId: string,
): Promise<void> {
  if (action.action === "void") {
    await deps.gateway.void({ paymentId: action.paymentId, idempotencyKey: voidKey(action.paymentId) });
    await deps.requests.voided(requestId, action.paymentId, causationId);
    deps.log.info({ requestId, paymentId: action.paymentId }, "payments: hold voided");
    return;
  }
  try {
    const { capturedFils } = await deps.gateway.capture({
      paymentId: action.paymentId,
      amountFils: action.amountFils,
      idempotencyKey: captureKey(action.paymentId),
    });
    await deps.requests.captured(requestId, action.paymentId, capturedFils, causationId);
    deps.log.info({ requestId, paymentId: action.paymentId, capturedFils }, "payments: captured");
  } catch (error) {
    // Retryable errors go back to the caller; a refusal (an expired hold) is a fact to record.
    if (!(error instanceof PaymentGatewayError) || error.retryable) throw error;
    await deps.requests.captureFailed(
      requestId,
      action.paymentId,
      action.amountFils,
      error.message.slice(0, 200) || "the processor refused the capture",
      causationId,
    );
    deps.log.warn(
      { requestId, paymentId: action.paymentId, reason: error.message },
      "payments: capture refused",
    );
  }
}

async function payBack(
  deps: SettlePaymentsDeps,
  requestId: string,
  refund: RefundAction,
  causationId: string,
): Promise<void> {
  const { providerRefundId } = await deps.gateway.refund({
    paymentId: refund.paymentId,
    amountFils: refund.amountFils,
    idempotencyKey: refundKey(refund.refundId, refund.paymentId),
    reason: refund.reason,
  });
  await deps.requests.refunded(
    requestId,
    {
      refundId: refund.refundId,
      paymentId: refund.paymentId,
      amountFils: refund.amountFils,
      providerRefundId,
    },
    causationId,
  );
  deps.log.info({ requestId, ...refund, providerRefundId }, "payments: refunded");
}

/**
 * Moves held money at the processor after the request's events say so (money contract §5): a
 * completed card job's holds are captured in full, a cancellation before acceptance voids them, a
 * cancellation fee is captured from the booking's hold (the rest released) with the extras voided,
 * and a requested refund is paid back from the captured payments. Each queued event only names the
 * request; the due actions are read from the request's state, and each is recorded by a system
 * command once the processor answered, after which it is no longer due. So a redelivered event does
 * nothing further, and a restart between the processor's answer and the record repeats the call
 * with the same idempotency key, which the processor answers as the first time without moving money.
 */
export class PaymentProcess extends QueueDrainer<PendingPaymentWork> {
  constructor(private readonly deps: PaymentProcessDeps) {
    super("payments", deps.workLog, deps.clock, deps.log, deps.retryMs ?? 5_000);
  }

  protected pending(now: Date, limit: number): Promise<PendingPaymentWork[]> {
    return pendingPaymentWork(this.deps.sql, now, limit);
  }

  protected async work(work: PendingPaymentWork): Promise<string> {
    await settleRequestPayments(this.deps, work.requestId, work.eventId);
    return "done";
  }
}
