import type { PriceLine, PriceTotals } from "../../money/priceLines";
import type { PaymentMethod, ServiceType } from "../../shared/values";
import type { PaymentProviderName } from "../moneyEvents";

/**
 * What the request decider remembers of a request's money: only what its money rules and the
 * processes' "what is due" helpers read (the read models keep the rest).
 */

export interface Quote {
  serviceType: ServiceType;
  providerId: string | null;
  scheduledAt: string | null;
  lines: PriceLine[];
  totals: PriceTotals;
  issuedAt: string;
  validUntil: string;
}

export type PaymentStatus = "authorized" | "captured" | "voided" | "capture-failed";

export interface Payment {
  paymentId: string;
  provider: PaymentProviderName;
  purpose: "booking" | "extra";
  extraId: string | null;
  amountFils: number;
  status: PaymentStatus;
  capturedFils: number;
  refundedFils: number;
  cardBrand: string | null;
  cardLast4: string | null;
}

export interface Extra {
  extraId: string;
  providerId: string;
  line: PriceLine;
  status: "proposed" | "approved" | "rejected";
  proposedAt: string;
}

export interface Refund {
  refundId: string;
  amountFils: number;
  reason: string;
  requestedAt: string;
  refundedFils: number;
  creditNoteNumber: string | null;
}

export interface MoneyState {
  quote: Quote | null;
  /** Declined card attempts so far: the next attempt's idempotency key counts on from it. */
  declinedAttempts: number;
  paymentMethod: PaymentMethod | null;
  /** In the order the holds were granted: the booking's first, then the extras'. */
  payments: Payment[];
  extras: Extra[];
  cancellationFee: PriceLine | null;
  cashCollectedFils: number | null;
  refunds: Refund[];
  invoiceNumber: string | null;
  /** When the supply happened (the job completed, or the fee was charged): the invoice's date of supply. */
  supplyDate: string | null;
}

export const initialMoneyState = (): MoneyState => ({
  quote: null,
  declinedAttempts: 0,
  paymentMethod: null,
  payments: [],
  extras: [],
  cancellationFee: null,
  cashCollectedFils: null,
  refunds: [],
  invoiceNumber: null,
  supplyDate: null,
});
