import { graphql } from "../../../shared/graphql";
import { CustomerMoneyFields } from "../../payments/moneyOperations";

export const ApproveExtraMutation = graphql(
  `
  mutation ApproveExtra($requestId: ID!, $extraId: ID!) {
    approveExtra(requestId: $requestId, extraId: $extraId) { ...CustomerMoneyFields }
  }
`,
  [CustomerMoneyFields],
);

export const RejectExtraMutation = graphql(
  `
  mutation RejectExtra($requestId: ID!, $extraId: ID!) {
    rejectExtra(requestId: $requestId, extraId: $extraId) { ...CustomerMoneyFields }
  }
`,
  [CustomerMoneyFields],
);

/** What cancelling now would cost: a fee once a captain accepted a card booking. */
export const CancellationTermsQuery = graphql(`
  query CancellationTerms($requestId: ID!) { cancellationTerms(requestId: $requestId) { requestId feeAed captainAccepted } }
`);

export const CancelWithFeeMutation = graphql(`
  mutation CancelWithFee($requestId: ID!, $acceptedFeeAed: Float) {
    cancelRequest(requestId: $requestId, acceptedFeeAed: $acceptedFeeAed) { id status }
  }
`);
