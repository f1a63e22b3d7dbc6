import { graphql, type ResultOf } from "../../shared/graphql";

/** A request's money as the customer sees it: payment, extras, invoice and credit notes. */
export const CustomerMoneyFields = graphql(`
  fragment CustomerMoneyFields on RequestMoney {
    requestId paymentMethod paymentStatus cardBrand cardLast4
    finalAmountAed cancellationFeeAed refundedAed
    quote { id totalAed vatAed vatRatePercent }
    extras { id note grossAed vatAed status proposedAt }
    invoice { number kind issuedAt totalAed vatAed downloadUrl }
    creditNotes { number kind issuedAt totalAed vatAed invoiceNumber reason downloadUrl }
  }
`);

export const RequestMoneyQuery = graphql(
  `
  query RequestMoney($requestId: ID!) { requestMoney(requestId: $requestId) { ...CustomerMoneyFields } }
`,
  [CustomerMoneyFields],
);

/** The request's money now, then after every change (an extra proposed, its hold, the invoice). */
export const RequestMoneyChangedSubscription = graphql(
  `
  subscription RequestMoneyChanged($requestId: ID!) { requestMoneyChanged(requestId: $requestId) { ...CustomerMoneyFields } }
`,
  [CustomerMoneyFields],
);

export type CustomerMoney = ResultOf<typeof CustomerMoneyFields>;
