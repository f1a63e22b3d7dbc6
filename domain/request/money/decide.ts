import { formatAed } from "../../money/fils";
import { pricedLine, totalsOf } from "../../money/priceLines";
import { DomainError } from "../../shared/domainError";
import type { RequestCommand } from "../commands";
import type { RequestEvent } from "../events";
import type { RequestState } from "../state";
import { finalAmountFils, isCardPayment, refundableFils } from "./amounts";
import { issueQuote } from "./booking";
import { refundActionsDue } from "./due";
import type { Extra, Payment } from "./state";

type Command<T extends RequestCommand["type"]> = Extract<RequestCommand, { type: T }>;
type Event<T extends RequestEvent["type"]> = Extract<RequestEvent, { type: T }>;

/** The money commands of moneyCommands.ts. */
export type MoneyCommandOf = Command<
  | "IssueQuote"
  | "RecordPaymentDeclined"
  | "ProposeExtra"
  | "ApproveExtra"
  | "RejectExtra"
  | "RecordPaymentCaptured"
  | "RecordPaymentVoided"
  | "RecordCaptureFailed"
  | "RecordCashCollected"
  | "RequestRefund"
  | "RecordRefund"
  | "IssueTaxInvoice"
  | "IssueCreditNote"
>;

/**
 * Money commands. A re-sent command that the stream already records returns [] (processes and
 * handlers retry); one that contradicts it is a conflict.
 */
export function decideMoney(cmd: MoneyCommandOf, state: RequestState): RequestEvent[] {
  switch (cmd.type) {
    case "IssueQuote":
      return quote(cmd, state);
    case "RecordPaymentDeclined":
      return declined(cmd, state);
    case "ProposeExtra":
      return proposeExtra(cmd, state);
    case "ApproveExtra":
      return approveExtra(cmd, state);
    case "RejectExtra":
      return rejectExtra(cmd, state);
    case "RecordPaymentCaptured":
      return captured(cmd, state);
    case "RecordPaymentVoided":
      return voided(cmd, state);
    case "RecordCaptureFailed":
      return captureFailed(cmd, state);
    case "RecordCashCollected":
      return cashCollected(cmd, state);
    case "RequestRefund":
      return requestRefund(cmd, state);
    case "RecordRefund":
      return recordRefund(cmd, state);
    case "IssueTaxInvoice":
      return taxInvoice(cmd, state);
    case "IssueCreditNote":
      return creditNote(cmd, state);
  }
}

function quote(cmd: Command<"IssueQuote">, state: RequestState): RequestEvent[] {
  if (cmd.actor.role !== "customer")
    throw new DomainError("forbidden", "only a customer can ask for a quote");
  const issued = issueQuote({
    requestId: cmd.requestId,
    customerId: cmd.actor.userId,
    serviceType: cmd.serviceType,
    providerId: cmd.providerId,
    scheduledAt: cmd.scheduledAt,
    lines: cmd.lines,
    at: cmd.at,
  });
  if (state.status === "none") return [issued];
  // The same quote re-sent (a retried mutation): already on the stream.
  if (state.status === "quoted" && JSON.stringify(state.money.quote) === JSON.stringify(quoteOf(issued)))
    return [];
  throw new DomainError("conflict", `request ${cmd.requestId} already has a quote: a new quote has a new id`);
}

function quoteOf(event: Event<"QuoteIssued">) {
  const { requestId: _r, customerId: _c, ...quote } = event.data;
  return quote;
}

function declined(cmd: Command<"RecordPaymentDeclined">, state: RequestState): RequestEvent[] {
  if (state.status === "none") throw new DomainError("not_found", `quote ${cmd.requestId} does not exist`);
  requireCustomerOrSystem(cmd, state, "record a declined card");
  if (state.status !== "quoted" || state.money.quote === null)
    throw new DomainError("conflict", `request ${cmd.requestId} is already booked`);
  const total = state.money.quote.totals.grossFils;
  if (cmd.amountFils !== total)
    throw new DomainError(
      "bad_input",
      `amountFils: a declined attempt is for the quote total (${formatAed(total)})`,
      "amountFils",
    );
  return [
    {
      type: "PaymentDeclined",
      data: {
        requestId: cmd.requestId,
        provider: cmd.provider,
        amountFils: cmd.amountFils,
        reason: cmd.reason,
        cardLast4: cmd.cardLast4,
        declinedAt: cmd.at,
      },
    },
  ];
}

