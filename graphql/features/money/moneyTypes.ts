import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { PaymentMethodValue, ServiceTypeValue } from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";
import { Quote } from "../pricing/quoteTypes";
import {
  ExtraStatusValue,
  PaymentStatusValue,
  PayoutRunStatusValue,
  RefundStatusValue,
  TestCardOutcomeValue,
} from "./moneyEnums";

/*
 * Money as the API shows it (issue 20): amounts in AED with two decimals in fields named ...Aed
 * (the server counts whole fils); prices include 5 % VAT, carved out per line. Quote, PriceLine and
 * CancellationTerms belong to the booking path (graphql/features/pricing, graphql/features/request).
 */

@ObjectType({ simpleResolvers: true, description: "A documented card number of the test processor." })
export class TestCard {
  @Field(() => String, { description: "The card number, in groups of four." }) number!: string;
  @Field(() => String, { description: "The card's brand (Visa, Mastercard)." }) brand!: string;
  @Field(() => TestCardOutcomeValue, { description: "What the processor answers for it." }) outcome!: string;
  @Field(() => String, { description: "What it is for, in words." }) label!: string;
}

@ObjectType({ simpleResolvers: true, description: "How payments are taken, for the payment form." })
export class PaymentConfig {
  @Field(() => String, { description: '"test" (the built-in processor) or "stripe".' }) provider!: string;
  @Field(() => String, {
    nullable: true,
    description: "Stripe's publishable key; null for the test processor.",
  })
  stripePublishableKey!: string | null;
  @Field(() => [TestCard], { description: "The test processor's cards; empty for Stripe." })
  testCards!: TestCard[];
  @Field(() => Float, { description: "AED a customer pays for cancelling after a captain accepted." })
  cancellationFeeAed!: number;
  @Field(() => Float, { description: "The platform's commission on a job's net, in percent." })
  commissionPercent!: number;
  @Field(() => Int, { description: "The VAT rate in percent (5)." }) vatRatePercent!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: "Something a captain asked for on the job, beyond the quote.",
})
export class Extra {
  @Field(() => ID, { description: "The extra's id." }) id!: string;
  @Field(() => String, { description: "What it is for, as the captain wrote it." }) note!: string;
  @Field(() => Float, { description: "AED including VAT." }) grossAed!: number;
  @Field(() => Float, { description: "AED excluding VAT." }) netAed!: number;
  @Field(() => Float, { description: "AED of VAT in the gross." }) vatAed!: number;
  @Field(() => ExtraStatusValue, { description: "The customer's answer so far." }) status!: string;
  @Field(() => DateTimeScalar, { description: "When the captain proposed it." }) proposedAt!: string;
}

@ObjectType({ simpleResolvers: true, description: "Money an admin gives back to the customer." })
export class Refund {
  @Field(() => ID, { description: "The refund's id." }) id!: string;
  @Field(() => Float, { description: "AED given back." }) amountAed!: number;
  @Field(() => String, { description: "Why, as the admin wrote it (printed on the credit note)." })
  reason!: string;
  @Field(() => RefundStatusValue, { description: "Whether the processor has given it all back." })
  status!: string;
  @Field(() => DateTimeScalar, { description: "When the admin asked for it." }) requestedAt!: string;
  @Field(() => String, { nullable: true, description: "Its credit note's number, once issued." })
  creditNoteNumber!: string | null;
}

