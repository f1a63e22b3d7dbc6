import { pricedLine, totalsOf } from "../../../domain/money/priceLines";
import type { PayoutLine } from "../../../domain/payout/events";
import type { DataOf, ReadModelEvent } from "../shared/domainEvent";
import { AT } from "./requestEventBuilders";

/** Money events with plausible defaults (a AED 275 tow, Visa ••4242); tests override what they assert on. */

type Built<T extends ReadModelEvent["type"]> = Extract<ReadModelEvent, { type: T }>;

export const SUPPLIER = { name: "Roadside Demo LLC", address: "Business Bay, Dubai", trn: "100000000000003" };

/** A quote of one service line of `grossFils` (VAT carved out). */
export function quoteIssued(
  requestId: string,
  o: { customerId?: string; providerId?: string | null; grossFils?: number; issuedAt?: string } = {},
): Built<"QuoteIssued"> {
  const lines = [pricedLine("service", "towing", o.grossFils ?? 27_500)];
  const issuedAt = o.issuedAt ?? AT;
  return {
    type: "QuoteIssued",
    data: {
      requestId,
      customerId: o.customerId ?? "c1",
      serviceType: "towing",
      providerId: o.providerId ?? null,
      scheduledAt: null,
      lines,
      totals: totalsOf(lines),
      issuedAt,
      validUntil: new Date(Date.parse(issuedAt) + 600_000).toISOString(),
    },
  };
}

export function paymentAuthorized(
  requestId: string,
  paymentId: string,
  amountFils: number,
  o: { purpose?: "booking" | "extra"; extraId?: string | null; authorizedAt?: string } = {},
): Built<"PaymentAuthorized"> {
  return {
    type: "PaymentAuthorized",
    data: {
      requestId,
      paymentId,
      provider: "test",
      amountFils,
      purpose: o.purpose ?? "booking",
      extraId: o.extraId ?? null,
      cardBrand: "Visa",
      cardLast4: "4242",
      authorizedAt: o.authorizedAt ?? AT,
    },
  };
}

export const paymentDeclined = (
  requestId: string,
  amountFils: number,
  declinedAt = AT,
): Built<"PaymentDeclined"> => ({
  type: "PaymentDeclined",
  data: {
    requestId,
    provider: "test",
    amountFils,
    reason: "insufficient-funds",
    cardLast4: "9995",
    declinedAt,
  },
});

export const paymentCaptured = (
  requestId: string,
  paymentId: string,
  amountFils: number,
  capturedAt = AT,
): Built<"PaymentCaptured"> => ({
  type: "PaymentCaptured",
  data: { requestId, paymentId, amountFils, capturedAt },
});

export const paymentVoided = (
  requestId: string,
  paymentId: string,
  voidedAt = AT,
): Built<"PaymentVoided"> => ({
  type: "PaymentVoided",
  data: { requestId, paymentId, voidedAt },
});

export const paymentCaptureFailed = (
  requestId: string,
  paymentId: string,
  amountFils: number,
  failedAt = AT,
): Built<"PaymentCaptureFailed"> => ({
  type: "PaymentCaptureFailed",
  data: { requestId, paymentId, amountFils, reason: "authorization expired", failedAt },
});

export const extraProposed = (
  requestId: string,
  extraId: string,
  providerId: string,
  grossFils: number,
  proposedAt = AT,
): Built<"ExtraProposed"> => ({
  type: "ExtraProposed",
  data: {
    requestId,
    extraId,
    providerId,
    line: pricedLine("extra", "towing", grossFils, "20 km more towing"),
    proposedAt,
  },
});

export const extraApproved = (
  requestId: string,
  extraId: string,
  approvedAt = AT,
): Built<"ExtraApproved"> => ({
  type: "ExtraApproved",
  data: { requestId, extraId, approvedAt },
});

export const extraRejected = (
  requestId: string,
  extraId: string,
  rejectedAt = AT,
): Built<"ExtraRejected"> => ({
  type: "ExtraRejected",
  data: { requestId, extraId, rejectedAt },
});

export const cancellationFeeCharged = (
  requestId: string,
  providerId: string,
  grossFils: number,
  chargedAt = AT,
): Built<"CancellationFeeCharged"> => ({
  type: "CancellationFeeCharged",
  data: { requestId, providerId, line: pricedLine("cancellation-fee", "towing", grossFils), chargedAt },
});