function proposeExtra(cmd: Command<"ProposeExtra">, state: RequestState): RequestEvent[] {
  requireAssignedCaptain(cmd, state, "propose an extra");
  const note = cmd.note.trim();
  const existing = state.money.extras.find((x) => x.extraId === cmd.extraId);
  if (existing) {
    if (existing.line.grossFils === cmd.grossFils && existing.line.note === note) return [];
    throw new DomainError(
      "conflict",
      `extra ${cmd.extraId} was already proposed with other terms`,
      "extraId",
    );
  }
  requireUnderWay(state, "an extra can be proposed");
  const serviceType = state.money.quote?.serviceType;
  if (serviceType === undefined)
    throw new DomainError("conflict", "this request was booked without a quote: extras need one");
  return [
    {
      type: "ExtraProposed",
      data: {
        requestId: cmd.requestId,
        extraId: cmd.extraId,
        providerId: cmd.actor.userId,
        line: pricedLine("extra", serviceType, cmd.grossFils, note),
        proposedAt: cmd.at,
      },
    },
  ];
}

function approveExtra(cmd: Command<"ApproveExtra">, state: RequestState): RequestEvent[] {
  const extra = requireCustomersExtra(cmd, state, "approve");
  if (extra.status === "approved") return [];
  if (extra.status === "rejected") throw new DomainError("conflict", `extra ${extra.extraId} was rejected`);
  requireUnderWay(state, "an extra can be approved");
  const approved: RequestEvent = {
    type: "ExtraApproved",
    data: { requestId: cmd.requestId, extraId: extra.extraId, approvedAt: cmd.at },
  };
  const { authorization } = cmd;
  if (!isCardPayment(state)) {
    if (authorization !== null)
      throw new DomainError(
        "bad_input",
        "authorization: a cash booking carries no card hold",
        "authorization",
      );
    return [approved];
  }
  if (authorization === null)
    throw new DomainError(
      "bad_input",
      "authorization: a card booking's extra needs the card's hold for it",
      "authorization",
    );
  if (authorization.amountFils !== extra.line.grossFils)
    throw new DomainError(
      "bad_input",
      `authorization: the hold is ${formatAed(authorization.amountFils)} but the extra is ${formatAed(extra.line.grossFils)}`,
      "authorization",
    );
  return [
    approved,
    {
      type: "PaymentAuthorized",
      data: {
        requestId: cmd.requestId,
        paymentId: authorization.paymentId,
        provider: authorization.provider,
        amountFils: authorization.amountFils,
        purpose: "extra",
        extraId: extra.extraId,
        cardBrand: authorization.cardBrand,
        cardLast4: authorization.cardLast4,
        authorizedAt: cmd.at,
      },
    },
  ];
}

function rejectExtra(cmd: Command<"RejectExtra">, state: RequestState): RequestEvent[] {
  const extra = requireCustomersExtra(cmd, state, "reject");
  if (extra.status === "rejected") return [];
  if (extra.status === "approved")
    throw new DomainError("conflict", `extra ${extra.extraId} was already approved`);
  return [
    { type: "ExtraRejected", data: { requestId: cmd.requestId, extraId: extra.extraId, rejectedAt: cmd.at } },
  ];
}

function captured(cmd: Command<"RecordPaymentCaptured">, state: RequestState): RequestEvent[] {
  requireSystem(cmd, "records a capture");
  const payment = requirePayment(cmd.paymentId, state);
  if (payment.status === "captured") {
    if (payment.capturedFils === cmd.amountFils) return [];
    throw new DomainError(
      "conflict",
      `payment ${payment.paymentId} was already captured for ${formatAed(payment.capturedFils)}`,
    );
  }
  if (payment.status === "voided")
    throw new DomainError("conflict", `payment ${payment.paymentId} was voided`);
  if (cmd.amountFils > payment.amountFils)
    throw new DomainError(
      "bad_input",
      `amountFils: at most the hold (${formatAed(payment.amountFils)}) can be captured`,
      "amountFils",
    );
  return [
    {
      type: "PaymentCaptured",
      data: {
        requestId: cmd.requestId,
        paymentId: payment.paymentId,
        amountFils: cmd.amountFils,
        capturedAt: cmd.at,
      },
    },
  ];
}

function voided(cmd: Command<"RecordPaymentVoided">, state: RequestState): RequestEvent[] {
  requireSystem(cmd, "records a void");
  const payment = requirePayment(cmd.paymentId, state);
  if (payment.status === "voided") return [];
  if (payment.status === "captured")
    throw new DomainError("conflict", `payment ${payment.paymentId} was captured: refund it instead`);
  return [
    {
      type: "PaymentVoided",
      data: { requestId: cmd.requestId, paymentId: payment.paymentId, voidedAt: cmd.at },
    },
  ];
}