@ObjectType({ simpleResolvers: true, description: "A tax invoice or a credit note (a PDF to download)." })
export class MoneyDocument {
  @Field(() => String, { description: "Its number in the gap-free sequence of its kind." }) number!: string;
  @Field(() => String, { description: '"tax-invoice" or "credit-note".' }) kind!: string;
  @Field(() => DateTimeScalar, { description: "When it was issued." }) issuedAt!: string;
  @Field(() => Float, { description: "AED total including VAT (a credit note: what it credits)." })
  totalAed!: number;
  @Field(() => Float, { description: "AED of VAT in the total." }) vatAed!: number;
  @Field(() => String, { nullable: true, description: "A credit note: the invoice it corrects; else null." })
  invoiceNumber!: string | null;
  @Field(() => String, { nullable: true, description: "A credit note: the refund's reason; else null." })
  reason!: string | null;
  @Field(() => String, {
    description: "/api/documents/<number>.pdf: the customer and admins may download it.",
  })
  downloadUrl!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "A request's money: quote, holds, charges, extras, refunds, documents.",
})
export class RequestMoney {
  @Field(() => ID, { description: "The request." }) requestId!: string;
  @Field(() => PaymentMethodValue, { description: "How the customer pays." }) paymentMethod!: string;
  @Field(() => PaymentStatusValue, { description: "Where the money stands." }) paymentStatus!: string;
  @Field(() => Quote, { nullable: true, description: "The quote the booking holds to; null without one." })
  quote!: Quote | null;
  @Field(() => String, { nullable: true, description: "The card's brand; null for cash." }) cardBrand!:
    | string
    | null;
  @Field(() => String, { nullable: true, description: "The card's last four digits; null for cash." })
  cardLast4!: string | null;
  @Field(() => Float, {
    description: "AED the card was held for (the booking and approved extras), whatever became of the holds.",
  })
  authorizedAed!: number;
  @Field(() => Float, { description: "AED charged to the card." }) capturedAed!: number;
  @Field(() => Float, { description: "AED given back to the card." }) refundedAed!: number;
  @Field(() => Float, { description: "AED an admin may still refund (charged, less refunds asked for)." })
  refundableAed!: number;
  @Field(() => Float, {
    nullable: true,
    description: "The quote plus approved extras, once the job is completed; null before.",
  })
  finalAmountAed!: number | null;
  @Field(() => Float, { nullable: true, description: "The cancellation fee charged; null when none." })
  cancellationFeeAed!: number | null;
  @Field(() => Float, { nullable: true, description: "Cash the captain confirmed taking; null until then." })
  cashCollectedAed!: number | null;
  @Field(() => [Extra], { description: "The captain's extras, oldest first." }) extras!: Extra[];
  @Field(() => [Refund], { description: "Refunds, oldest first." }) refunds!: Refund[];
  @Field(() => MoneyDocument, { nullable: true, description: "The tax invoice, once issued." })
  invoice!: MoneyDocument | null;
  @Field(() => [MoneyDocument], { description: "Credit notes for refunds, oldest first." })
  creditNotes!: MoneyDocument[];
}

@ObjectType({ simpleResolvers: true, description: "One invoiced job (or credit) on a captain's earnings." })
export class EarningLine {
  @Field(() => ID, { description: "The request." }) requestId!: string;
  @Field(() => ServiceTypeValue, { description: "The service done." }) serviceType!: string;
  @Field(() => PaymentMethodValue, { description: "How the customer paid." }) paymentMethod!: string;
  @Field(() => DateTimeScalar, { description: "The date of supply on the document." }) supplyDate!: string;
  @Field(() => Float, { description: "AED the customer paid, including VAT (negative for a credit)." })
  grossAed!: number;
  @Field(() => Float, { description: "AED of VAT, owed to the tax authority." }) vatAed!: number;
  @Field(() => Float, { description: "AED excluding VAT." }) netAed!: number;
  @Field(() => Float, { description: "AED the platform keeps: its commission on the net." })
  commissionAed!: number;
  @Field(() => Float, { description: "AED the captain earns: net less commission." }) earningsAed!: number;
  @Field(() => Float, { description: "AED credited to the captain's balance (the earnings)." })
  creditedAed!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: "A captain's week (Monday to Sunday, UAE days) from the ledger.",
})
export class WeeklyStatement {
  @Field(() => String, { description: "YYYY-MM-DD: the week's Monday." }) weekStart!: string;
  @Field(() => String, { description: "YYYY-MM-DD: the week's Sunday." }) weekEnd!: string;
  @Field(() => Int, { description: "Jobs invoiced in the week." }) jobs!: number;
  @Field(() => Float, { description: "AED customers paid for them, including VAT." }) grossAed!: number;
  @Field(() => Float, { description: "AED of commission." }) commissionAed!: number;
  @Field(() => Float, { description: "AED the captain earned." }) earningsAed!: number;
  @Field(() => Float, { description: "AED of cash the captain took on cash jobs." })
  cashCollectedAed!: number;
  @Field(() => Float, { description: "AED paid out to the captain's bank in the week." }) paidOutAed!: number;
  @Field(() => Float, {
    description: "AED the platform owes the captain at the week's end (less cash held).",
  })
  closingBalanceAed!: number;
}

