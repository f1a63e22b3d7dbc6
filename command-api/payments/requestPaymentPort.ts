import { paymentActionsDue, refundActionsDue } from "../../domain/request/money";
import { SYSTEM } from "../../domain/shared/actor";
import type { CommandContext } from "../commandContext";
import type { CommandDeps } from "../commandDeps";
import {
  recordCaptureFailed,
  recordPaymentCaptured,
  recordPaymentVoided,
  recordRefund,
} from "../commands/moneyCommands";
import { requestStateOf } from "../commands/requestStateOf";
import type { PaymentLedgerPort } from "./paymentProcess";

const asSystem = (requestId: string, causationId: string): CommandContext => ({
  actor: SYSTEM,
  correlationId: `payments-${requestId}`,
  causationId,
});

/**
 * The payment process's request side in production: what is due comes from the decider's state
 * (domain/request/money paymentActionsDue, refundActionsDue), what the processor did goes back as
 * the system's commands, which the decider accepts once (a repeat is a no-op).
 */
export function requestPaymentPort(commands: CommandDeps): PaymentLedgerPort {
  const captured = recordPaymentCaptured(commands);
  const voided = recordPaymentVoided(commands);
  const failed = recordCaptureFailed(commands);
  const refunded = recordRefund(commands);
  return {
    async actionsDue(requestId) {
      const state = await requestStateOf(commands.store, requestId);
      const reasons = new Map(state.money.refunds.map((r) => [r.refundId, r.reason]));
      return {
        payments: paymentActionsDue(state),
        refunds: refundActionsDue(state).map((r) => ({ ...r, reason: reasons.get(r.refundId) ?? "refund" })),
      };
    },
    async captured(requestId, paymentId, amountFils, causationId) {
      await captured({ requestId, paymentId, amountFils }, asSystem(requestId, causationId));
    },
    async voided(requestId, paymentId, causationId) {
      await voided({ requestId, paymentId }, asSystem(requestId, causationId));
    },
    async captureFailed(requestId, paymentId, amountFils, reason, causationId) {
      await failed({ requestId, paymentId, amountFils, reason }, asSystem(requestId, causationId));
    },
    async refunded(requestId, refund, causationId) {
      await refunded({ requestId, ...refund }, asSystem(requestId, causationId));
    },
  };
}
