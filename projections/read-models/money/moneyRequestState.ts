import type { PriceLine, PriceTotals } from "../../../domain/money/priceLines";
import type { RecordedReadModelEvent } from "../shared/domainEvent";

/*
 * What a request's money looks like to the people on it (the contract's RequestMoney), folded from
 * the request stream: its money events plus ServiceRequested (payment method, customer, provider)
 * and the job's progress (accepted, completed, cancelled). The row exists from the quote on:
 * requests booked before money had no quote and have no row.
 */

export type MoneyPaymentMethod = "card" | "cash" | "apple-pay";
export type MoneyRequestStatus = "quoted" | "pending" | "accepted" | "completed" | "cancelled";

export interface MoneyQuote {
  serviceType: string;
  providerId: string | null;
  scheduledAt: string | null;
  lines: PriceLine[];
  totals: PriceTotals;
  issuedAt: string;
  validUntil: string;
}

export interface MoneyPayment {
  paymentId: string;
  provider: "test" | "stripe";
  purpose: "booking" | "extra";
  extraId: string | null;
  amountFils: number;
  status: "authorized" | "captured" | "voided" | "capture-failed";
  capturedFils: number;
  refundedFils: number;
  cardBrand: string | null;
  cardLast4: string | null;
  authorizedAt: string;
  /** The last capture's time: reconciliation picks payments by the UAE day of it. */
  capturedAt: string | null;
}

export interface MoneyExtra {
  extraId: string;
  providerId: string;
  line: PriceLine;
  status: "proposed" | "approved" | "rejected";
  proposedAt: string;
}

export interface MoneyRefund {
  refundId: string;
  amountFils: number;
  reason: string;
  requestedAt: string;
  /** What the processor has given back so far (equal to amountFils once done). */
  refundedFils: number;
  creditNoteNumber: string | null;
}

export interface MoneyRequestState {
  requestId: string;
  customerId: string;
  /** The captain on the job (the quoted one until someone accepts). */
  providerId: string | null;
  serviceType: string;
  paymentMethod: MoneyPaymentMethod | null;
  requestStatus: MoneyRequestStatus;
  captainAccepted: boolean;
  quote: MoneyQuote;
  declinedAttempts: number;
  payments: MoneyPayment[];
  extras: MoneyExtra[];
  refunds: MoneyRefund[];
  cancellationFee: PriceLine | null;
  cashCollectedFils: number | null;
  invoiceNumber: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  updatedAt: string;
}