@ObjectType({ simpleResolvers: true, description: "A captain's line of a weekly payout run." })
export class CaptainPayout {
  @Field(() => ID, { description: "The run." }) runId!: string;
  @Field(() => String, { description: "YYYY-MM-DD: the run's Monday." }) weekStart!: string;
  @Field(() => String, { description: "YYYY-MM-DD: the run's Sunday." }) weekEnd!: string;
  @Field(() => Float, { description: "AED transferred to the captain's bank." }) transferAed!: number;
  @Field(() => PayoutRunStatusValue, { description: "Whether the transfer was made." }) status!: string;
  @Field(() => DateTimeScalar, { nullable: true, description: "When it was marked paid." })
  paidAt!: string | null;
  @Field(() => String, { nullable: true, description: "The bank's reference for the transfer." })
  bankReference!: string | null;
}

@ObjectType({ description: "A captain's earnings and balance, all from the ledger." })
export class CaptainEarnings {
  @Field(() => ID, { description: "The captain." }) providerId!: string;
  @Field(() => Float, {
    description: "AED the platform owes the captain less the cash they hold (may be negative).",
  })
  balanceAed!: number;
  @Field(() => Float, { description: "AED on the captain-payable account: earnings not yet paid out." })
  payableAed!: number;
  @Field(() => Float, { description: "AED of cash from cash jobs the captain holds for the platform." })
  cashHeldAed!: number;
  @Field(() => Float, { description: "AED earned on jobs supplied today (UAE day)." })
  todayEarningsAed!: number;
  @Field(() => Float, { description: "AED earned on jobs supplied this week (since Monday, UAE days)." })
  weekEarningsAed!: number;
  @Field(() => Float, { description: "The platform's commission in percent." }) commissionPercent!: number;
}

@ObjectType({ simpleResolvers: true, description: "Where a captain's payouts go." })
export class PayoutAccount {
  @Field(() => String, { description: "The IBAN with all but its last four digits hidden." })
  ibanMasked!: string;
  @Field(() => String, { description: "The account holder's name." }) accountName!: string;
  @Field(() => DateTimeScalar, { description: "When it was set." }) setAt!: string;
}

@ObjectType({ simpleResolvers: true, description: "One captain's line of a payout run." })
export class PayoutRunLine {
  @Field(() => ID, { description: "The captain." }) providerId!: string;
  @Field(() => String, { description: "The captain's name." }) captainName!: string;
  @Field(() => String, { description: "The UAE IBAN to transfer to." }) iban!: string;
  @Field(() => String, { description: "The account holder's name." }) accountName!: string;
  @Field(() => Float, { description: "AED the platform owes the captain." }) payableAed!: number;
  @Field(() => Float, { description: "AED of cash the captain holds for the platform." })
  cashHeldAed!: number;
  @Field(() => Float, { description: "AED to transfer: payable less cash held, never negative." })
  transferAed!: number;
}