function captureFailed(cmd: Command<"RecordCaptureFailed">, state: RequestState): RequestEvent[] {
  requireSystem(cmd, "records a failed capture");
  const payment = requirePayment(cmd.paymentId, state);
  if (payment.status === "capture-failed") return [];
  if (payment.status !== "authorized")
    throw new DomainError("conflict", `payment ${payment.paymentId} is ${payment.status}, not authorized`);
  return [
    {
      type: "PaymentCaptureFailed",
      data: {
        requestId: cmd.requestId,
        paymentId: payment.paymentId,
        amountFils: cmd.amountFils,
        reason: cmd.reason,
        failedAt: cmd.at,
      },
    },
  ];
}

function cashCollected(cmd: Command<"RecordCashCollected">, state: RequestState): RequestEvent[] {
  requireAssignedCaptain(cmd, state, "mark cash collected");
  if (state.money.paymentMethod !== "cash")
    throw new DomainError("conflict", "this booking is paid by card: there is no cash to collect");
  if (state.money.cashCollectedFils !== null) return [];
  if (state.status !== "completed")
    throw new DomainError(
      "conflict",
      `cash is collected once the job is completed (request is ${state.status})`,
    );
  const amountFils =
    state.money.quote !== null
      ? finalAmountFils(state)
      : Math.round((state.finalPrice ?? state.estimatedPrice) * 100);
  return [
    {
      type: "CashCollected",
      data: { requestId: cmd.requestId, providerId: cmd.actor.userId, amountFils, collectedAt: cmd.at },
    },
  ];
}

function requestRefund(cmd: Command<"RequestRefund">, state: RequestState): RequestEvent[] {
  if (cmd.actor.role !== "admin") throw new DomainError("forbidden", "only an admin can refund a payment");
  requireBooked(cmd.requestId, state);
  const reason = cmd.reason.trim();
  const existing = state.money.refunds.find((r) => r.refundId === cmd.refundId);
  if (existing) {
    if (existing.amountFils === cmd.amountFils && existing.reason === reason) return [];
    throw new DomainError(
      "conflict",
      `refund ${cmd.refundId} was already requested with other terms`,
      "refundId",
    );
  }
  if (!isCardPayment(state))
    throw new DomainError("conflict", "only card payments are refunded here: cash is given back by hand");
  const refundable = refundableFils(state);
  if (cmd.amountFils > refundable)
    throw new DomainError(
      "bad_input",
      `amountFils: at most ${formatAed(refundable)} can be refunded (captured less earlier refunds)`,
      "amountFils",
    );
  return [
    {
      type: "RefundRequested",
      data: {
        requestId: cmd.requestId,
        refundId: cmd.refundId,
        amountFils: cmd.amountFils,
        reason,
        requestedBy: cmd.actor.userId,
        requestedAt: cmd.at,
      },
    },
  ];
}

function recordRefund(cmd: Command<"RecordRefund">, state: RequestState): RequestEvent[] {
  requireSystem(cmd, "records a refund");
  const refund = state.money.refunds.find((r) => r.refundId === cmd.refundId);
  if (!refund) throw new DomainError("not_found", `refund ${cmd.refundId} does not exist`, "refundId");
  requirePayment(cmd.paymentId, state);
  const due = refundActionsDue(state).find(
    (a) => a.refundId === refund.refundId && a.paymentId === cmd.paymentId,
  );
  // Nothing left to give back from this payment for this refund: the processor's answer was recorded.
  if (!due) return [];
  if (cmd.amountFils !== due.amountFils)
    throw new DomainError(
      "bad_input",
      `amountFils: this payment's share of refund ${refund.refundId} is ${formatAed(due.amountFils)}`,
      "amountFils",
    );
  return [
    {
      type: "PaymentRefunded",
      data: {
        requestId: cmd.requestId,
        refundId: refund.refundId,
        paymentId: cmd.paymentId,
        amountFils: cmd.amountFils,
        providerRefundId: cmd.providerRefundId,
        refundedAt: cmd.at,
      },
    },
  ];
}

function taxInvoice(cmd: Command<"IssueTaxInvoice">, state: RequestState): RequestEvent[] {
  requireSystem(cmd, "issues tax invoices");
  requireBooked(cmd.requestId, state);
  const { money } = state;
  if (money.invoiceNumber !== null) {
    if (money.invoiceNumber === cmd.invoiceNumber) return [];
    throw new DomainError("conflict", `request ${cmd.requestId} already has invoice ${money.invoiceNumber}`);
  }
  if (money.quote === null)
    throw new DomainError("conflict", "this request was booked without a quote: it has no invoice");
  const completed = state.status === "completed";
  const fee = money.cancellationFee;
  if (!completed && fee === null)
    throw new DomainError("conflict", `nothing was supplied yet (request is ${state.status})`);
  const lines = completed
    ? [...money.quote.lines, ...money.extras.filter((x) => x.status === "approved").map((x) => x.line)]
    : [fee!];
  const providerId = state.assignedProviderId;
  if (
    providerId === null ||
    money.supplyDate === null ||
    money.paymentMethod === null ||
    state.customerId === null
  )
    throw new DomainError("conflict", "the request has no captain or supply date to invoice"); // unreachable once supplied
  return [
    {
      type: "TaxInvoiceIssued",
      data: {
        requestId: cmd.requestId,
        invoiceNumber: cmd.invoiceNumber,
        issuedAt: cmd.at,
        supplyDate: money.supplyDate,
        supplier: cmd.supplier,
        customerId: state.customerId,
        customerName: cmd.customerName,
        providerId,
        paymentMethod: money.paymentMethod,
        lines,
        totals: totalsOf(lines),
        commissionBasisPoints: cmd.commissionBasisPoints,
      },
    },
  ];
}

