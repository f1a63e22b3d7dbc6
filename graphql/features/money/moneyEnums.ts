import { registerEnumType } from "type-graphql";

/*
 * Money's enums (issue 20). As in graphql/schema/enums.ts, each upper-case name maps to the value the
 * domain and the read models use, so resolvers only ever see those values (the money read model keeps
 * payment and payout-run statuses in the API's own words). PriceLineCode is the quote's
 * (graphql/features/pricing/quoteTypes.ts).
 */

export enum TestCardOutcomeValue {
  APPROVED = "approved",
  DECLINED = "declined",
  INSUFFICIENT_FUNDS = "insufficient-funds",
  REQUIRES_ACTION = "requires-action",
}
registerEnumType(TestCardOutcomeValue, {
  name: "TestCardOutcome",
  description: "What the test processor answers for a documented test card.",
  valuesConfig: {
    APPROVED: { description: "The hold is granted." },
    DECLINED: { description: "The bank declines the card." },
    INSUFFICIENT_FUNDS: { description: "The bank declines: not enough money on the card." },
    REQUIRES_ACTION: { description: "The bank wants the cardholder to confirm (3-D Secure) first." },
  },
});

export enum PaymentStatusValue {
  NONE = "NONE",
  AUTHORIZED = "AUTHORIZED",
  CAPTURED = "CAPTURED",
  VOIDED = "VOIDED",
  PARTIALLY_REFUNDED = "PARTIALLY_REFUNDED",
  REFUNDED = "REFUNDED",
  CAPTURE_FAILED = "CAPTURE_FAILED",
  CASH_DUE = "CASH_DUE",
  CASH_COLLECTED = "CASH_COLLECTED",
}
registerEnumType(PaymentStatusValue, {
  name: "PaymentStatus",
  description: "Where a booking's money stands, for the customer, the captain and support.",
  valuesConfig: {
    NONE: { description: "Nothing is held or owed yet (a quote, a card booking not yet authorised)." },
    AUTHORIZED: { description: "The card holds the amount; nothing is charged until completion." },
    CAPTURED: { description: "The card was charged." },
    VOIDED: { description: "Every hold was released without a charge." },
    PARTIALLY_REFUNDED: { description: "Charged, and part of it given back." },
    REFUNDED: { description: "Charged, and all of it given back." },
    CAPTURE_FAILED: { description: "The processor refused a charge; support follows up." },
    CASH_DUE: { description: "A cash job: the captain collects the final amount." },
    CASH_COLLECTED: { description: "A cash job whose captain confirmed taking the money." },
  },
});

export enum ExtraStatusValue {
  PROPOSED = "proposed",
  APPROVED = "approved",
  REJECTED = "rejected",
}
registerEnumType(ExtraStatusValue, {
  name: "ExtraStatus",
  description: "Where a captain's proposed extra stands.",
  valuesConfig: {
    PROPOSED: { description: "Waiting for the customer's answer." },
    APPROVED: { description: "The customer agreed: it is part of the final amount." },
    REJECTED: { description: "The customer said no: it costs nothing." },
  },
});

export enum RefundStatusValue {
  REQUESTED = "requested",
  REFUNDED = "refunded",
}
registerEnumType(RefundStatusValue, {
  name: "RefundStatus",
  description: "Where an admin's refund stands.",
  valuesConfig: {
    REQUESTED: { description: "Asked for; the processor has not given all of it back yet." },
    REFUNDED: { description: "The processor gave the whole amount back." },
  },
});

export enum PayoutRunStatusValue {
  PREPARED = "PREPARED",
  PAID = "PAID",
}
registerEnumType(PayoutRunStatusValue, {
  name: "PayoutRunStatus",
  description: "Where a weekly payout run stands.",
  valuesConfig: {
    PREPARED: { description: "Its lines are fixed and its transfer file can be downloaded." },
    PAID: { description: "An admin recorded the bank's batch transfer." },
  },
});
