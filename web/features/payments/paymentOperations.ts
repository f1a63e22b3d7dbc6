import { graphql, type ResultOf, type VariablesOf } from "../../shared/graphql";

export const QuoteFields = graphql(`
  fragment QuoteFields on Quote {
    id serviceType providerId scheduledAt totalAed netAed vatAed vatRatePercent issuedAt validUntil
    lines { code description rank note grossAed netAed vatAed }
  }
`);

/** The server's priced quote for a booking (valid 10 minutes); its id becomes the request's id. */
export const QuoteBookingMutation = graphql(
  `
  mutation QuoteBooking($input: QuoteInput!) { quoteBooking(input: $input) { ...QuoteFields } }
`,
  [QuoteFields],
);

/** Which card processor the server uses, its documented test cards, and the money settings shown to customers. */
export const PaymentConfigQuery = graphql(`
  query PaymentConfig {
    paymentConfig {
      provider stripePublishableKey cancellationFeeAed vatRatePercent
      testCards { number brand outcome label }
    }
  }
`);

export type Quote = ResultOf<typeof QuoteFields>;
export type QuoteInput = VariablesOf<typeof QuoteBookingMutation>["input"];
export type PaymentConfig = ResultOf<typeof PaymentConfigQuery>["paymentConfig"];
export type TestCard = PaymentConfig["testCards"][number];
