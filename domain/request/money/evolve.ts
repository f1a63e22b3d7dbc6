import type { RequestEvent } from "../events";
import type { RequestState } from "../state";
import type { MoneyState, Payment } from "./state";

/** The request events that are about money (moneyEvents.ts). */
export type MoneyEventOf = Extract<
  RequestEvent,
  {
    type:
      | "QuoteIssued"
      | "PaymentAuthorized"
      | "PaymentDeclined"
      | "ExtraProposed"
      | "ExtraApproved"
      | "ExtraRejected"
      | "CancellationFeeCharged"
      | "PaymentCaptured"
      | "PaymentVoided"
      | "PaymentCaptureFailed"
      | "CashCollected"
      | "RefundRequested"
      | "PaymentRefunded"
      | "TaxInvoiceIssued"
      | "CreditNoteIssued";
  }
>;

/** Folds one money event. Never throws: events are facts, already decided. */
export function evolveMoney(state: RequestState, event: MoneyEventOf): RequestState {
  const money = state.money;
  const withMoney = (change: Partial<MoneyState>): RequestState => ({
    ...state,
    money: { ...money, ...change },
  });
  switch (event.type) {
    case "QuoteIssued": {
      const { requestId, customerId, serviceType, providerId, scheduledAt, lines, totals } = event.data;
      return {
        ...state,
        // A quote is not a booking: the request stays out of every booking rule until ServiceRequested.
        status: state.status === "none" ? "quoted" : state.status,
        requestId,
        customerId,
        money: {
          ...money,
          quote: {
            serviceType,
            providerId,
            scheduledAt,
            lines,
            totals,
            issuedAt: event.data.issuedAt,
            validUntil: event.data.validUntil,
          },
        },
      };
    }
    case "PaymentAuthorized": {
      const d = event.data;
      const payment: Payment = {
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
      };
      return withMoney({ payments: [...money.payments, payment] });
    }
    case "PaymentDeclined":
      return withMoney({ declinedAttempts: money.declinedAttempts + 1 });
    case "ExtraProposed": {
      const { extraId, providerId, line, proposedAt } = event.data;
      return withMoney({
        extras: [...money.extras, { extraId, providerId, line, status: "proposed", proposedAt }],
      });
    }
    case "ExtraApproved":
      return withMoney({
        extras: money.extras.map((x) =>
          x.extraId === event.data.extraId ? { ...x, status: "approved" } : x,
        ),
      });
    case "ExtraRejected":
      return withMoney({
        extras: money.extras.map((x) =>
          x.extraId === event.data.extraId ? { ...x, status: "rejected" } : x,
        ),
      });
    case "CancellationFeeCharged":
      return withMoney({ cancellationFee: event.data.line, supplyDate: event.data.chargedAt });
    case "PaymentCaptured":
      return withMoney({
        payments: withPayment(money.payments, event.data.paymentId, (p) => ({
          ...p,
          status: "captured",
          capturedFils: p.capturedFils + event.data.amountFils,
        })),
      });
    case "PaymentVoided":
      return withMoney({
        payments: withPayment(money.payments, event.data.paymentId, (p) => ({ ...p, status: "voided" })),
      });
    case "PaymentCaptureFailed":
      return withMoney({
        payments: withPayment(money.payments, event.data.paymentId, (p) => ({
          ...p,
          status: "capture-failed",
        })),
      });
    case "CashCollected":
      return withMoney({ cashCollectedFils: event.data.amountFils });
    case "RefundRequested": {
      const { refundId, amountFils, reason, requestedAt } = event.data;
      return withMoney({
        refunds: [
          ...money.refunds,
          { refundId, amountFils, reason, requestedAt, refundedFils: 0, creditNoteNumber: null },
        ],
      });
    }
    case "PaymentRefunded": {
      const { refundId, paymentId, amountFils } = event.data;
      return withMoney({
        payments: withPayment(money.payments, paymentId, (p) => ({
          ...p,
          refundedFils: p.refundedFils + amountFils,
        })),
        refunds: money.refunds.map((r) =>
          r.refundId === refundId ? { ...r, refundedFils: r.refundedFils + amountFils } : r,
        ),
      });
    }
    case "TaxInvoiceIssued":
      return withMoney({ invoiceNumber: event.data.invoiceNumber });
    case "CreditNoteIssued":
      return withMoney({
        refunds: money.refunds.map((r) =>
          r.refundId === event.data.refundId ? { ...r, creditNoteNumber: event.data.creditNoteNumber } : r,
        ),
      });
  }
}

function withPayment(payments: Payment[], paymentId: string, change: (p: Payment) => Payment): Payment[] {
  return payments.map((p) => (p.paymentId === paymentId ? change(p) : p));
}