export const cashCollected = (
  requestId: string,
  providerId: string,
  amountFils: number,
  collectedAt = AT,
): Built<"CashCollected"> => ({
  type: "CashCollected",
  data: { requestId, providerId, amountFils, collectedAt },
});

export const refundRequested = (
  requestId: string,
  refundId: string,
  amountFils: number,
  requestedAt = AT,
): Built<"RefundRequested"> => ({
  type: "RefundRequested",
  data: { requestId, refundId, amountFils, reason: "Arrived late", requestedBy: "admin-1", requestedAt },
});

export const paymentRefunded = (
  requestId: string,
  refundId: string,
  paymentId: string,
  amountFils: number,
  refundedAt = AT,
): Built<"PaymentRefunded"> => ({
  type: "PaymentRefunded",
  data: { requestId, refundId, paymentId, amountFils, providerRefundId: `re_${refundId}`, refundedAt },
});

/** An invoice of the given gross lines (service first), 15 % commission. */
export function taxInvoiceIssued(
  requestId: string,
  invoiceNumber: string,
  o: {
    providerId?: string;
    customerId?: string;
    paymentMethod?: DataOf<"TaxInvoiceIssued">["paymentMethod"];
    grossFils?: readonly number[];
    supplyDate?: string;
    issuedAt?: string;
  } = {},
): Built<"TaxInvoiceIssued"> {
  const lines = (o.grossFils ?? [27_500]).map((gross, i) =>
    i === 0
      ? pricedLine("service", "towing", gross)
      : pricedLine("extra", "towing", gross, "20 km more towing"),
  );
  const supplyDate = o.supplyDate ?? AT;
  return {
    type: "TaxInvoiceIssued",
    data: {
      requestId,
      invoiceNumber,
      issuedAt: o.issuedAt ?? supplyDate,
      supplyDate,
      supplier: SUPPLIER,
      customerId: o.customerId ?? "c1",
      customerName: "Aisha Customer",
      providerId: o.providerId ?? "p1",
      paymentMethod: o.paymentMethod ?? "card",
      lines,
      totals: totalsOf(lines),
      commissionBasisPoints: 1500,
    },
  };
}

export function creditNoteIssued(
  requestId: string,
  creditNoteNumber: string,
  invoiceNumber: string,
  refundId: string,
  grossFils: number,
  o: { providerId?: string; issuedAt?: string } = {},
): Built<"CreditNoteIssued"> {
  const lines = [pricedLine("refund", "towing", grossFils, "Arrived late")];
  return {
    type: "CreditNoteIssued",
    data: {
      requestId,
      creditNoteNumber,
      invoiceNumber,
      refundId,
      reason: "Arrived late",
      issuedAt: o.issuedAt ?? AT,
      supplier: SUPPLIER,
      customerId: "c1",
      customerName: "Aisha Customer",
      providerId: o.providerId ?? "p1",
      lines,
      totals: totalsOf(lines),
      commissionBasisPoints: 1500,
    },
  };
}

export const payoutAccountSet = (
  providerId: string,
  iban = "AE070331234567890123456",
  setAt = AT,
): Extract<ReadModelEvent, { type: "PayoutAccountSet" }> => ({
  type: "PayoutAccountSet",
  data: { providerId, iban, accountName: "Khalid Recovery", setAt },
});

/** A line paying `payableFils − cashHeldFils` (or nothing when the captain owes). */
export function payoutLine(providerId: string, payableFils: number, cashHeldFils = 0): PayoutLine {
  return {
    providerId,
    captainName: `Captain ${providerId}`,
    iban: "AE070331234567890123456",
    accountName: `Captain ${providerId}`,
    payableFils,
    cashHeldFils,
    transferFils: Math.max(0, payableFils - cashHeldFils),
  };
}

export const payoutRunPrepared = (
  runId: string,
  weekStart: string,
  weekEnd: string,
  lines: PayoutLine[],
  preparedAt = AT,
): Built<"PayoutRunPrepared"> => ({
  type: "PayoutRunPrepared",
  data: { runId, weekStart, weekEnd, lines, preparedBy: "admin-1", preparedAt },
});

export const payoutRunPaid = (
  runId: string,
  paidAt = AT,
  bankReference = "ENBD-2025-0001",
): Built<"PayoutRunPaid"> => ({
  type: "PayoutRunPaid",
  data: { runId, bankReference, paidBy: "admin-1", paidAt },
});