/** The state after one event; null stays null until the quote (nothing to show before it). */
export function evolveMoneyRequest(
  state: MoneyRequestState | null,
  event: RecordedReadModelEvent,
): MoneyRequestState | null {
  if (event.type === "QuoteIssued") {
    const {
      requestId,
      customerId,
      lines,
      totals,
      issuedAt,
      validUntil,
      serviceType,
      providerId,
      scheduledAt,
    } = event.data;
    const quote: MoneyQuote = { serviceType, providerId, scheduledAt, lines, totals, issuedAt, validUntil };
    if (state) return { ...state, quote, updatedAt: issuedAt };
    return {
      requestId,
      customerId,
      providerId,
      serviceType,
      paymentMethod: null,
      requestStatus: "quoted",
      captainAccepted: false,
      quote,
      declinedAttempts: 0,
      payments: [],
      extras: [],
      refunds: [],
      cancellationFee: null,
      cashCollectedFils: null,
      invoiceNumber: null,
      completedAt: null,
      cancelledAt: null,
      updatedAt: issuedAt,
    };
  }
  if (state === null) return null;
  const at = event.metadata.occurredAt;
  const next = (change: Partial<MoneyRequestState>): MoneyRequestState => ({
    ...state,
    ...change,
    updatedAt: at,
  });
  const payment = (paymentId: string, change: (p: MoneyPayment) => MoneyPayment) =>
    state.payments.map((p) => (p.paymentId === paymentId ? change(p) : p));
  switch (event.type) {
    case "ServiceRequested":
      return next({
        customerId: event.data.customerId,
        providerId: event.data.providerId ?? state.providerId,
        paymentMethod: event.data.paymentMethod,
        serviceType: event.data.serviceType,
        requestStatus: "pending",
      });
    case "JobAccepted":
      return next({ providerId: event.data.providerId, requestStatus: "accepted", captainAccepted: true });
    case "JobReassigned":
      // The captain was released: the job waits for another one.
      return next({ providerId: null, requestStatus: "pending", captainAccepted: false });
    case "JobCompleted":
      return next({ requestStatus: "completed", completedAt: event.data.completedAt });
    case "RequestCancelled":
      return next({ requestStatus: "cancelled", cancelledAt: event.data.cancelledAt });
    case "PaymentDeclined":
      return next({ declinedAttempts: state.declinedAttempts + 1 });
    case "PaymentAuthorized": {
      const d = event.data;
      if (state.payments.some((p) => p.paymentId === d.paymentId)) return state;
      const added: MoneyPayment = {
        paymentId: d.paymentId,
        provider: d.provider,
        purpose: d.purpose,
        extraId: d.extraId,
        amountFils: d.amountFils,
        status: "authorized",
        capturedFils: 0,
        refundedFils: 0,
        cardBrand: d.cardBrand,
        cardLast4: d.cardLast4,
        authorizedAt: d.authorizedAt,
        capturedAt: null,
      };
      return next({ payments: [...state.payments, added] });
    }
    case "PaymentCaptured":
      return next({
        payments: payment(event.data.paymentId, (p) => ({
          ...p,
          status: "captured",
          capturedFils: p.capturedFils + event.data.amountFils,
          capturedAt: event.data.capturedAt,
        })),
      });
    case "PaymentVoided":
      // A hold partly captured (a cancellation fee) keeps "captured": the void released the rest.
      return next({
        payments: payment(event.data.paymentId, (p) => (p.capturedFils > 0 ? p : { ...p, status: "voided" })),
      });
    case "PaymentCaptureFailed":
      return next({ payments: payment(event.data.paymentId, (p) => ({ ...p, status: "capture-failed" })) });
    case "PaymentRefunded": {
      const { paymentId, refundId, amountFils } = event.data;
      return next({
        payments: payment(paymentId, (p) => ({ ...p, refundedFils: p.refundedFils + amountFils })),
        refunds: state.refunds.map((r) =>
          r.refundId === refundId ? { ...r, refundedFils: r.refundedFils + amountFils } : r,
        ),
      });
    }
    case "ExtraProposed": {
      const { extraId, providerId, line, proposedAt } = event.data;
      if (state.extras.some((e) => e.extraId === extraId)) return state;
      return next({
        extras: [...state.extras, { extraId, providerId, line, status: "proposed", proposedAt }],
      });
    }
    case "ExtraApproved":
    case "ExtraRejected": {
      const status = event.type === "ExtraApproved" ? "approved" : "rejected";
      return next({
        extras: state.extras.map((e) => (e.extraId === event.data.extraId ? { ...e, status } : e)),
      });
    }
    case "CancellationFeeCharged":
      return next({ cancellationFee: event.data.line });
    case "CashCollected":
      return next({ cashCollectedFils: event.data.amountFils });
    case "RefundRequested": {
      const { refundId, amountFils, reason, requestedAt } = event.data;
      if (state.refunds.some((r) => r.refundId === refundId)) return state;
      const added: MoneyRefund = {
        refundId,
        amountFils,
        reason,
        requestedAt,
        refundedFils: 0,
        creditNoteNumber: null,
      };
      return next({ refunds: [...state.refunds, added] });
    }
    case "TaxInvoiceIssued":
      return next({ invoiceNumber: event.data.invoiceNumber });
    case "CreditNoteIssued":
      return next({
        refunds: state.refunds.map((r) =>
          r.refundId === event.data.refundId ? { ...r, creditNoteNumber: event.data.creditNoteNumber } : r,
        ),
      });
    default:
      return state;
  }
}

export const MONEY_REQUEST_EVENT_TYPES = [
  "QuoteIssued",
  "ServiceRequested",
  "JobAccepted",
  "JobReassigned",
  "JobCompleted",
  "RequestCancelled",
  "PaymentDeclined",
  "PaymentAuthorized",
  "PaymentCaptured",
  "PaymentVoided",
  "PaymentCaptureFailed",
  "PaymentRefunded",
  "ExtraProposed",
  "ExtraApproved",
  "ExtraRejected",
  "CancellationFeeCharged",
  "CashCollected",
  "RefundRequested",
  "TaxInvoiceIssued",
  "CreditNoteIssued",
] as const;
