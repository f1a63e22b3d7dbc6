import { filsToAed, formatAed } from "../../../domain/money/fils";
import {
  type PaymentGateway,
  PaymentGatewayError,
  type ProcessorPayment,
} from "../../../domain/ports/paymentGateway";
import type { ReconciliationDifference, ReconciliationReport } from "./moneyTypes";

/** A payment the read model says was captured in the period, with the ledger's figures for its request. */
export interface CapturedPayment {
  requestId: string;
  paymentId: string;
}
export interface LedgerFigures {
  capturedFils: number;
  refundedFils: number;
}

/**
 * Captured payments against the ledger (issue 20's reconciliation view). The processor is asked
 * for each payment; the ledger is compared per request (its journal lines name requests, not
 * payments), against the processor's sums over that request's payments. Every disagreement is
 * listed with what is wrong in words; a ledger capture with no processor payment behind it too.
 */
export async function reconcile(
  period: { from: string; to: string },
  payments: readonly CapturedPayment[],
  ledger: ReadonlyMap<string, LedgerFigures>,
  retrieve: PaymentGateway["retrieve"],
): Promise<ReconciliationReport> {
  const byRequest = new Map<string, { payment: CapturedPayment; processor: ProcessorPayment | null }[]>();
  for (const payment of payments) {
    const processor = await retrieve(payment.paymentId).catch((error: unknown) => {
      // An unreachable processor is no finding: the report would list every payment as missing.
      if (!(error instanceof PaymentGatewayError) || error.retryable) throw error;
      return null;
    });
    const list = byRequest.get(payment.requestId) ?? [];
    list.push({ payment, processor });
    byRequest.set(payment.requestId, list);
  }
  const differences: ReconciliationDifference[] = [];
  let matched = 0;
  for (const [requestId, entries] of byRequest) {
    const booked = ledger.get(requestId) ?? { capturedFils: 0, refundedFils: 0 };
    const processorCaptured = entries.reduce((s, e) => s + (e.processor?.capturedFils ?? 0), 0);
    const processorRefunded = entries.reduce((s, e) => s + (e.processor?.refundedFils ?? 0), 0);
    const missing = entries.filter((e) => e.processor === null);
    const problems: string[] = [];
    for (const entry of missing)
      problems.push(
        `the processor has no payment ${entry.payment.paymentId}, but the ledger records a capture`,
      );
    if (processorCaptured !== booked.capturedFils)
      problems.push(
        `captured: the processor says ${formatAed(processorCaptured)}, the ledger ${formatAed(booked.capturedFils)}`,
      );
    if (processorRefunded !== booked.refundedFils)
      problems.push(
        `refunded: the processor says ${formatAed(processorRefunded)}, the ledger ${formatAed(booked.refundedFils)}`,
      );
    if (problems.length === 0) {
      matched += entries.length;
      continue;
    }
    differences.push({
      requestId,
      paymentId: entries.map((e) => e.payment.paymentId).join(", "),
      processorCapturedAed: filsToAed(processorCaptured),
      ledgerCapturedAed: filsToAed(booked.capturedFils),
      processorRefundedAed: filsToAed(processorRefunded),
      ledgerRefundedAed: filsToAed(booked.refundedFils),
      problem: problems.join("; "),
    });
  }
  return { ...period, paymentsChecked: payments.length, matched, differences };
}
