import { z } from "zod";
import { Fils } from "../money/fils";
import { PriceLine, PriceTotals } from "../money/priceLines";
import { Id, IsoTime, ServiceType } from "../shared/values";

/**
 * Money on a request's stream (DESIGN "Money is events"). Amounts are whole fils; every figure a
 * screen shows about money is explained by these events through the ledger (domain/ledger).
 */

export const PaymentProviderName = z.enum(["test", "stripe"]);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

/** The server's price before the customer confirms; the booking holds them to it for QUOTE_VALID_SECONDS. */
export const QuoteIssued = z.object({
  type: z.literal("QuoteIssued"),
  data: z.object({
    requestId: Id,
    customerId: Id,
    serviceType: ServiceType,
    /** The captain the quote prices (their rank price), or null. */
    providerId: Id.nullable(),
    scheduledAt: IsoTime.nullable(),
    lines: z.array(PriceLine).min(1),
    totals: PriceTotals,
    issuedAt: IsoTime,
    validUntil: IsoTime,
  }),
});

/** A card (or Apple Pay) hold the processor granted: for the booking, or for an approved extra. */
export const PaymentAuthorized = z.object({
  type: z.literal("PaymentAuthorized"),
  data: z.object({
    requestId: Id,
    paymentId: z.string().min(1).max(255),
    provider: PaymentProviderName,
    amountFils: Fils,
    purpose: z.enum(["booking", "extra"]),
    /** purpose extra: which extra it pays for. */
    extraId: Id.nullable(),
    cardBrand: z.string().max(40).nullable(),
    cardLast4: z
      .string()
      .regex(/^\d{4}$/)
      .nullable(),
    authorizedAt: IsoTime,
  }),
});

/** The processor refused the card; the booking was not made and the customer may try another card. */
export const PaymentDeclined = z.object({
  type: z.literal("PaymentDeclined"),
  data: z.object({
    requestId: Id,
    provider: PaymentProviderName,
    amountFils: Fils,
    /** declined, insufficient-funds, expired-card, incorrect-cvc, authentication-failed, processing-error. */
    reason: z.string().min(1).max(60),
    cardLast4: z
      .string()
      .regex(/^\d{4}$/)
      .nullable(),
    declinedAt: IsoTime,
  }),
});

/** The captain asks for more on the job (extra kilometres of towing, a part): nothing applies until approved. */
export const ExtraProposed = z.object({
  type: z.literal("ExtraProposed"),
  data: z.object({
    requestId: Id,
    extraId: Id,
    providerId: Id,
    line: PriceLine,
    proposedAt: IsoTime,
  }),
});

export const ExtraApproved = z.object({
  type: z.literal("ExtraApproved"),
  data: z.object({ requestId: Id, extraId: Id, approvedAt: IsoTime }),
});

export const ExtraRejected = z.object({
  type: z.literal("ExtraRejected"),
  data: z.object({ requestId: Id, extraId: Id, rejectedAt: IsoTime }),
});

/** Cancelled after a captain accepted: the fee the customer confirmed is taken from the hold. */
export const CancellationFeeCharged = z.object({
  type: z.literal("CancellationFeeCharged"),
  data: z.object({ requestId: Id, providerId: Id, line: PriceLine, chargedAt: IsoTime }),
});

/** The processor moved held money: at completion (quote + approved extras) or a cancellation fee. */
export const PaymentCaptured = z.object({
  type: z.literal("PaymentCaptured"),
  data: z.object({
    requestId: Id,
    paymentId: z.string().min(1).max(255),
    amountFils: Fils,
    capturedAt: IsoTime,
  }),
});

/** A hold released without moving money (cancelled before acceptance, or the part of a hold not captured). */
export const PaymentVoided = z.object({
  type: z.literal("PaymentVoided"),
  data: z.object({ requestId: Id, paymentId: z.string().min(1).max(255), voidedAt: IsoTime }),
});

/** A capture the processor refused (an expired hold): the customer still owes it; support follows up. */
export const PaymentCaptureFailed = z.object({
  type: z.literal("PaymentCaptureFailed"),
  data: z.object({
    requestId: Id,
    paymentId: z.string().min(1).max(255),
    amountFils: Fils,
    reason: z.string().min(1).max(200),
    failedAt: IsoTime,
  }),
});

/** A cash job: the captain took the final amount in cash. */
export const CashCollected = z.object({
  type: z.literal("CashCollected"),
  data: z.object({ requestId: Id, providerId: Id, amountFils: Fils, collectedAt: IsoTime }),
});

/** An admin gives money back (full or partial, with a reason); the payment process carries it out. */
export const RefundRequested = z.object({
  type: z.literal("RefundRequested"),
  data: z.object({
    requestId: Id,
    refundId: Id,
    amountFils: Fils,
    reason: z.string().trim().min(1).max(200),
    requestedBy: Id,
    requestedAt: IsoTime,
  }),
});

export const PaymentRefunded = z.object({
  type: z.literal("PaymentRefunded"),
  data: z.object({
    requestId: Id,
    refundId: Id,
    paymentId: z.string().min(1).max(255),
    amountFils: Fils,
    /** The processor's own id of the refund. */
    providerRefundId: z.string().min(1).max(255),
    refundedAt: IsoTime,
  }),
});

/** The supplier as the document names it, fixed at issue (later configuration changes do not rewrite it). */
export const Supplier = z.object({
  name: z.string().min(1).max(200),
  address: z.string().min(1).max(400),
  trn: z.string().regex(/^\d{15}$/),
});
export type Supplier = z.infer<typeof Supplier>;

/**
 * The UAE tax invoice for a completed job or a cancellation fee (FTA VATP006): its number comes
 * from the gap-free sequence (domain/invoicing). The commission fields are the platform's side of
 * the same supply, for the ledger; they are not printed on the customer's document.
 */
export const TaxInvoiceIssued = z.object({
  type: z.literal("TaxInvoiceIssued"),
  data: z.object({
    requestId: Id,
    invoiceNumber: z.string().min(1).max(40),
    issuedAt: IsoTime,
    supplyDate: IsoTime,
    supplier: Supplier,
    customerId: Id,
    customerName: z.string().min(1).max(200),
    providerId: Id,
    paymentMethod: z.enum(["card", "cash", "apple-pay"]),
    lines: z.array(PriceLine).min(1),
    totals: PriceTotals,
    commissionBasisPoints: z.number().int().min(0).max(10_000),
  }),
});

/** A refund's credit note (VAT Executive Regulation Art. 60): refers to the invoice it corrects. */
export const CreditNoteIssued = z.object({
  type: z.literal("CreditNoteIssued"),
  data: z.object({
    requestId: Id,
    creditNoteNumber: z.string().min(1).max(40),
    invoiceNumber: z.string().min(1).max(40),
    refundId: Id,
    reason: z.string().min(1).max(200),
    issuedAt: IsoTime,
    supplier: Supplier,
    customerId: Id,
    customerName: z.string().min(1).max(200),
    providerId: Id,
    /** Positive amounts: what is credited back. */
    lines: z.array(PriceLine).min(1),
    totals: PriceTotals,
    commissionBasisPoints: z.number().int().min(0).max(10_000),
  }),
});

export const MoneyEvent = [
  QuoteIssued,
  PaymentAuthorized,
  PaymentDeclined,
  ExtraProposed,
  ExtraApproved,
  ExtraRejected,
  CancellationFeeCharged,
  PaymentCaptured,
  PaymentVoided,
  PaymentCaptureFailed,
  CashCollected,
  RefundRequested,
  PaymentRefunded,
  TaxInvoiceIssued,
  CreditNoteIssued,
] as const;
