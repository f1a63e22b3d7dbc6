import { z } from "zod";
import { Fils } from "../money/fils";
import { PriceLine } from "../money/priceLines";
import { Actor } from "../shared/actor";
import { Id, IsoTime, ServiceType } from "../shared/values";
import { PaymentProviderName, Supplier } from "./moneyEvents";

const envelope = { actor: Actor, at: IsoTime, requestId: Id };

/** A hold the processor granted, as the handler that asked for it reports it to the decider. */
export const GrantedAuthorization = z.object({
  paymentId: z.string().min(1).max(255),
  provider: PaymentProviderName,
  amountFils: Fils,
  cardBrand: z.string().max(40).nullable(),
  cardLast4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
});
export type GrantedAuthorization = z.infer<typeof GrantedAuthorization>;

/** The server prices a booking before the customer confirms (command-api/pricing computes the lines). */
export const IssueQuote = z.object({
  type: z.literal("IssueQuote"),
  ...envelope,
  serviceType: ServiceType,
  providerId: Id.nullable(),
  scheduledAt: IsoTime.nullable(),
  lines: z.array(PriceLine).min(1),
});

/** The processor refused the customer's card for this quote; recorded so support sees the attempt. */
export const RecordPaymentDeclined = z.object({
  type: z.literal("RecordPaymentDeclined"),
  ...envelope,
  provider: PaymentProviderName,
  amountFils: Fils,
  reason: z.string().min(1).max(60),
  cardLast4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
});

/** The assigned captain asks for more (gross AED incl. VAT, in fils) with a note the customer reads. */
export const ProposeExtra = z.object({
  type: z.literal("ProposeExtra"),
  ...envelope,
  extraId: Id,
  grossFils: Fils.min(100, "must be at least AED 1.00"),
  note: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
});

/** The customer accepts an extra; a card booking brings the processor's hold for it. */
export const ApproveExtra = z.object({
  type: z.literal("ApproveExtra"),
  ...envelope,
  extraId: Id,
  authorization: GrantedAuthorization.nullable(),
});
export const RejectExtra = z.object({ type: z.literal("RejectExtra"), ...envelope, extraId: Id });

export const RecordPaymentCaptured = z.object({
  type: z.literal("RecordPaymentCaptured"),
  ...envelope,
  paymentId: z.string().min(1).max(255),
  amountFils: Fils,
});
export const RecordPaymentVoided = z.object({
  type: z.literal("RecordPaymentVoided"),
  ...envelope,
  paymentId: z.string().min(1).max(255),
});
export const RecordCaptureFailed = z.object({
  type: z.literal("RecordCaptureFailed"),
  ...envelope,
  paymentId: z.string().min(1).max(255),
  amountFils: Fils,
  reason: z.string().min(1).max(200),
});

/** The captain of a cash job confirms they took the final amount. */
export const RecordCashCollected = z.object({ type: z.literal("RecordCashCollected"), ...envelope });

export const RequestRefund = z.object({
  type: z.literal("RequestRefund"),
  ...envelope,
  refundId: Id,
  amountFils: Fils.min(1, "must be more than zero"),
  reason: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
});
export const RecordRefund = z.object({
  type: z.literal("RecordRefund"),
  ...envelope,
  refundId: Id,
  paymentId: z.string().min(1).max(255),
  amountFils: Fils.min(1),
  providerRefundId: z.string().min(1).max(255),
});

/** Documents carry who issued them and to whom, as configured and as the customer's profile says now. */
const documentParties = {
  supplier: Supplier,
  customerName: z.string().trim().min(1).max(200),
  commissionBasisPoints: z.number().int().min(0).max(10_000),
};
export const IssueTaxInvoice = z.object({
  type: z.literal("IssueTaxInvoice"),
  ...envelope,
  invoiceNumber: z.string().min(1).max(40),
  ...documentParties,
});
export const IssueCreditNote = z.object({
  type: z.literal("IssueCreditNote"),
  ...envelope,
  refundId: Id,
  creditNoteNumber: z.string().min(1).max(40),
  ...documentParties,
});

export const MoneyCommand = [
  IssueQuote,
  RecordPaymentDeclined,
  ProposeExtra,
  ApproveExtra,
  RejectExtra,
  RecordPaymentCaptured,
  RecordPaymentVoided,
  RecordCaptureFailed,
  RecordCashCollected,
  RequestRefund,
  RecordRefund,
  IssueTaxInvoice,
  IssueCreditNote,
] as const;
