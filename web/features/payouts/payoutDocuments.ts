import { graphql, type ResultOf } from "../../shared/graphql";

/** Where the captain's weekly payouts go; the server answers the IBAN masked. */
export const MyPayoutAccountQuery = graphql(`
  query MyPayoutAccount {
    myPayoutAccount {
      ibanMasked
      accountName
      setAt
    }
  }
`);

export const SetPayoutAccountMutation = graphql(`
  mutation SetPayoutAccount($iban: String!, $accountName: String!) {
    setPayoutAccount(iban: $iban, accountName: $accountName) {
      ibanMasked
      accountName
      setAt
    }
  }
`);

export type PayoutAccount = NonNullable<ResultOf<typeof MyPayoutAccountQuery>["myPayoutAccount"]>;
