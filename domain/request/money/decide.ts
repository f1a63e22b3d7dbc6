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
  if (cmd.actor.role !== "customer") throw new DomainError("forbidden", "quote.onlyCustomer");
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
  throw new DomainError("conflict", "quote.alreadyQuoted", { requestId: cmd.requestId });
}

function quoteOf(event: Event<"QuoteIssued">) {
  const { requestId: _r, customerId: _c, ...quote } = event.data;
  return quote;
}

function declined(cmd: Command<"RecordPaymentDeclined">, state: RequestState): RequestEvent[] {
  if (state.status === "none")
    throw new DomainError("not_found", "quote.notFound", { quoteId: cmd.requestId });
  requireCustomerOrSystem(cmd, state);
  if (state.status !== "quoted" || state.money.quote === null)
    throw new DomainError("conflict", "quote.alreadyBooked", { requestId: cmd.requestId });
  const total = state.money.quote.totals.grossFils;
  if (cmd.amountFils !== total)
    throw new DomainError(
      "bad_input",
      "payment.declinedIsForQuoteTotal",
      { field: "amountFils", totalFils: total },
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
  requireAssignedCaptain(cmd, state, "extra.onlyAssignedCaptainProposes");
  const note = cmd.note.trim();
  const existing = state.money.extras.find((x) => x.extraId === cmd.extraId);
  if (existing) {
    if (existing.line.grossFils === cmd.grossFils && existing.line.note === note) return [];
    throw new DomainError("conflict", "extra.proposedWithOtherTerms", { extraId: cmd.extraId }, "extraId");
  }
  requireUnderWay(state, "extra.proposeOnlyUnderWay");
  const serviceType = state.money.quote?.serviceType;
  if (serviceType === undefined) throw new DomainError("conflict", "extra.needsQuote");
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
  if (extra.status === "rejected")
    throw new DomainError("conflict", "extra.rejected", { extraId: extra.extraId });
  requireUnderWay(state, "extra.approveOnlyUnderWay");
  const approved: RequestEvent = {
    type: "ExtraApproved",
    data: { requestId: cmd.requestId, extraId: extra.extraId, approvedAt: cmd.at },
  };
  const { authorization } = cmd;
  if (!isCardPayment(state)) {
    if (authorization !== null)
      throw new DomainError(
        "bad_input",
        "payment.cashHasNoHold",
        { field: "authorization" },
        "authorization",
      );
    return [approved];
  }
  if (authorization === null)
    throw new DomainError("bad_input", "payment.extraNeedsHold", { field: "authorization" }, "authorization");
  if (authorization.amountFils !== extra.line.grossFils)
    throw new DomainError(
      "bad_input",
      "payment.holdNotExtra",
      { field: "authorization", holdFils: authorization.amountFils, extraFils: extra.line.grossFils },
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
    throw new DomainError("conflict", "extra.alreadyApproved", { extraId: extra.extraId });
  return [
    { type: "ExtraRejected", data: { requestId: cmd.requestId, extraId: extra.extraId, rejectedAt: cmd.at } },
  ];
}

function captured(cmd: Command<"RecordPaymentCaptured">, state: RequestState): RequestEvent[] {
  requireSystem(cmd, "payment.onlySystemRecordsCapture");
  const payment = requirePayment(cmd.paymentId, state);
  if (payment.status === "captured") {
    if (payment.capturedFils === cmd.amountFils) return [];
    throw new DomainError("conflict", "payment.alreadyCaptured", {
      paymentId: payment.paymentId,
      capturedFils: payment.capturedFils,
    });
  }
  if (payment.status === "voided")
    throw new DomainError("conflict", "payment.voided", { paymentId: payment.paymentId });
  if (cmd.amountFils > payment.amountFils)
    throw new DomainError(
      "bad_input",
      "payment.captureAboveHold",
      { field: "amountFils", holdFils: payment.amountFils },
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
  requireSystem(cmd, "payment.onlySystemRecordsVoid");
  const payment = requirePayment(cmd.paymentId, state);
  if (payment.status === "voided") return [];
  if (payment.status === "captured")
    throw new DomainError("conflict", "payment.capturedRefundInstead", { paymentId: payment.paymentId });
  return [
    {
      type: "PaymentVoided",
      data: { requestId: cmd.requestId, paymentId: payment.paymentId, voidedAt: cmd.at },
    },
  ];
}

function captureFailed(cmd: Command<"RecordCaptureFailed">, state: RequestState): RequestEvent[] {
  requireSystem(cmd, "payment.onlySystemRecordsFailedCapture");
  const payment = requirePayment(cmd.paymentId, state);
  if (payment.status === "capture-failed") return [];
  if (payment.status !== "authorized")
    throw new DomainError("conflict", "payment.notAuthorized", {
      paymentId: payment.paymentId,
      status: payment.status,
    });
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
  requireAssignedCaptain(cmd, state, "cash.onlyAssignedCaptain");
  if (state.money.paymentMethod !== "cash") throw new DomainError("conflict", "cash.paidByCard");
  if (state.money.cashCollectedFils !== null) return [];
  if (state.status !== "completed")
    throw new DomainError("conflict", "cash.notCompleted", { status: state.status });
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
  if (cmd.actor.role !== "admin") throw new DomainError("forbidden", "refund.onlyAdmin");
  requireBooked(cmd.requestId, state);
  const reason = cmd.reason.trim();
  const existing = state.money.refunds.find((r) => r.refundId === cmd.refundId);
  if (existing) {
    if (existing.amountFils === cmd.amountFils && existing.reason === reason) return [];
    throw new DomainError(
      "conflict",
      "refund.requestedWithOtherTerms",
      { refundId: cmd.refundId },
      "refundId",
    );
  }
  if (!isCardPayment(state)) throw new DomainError("conflict", "refund.onlyCard");
  const refundable = refundableFils(state);
  if (cmd.amountFils > refundable)
    throw new DomainError(
      "bad_input",
      "refund.aboveRefundable",
      { field: "amountFils", refundableFils: refundable },
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
  requireSystem(cmd, "refund.onlySystemRecords");
  const refund = state.money.refunds.find((r) => r.refundId === cmd.refundId);
  if (!refund) throw new DomainError("not_found", "refund.notFound", { refundId: cmd.refundId }, "refundId");
  requirePayment(cmd.paymentId, state);
  const due = refundActionsDue(state).find(
    (a) => a.refundId === refund.refundId && a.paymentId === cmd.paymentId,
  );
  // Nothing left to give back from this payment for this refund: the processor's answer was recorded.
  if (!due) return [];
  if (cmd.amountFils !== due.amountFils)
    throw new DomainError(
      "bad_input",
      "refund.paymentShare",
      { field: "amountFils", refundId: refund.refundId, shareFils: due.amountFils },
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
  requireSystem(cmd, "invoice.onlySystemIssues");
  requireBooked(cmd.requestId, state);
  const { money } = state;
  if (money.invoiceNumber !== null) {
    if (money.invoiceNumber === cmd.invoiceNumber) return [];
    throw new DomainError("conflict", "invoice.alreadyIssued", {
      requestId: cmd.requestId,
      invoiceNumber: String(money.invoiceNumber),
    });
  }
  if (money.quote === null) throw new DomainError("conflict", "invoice.noQuote");
  const completed = state.status === "completed";
  const fee = money.cancellationFee;
  if (!completed && fee === null)
    throw new DomainError("conflict", "invoice.nothingSupplied", { status: state.status });
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
    throw new DomainError("conflict", "invoice.noCaptainOrDate"); // unreachable once supplied
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
  requireSystem(cmd, "creditNote.onlySystemIssues");
  const refund = state.money.refunds.find((r) => r.refundId === cmd.refundId);
  if (!refund) throw new DomainError("not_found", "refund.notFound", { refundId: cmd.refundId }, "refundId");
  if (refund.creditNoteNumber !== null) {
    if (refund.creditNoteNumber === cmd.creditNoteNumber) return [];
    throw new DomainError("conflict", "creditNote.alreadyIssued", {
      refundId: refund.refundId,
      creditNoteNumber: refund.creditNoteNumber,
    });
  }
  if (refund.refundedFils !== refund.amountFils)
    throw new DomainError("conflict", "creditNote.refundNotDone", { refundId: refund.refundId });
  const { invoiceNumber, quote } = state.money;
  if (invoiceNumber === null || quote === null) throw new DomainError("conflict", "creditNote.noInvoice");
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
    throw new DomainError("not_found", "request.notFound", { requestId });
}

function requireSystem(
  cmd: MoneyCommandOf,
  what:
    | "payment.onlySystemRecordsCapture"
    | "payment.onlySystemRecordsVoid"
    | "payment.onlySystemRecordsFailedCapture"
    | "refund.onlySystemRecords"
    | "invoice.onlySystemIssues"
    | "creditNote.onlySystemIssues",
): void {
  if (cmd.actor.role !== "system") throw new DomainError("forbidden", what);
}

function requireCustomerOrSystem(cmd: MoneyCommandOf, state: RequestState): void {
  if (cmd.actor.role === "system") return;
  if (cmd.actor.role === "customer" && cmd.actor.userId === state.customerId) return;
  throw new DomainError("forbidden", "payment.onlyQuoteCustomerRecordsDecline");
}

/** The captain who accepted the job, nobody else. */
function requireAssignedCaptain(
  cmd: MoneyCommandOf,
  state: RequestState,
  what: "extra.onlyAssignedCaptainProposes" | "cash.onlyAssignedCaptain",
): void {
  if (cmd.actor.role !== "provider") throw new DomainError("forbidden", what);
  requireBooked(cmd.requestId, state);
  if (state.assignedProviderId !== cmd.actor.userId) throw new DomainError("forbidden", what);
}

function requireUnderWay(
  state: RequestState,
  what: "extra.proposeOnlyUnderWay" | "extra.approveOnlyUnderWay",
): void {
  if (state.status !== "accepted" && state.status !== "in-progress")
    throw new DomainError("conflict", what, { status: state.status });
}

const CUSTOMER_ONLY = {
  approve: { any: "extra.onlyCustomerApproves", this: "extra.onlyItsCustomerApproves" },
  reject: { any: "extra.onlyCustomerRejects", this: "extra.onlyItsCustomerRejects" },
} as const;

function requireCustomersExtra(
  cmd: Command<"ApproveExtra"> | Command<"RejectExtra">,
  state: RequestState,
  verb: keyof typeof CUSTOMER_ONLY,
): Extra {
  if (cmd.actor.role !== "customer") throw new DomainError("forbidden", CUSTOMER_ONLY[verb].any);
  requireBooked(cmd.requestId, state);
  if (cmd.actor.userId !== state.customerId) throw new DomainError("forbidden", CUSTOMER_ONLY[verb].this);
  const extra = state.money.extras.find((x) => x.extraId === cmd.extraId);
  if (!extra) throw new DomainError("not_found", "extra.notFound", { extraId: cmd.extraId }, "extraId");
  return extra;
}

function requirePayment(paymentId: string, state: RequestState): Payment {
  const payment = state.money.payments.find((p) => p.paymentId === paymentId);
  if (!payment) throw new DomainError("not_found", "payment.notOnRequest", { paymentId }, "paymentId");
  return payment;
}