@ObjectType({ simpleResolvers: true, description: "A weekly payout run: the bank transfers to captains." })
export class PayoutRun {
  @Field(() => ID, { description: "The run." }) id!: string;
  @Field(() => String, { description: "YYYY-MM-DD: the week's Monday." }) weekStart!: string;
  @Field(() => String, { description: "YYYY-MM-DD: the week's Sunday." }) weekEnd!: string;
  @Field(() => PayoutRunStatusValue, { description: "Prepared or paid." }) status!: string;
  @Field(() => [PayoutRunLine], { description: "One line per captain, by name." }) lines!: PayoutRunLine[];
  @Field(() => Float, { description: "AED transferred in all." }) totalTransferAed!: number;
  @Field(() => DateTimeScalar, { description: "When it was prepared." }) preparedAt!: string;
  @Field(() => DateTimeScalar, { nullable: true, description: "When it was marked paid." })
  paidAt!: string | null;
  @Field(() => String, { nullable: true, description: "The bank's reference for the batch." })
  bankReference!: string | null;
  @Field(() => String, { description: "/api/admin/payout-runs/<id>/transfers.csv: the bank transfer file." })
  csvUrl!: string;
}

@ObjectType({ simpleResolvers: true, description: "One ledger account's balance (debit positive)." })
export class LedgerAccountBalance {
  @Field(() => String, { description: "The account (customer, payment-clearing, captain-payable, …)." })
  account!: string;
  @Field(() => Float, { description: "AED, debit positive, credit negative." }) balanceAed!: number;
}

@ObjectType({ simpleResolvers: true, description: "The ledger over a period of UAE days." })
export class LedgerSummary {
  @Field(() => String, { description: "YYYY-MM-DD: the first day, inclusive." }) from!: string;
  @Field(() => String, { description: "YYYY-MM-DD: the last day, inclusive." }) to!: string;
  @Field(() => Float, { description: "AED invoiced including VAT, less credit notes." })
  grossBilledAed!: number;
  @Field(() => Float, { description: "AED invoiced excluding VAT, less credit notes." })
  netBilledAed!: number;
  @Field(() => Float, { description: "AED of output VAT." }) vatAed!: number;
  @Field(() => Float, { description: "AED of commission the platform earned, net of VAT." })
  platformRevenueAed!: number;
  @Field(() => Float, { description: "AED charged to cards." }) capturedAed!: number;
  @Field(() => Float, { description: "AED given back to cards." }) refundedAed!: number;
  @Field(() => Float, { description: "AED captains took in cash." }) cashCollectedAed!: number;
  @Field(() => [LedgerAccountBalance], { description: "Each account's balance at the period's end." })
  balances!: LedgerAccountBalance[];
  @Field(() => Float, { description: "AED: the sum of every journal line ever; 0 when the books balance." })
  trialBalanceAed!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: "A payment on which the processor and the ledger disagree.",
})
export class ReconciliationDifference {
  @Field(() => ID, { description: "The request." }) requestId!: string;
  @Field(() => String, { description: "The processor's payment id." }) paymentId!: string;
  @Field(() => Float, { description: "AED the processor says it charged." }) processorCapturedAed!: number;
  @Field(() => Float, { description: "AED the ledger records as charged." }) ledgerCapturedAed!: number;
  @Field(() => Float, { description: "AED the processor says it gave back." }) processorRefundedAed!: number;
  @Field(() => Float, { description: "AED the ledger records as given back." }) ledgerRefundedAed!: number;
  @Field(() => String, { description: "What differs, in words." }) problem!: string;
}

@ObjectType({ simpleResolvers: true, description: "Captured payments checked against the ledger." })
export class ReconciliationReport {
  @Field(() => String, { description: "YYYY-MM-DD: the first day, inclusive." }) from!: string;
  @Field(() => String, { description: "YYYY-MM-DD: the last day, inclusive." }) to!: string;
  @Field(() => Int, { description: "Payments captured in the period that were checked." })
  paymentsChecked!: number;
  @Field(() => Int, { description: "Of those, how many agree." }) matched!: number;
  @Field(() => [ReconciliationDifference], { description: "Every disagreement found." })
  differences!: ReconciliationDifference[];
}