function creditNote(cmd: Command<"IssueCreditNote">, state: RequestState): RequestEvent[] {
  requireSystem(cmd, "issues credit notes");
  const refund = state.money.refunds.find((r) => r.refundId === cmd.refundId);
  if (!refund) throw new DomainError("not_found", `refund ${cmd.refundId} does not exist`, "refundId");
  if (refund.creditNoteNumber !== null) {
    if (refund.creditNoteNumber === cmd.creditNoteNumber) return [];
    throw new DomainError(
      "conflict",
      `refund ${refund.refundId} already has credit note ${refund.creditNoteNumber}`,
    );
  }
  if (refund.refundedFils !== refund.amountFils)
    throw new DomainError("conflict", `refund ${refund.refundId} is not carried out yet`);
  const { invoiceNumber, quote } = state.money;
  if (invoiceNumber === null || quote === null)
    throw new DomainError("conflict", "a credit note refers to an invoice: the invoice is not issued yet");
  const lines = [pricedLine("refund", quote.serviceType, refund.amountFils, refund.reason)];
  return [
    {
      type: "CreditNoteIssued",
      data: {
        requestId: cmd.requestId,
        creditNoteNumber: cmd.creditNoteNumber,
        invoiceNumber,
        refundId: refund.refundId,
        reason: refund.reason,
        issuedAt: cmd.at,
        supplier: cmd.supplier,
        customerId: state.customerId!,
        customerName: cmd.customerName,
        providerId: state.assignedProviderId!,
        lines,
        totals: totalsOf(lines),
        commissionBasisPoints: cmd.commissionBasisPoints,
      },
    },
  ];
}

// ---- rules shared by the money commands ----

function requireBooked(requestId: string, state: RequestState): void {
  if (state.status === "none" || state.status === "quoted")
    throw new DomainError("not_found", `request ${requestId} does not exist`);
}

function requireSystem(cmd: MoneyCommandOf, what: string): void {
  if (cmd.actor.role !== "system")
    throw new DomainError("forbidden", `only the payment process (system) ${what}`);
}

function requireCustomerOrSystem(cmd: MoneyCommandOf, state: RequestState, what: string): void {
  if (cmd.actor.role === "system") return;
  if (cmd.actor.role === "customer" && cmd.actor.userId === state.customerId) return;
  throw new DomainError("forbidden", `only the customer of this quote can ${what}`);
}

/** The captain who accepted the job, nobody else. */
function requireAssignedCaptain(cmd: MoneyCommandOf, state: RequestState, what: string): void {
  if (cmd.actor.role !== "provider")
    throw new DomainError("forbidden", `only the assigned captain can ${what}`);
  requireBooked(cmd.requestId, state);
  if (state.assignedProviderId !== cmd.actor.userId)
    throw new DomainError("forbidden", `only the assigned captain can ${what}`);
}

function requireUnderWay(state: RequestState, what: string): void {
  if (state.status !== "accepted" && state.status !== "in-progress")
    throw new DomainError("conflict", `${what} only while the job is under way (request is ${state.status})`);
}

function requireCustomersExtra(
  cmd: Command<"ApproveExtra"> | Command<"RejectExtra">,
  state: RequestState,
  verb: string,
): Extra {
  if (cmd.actor.role !== "customer")
    throw new DomainError("forbidden", `only the customer can ${verb} an extra`);
  requireBooked(cmd.requestId, state);
  if (cmd.actor.userId !== state.customerId)
    throw new DomainError("forbidden", `only the customer of this request can ${verb} an extra`);
  const extra = state.money.extras.find((x) => x.extraId === cmd.extraId);
  if (!extra) throw new DomainError("not_found", `extra ${cmd.extraId} does not exist`, "extraId");
  return extra;
}

function requirePayment(paymentId: string, state: RequestState): Payment {
  const payment = state.money.payments.find((p) => p.paymentId === paymentId);
  if (!payment)
    throw new DomainError("not_found", `payment ${paymentId} is not on this request`, "paymentId");
  return payment;
}
