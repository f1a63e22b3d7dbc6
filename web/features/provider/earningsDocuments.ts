import { graphql, type ResultOf } from "../../shared/graphql";

/** The captain's money, all of it from the ledger (issue 20): balances, per-job lines, weeks, payouts. */
export const MyEarningsQuery = graphql(`
  query MyEarnings {
    myEarnings {
      providerId
      balanceAed
      payableAed
      cashHeldAed
      todayEarningsAed
      weekEarningsAed
      commissionPercent
      jobs(limit: 50) {
        requestId
        serviceType
        paymentMethod
        supplyDate
        grossAed
        vatAed
        netAed
        commissionAed
        earningsAed
        creditedAed
      }
      weeks(count: 8) {
        weekStart
        weekEnd
        jobs
        grossAed
        commissionAed
        earningsAed
        cashCollectedAed
        paidOutAed
        closingBalanceAed
      }
      payouts {
        runId
        weekStart
        weekEnd
        transferAed
        status
        paidAt
        bankReference
      }
    }
  }
`);

export type CaptainEarnings = ResultOf<typeof MyEarningsQuery>["myEarnings"];
export type EarningLine = CaptainEarnings["jobs"][number];
export type WeeklyStatement = CaptainEarnings["weeks"][number];
export type CaptainPayout = CaptainEarnings["payouts"][number];

/** Just the dashboard card's figures, so the dashboard does not fetch fifty job lines every poll. */
export const EarningsCardQuery = graphql(`
  query EarningsCard {
    myEarnings {
      providerId
      balanceAed
      payableAed
      cashHeldAed
      todayEarningsAed
      weekEarningsAed
      commissionPercent
    }
  }
`);

/** What the captain needs of a job's money: how it is paid, where the payment is, the extras. */
export const JobMoneyFields = graphql(`
  fragment JobMoney on RequestMoney {
    requestId
    paymentMethod
    paymentStatus
    finalAmountAed
    cashCollectedAed
    quote {
      id
      totalAed
    }
    extras {
      id
      note
      grossAed
      status
      proposedAt
    }
  }
`);

export type JobMoney = ResultOf<typeof JobMoneyFields>;

export const JobMoneyQuery = graphql(
  `
  query JobMoney($requestId: ID!) {
    requestMoney(requestId: $requestId) {
      ...JobMoney
    }
  }
`,
  [JobMoneyFields],
);

/** The job's money as it changes: the customer's answer to an extra shows at once. */
export const JobMoneyChangedSubscription = graphql(
  `
  subscription JobMoneyChanged($requestId: ID!) {
    requestMoneyChanged(requestId: $requestId) {
      ...JobMoney
    }
  }
`,
  [JobMoneyFields],
);

export const ProposeExtraMutation = graphql(
  `
  mutation ProposeExtra($requestId: ID!, $amountAed: Float!, $note: String!) {
    proposeExtra(requestId: $requestId, amountAed: $amountAed, note: $note) {
      ...JobMoney
    }
  }
`,
  [JobMoneyFields],
);

export const MarkCashCollectedMutation = graphql(
  `
  mutation MarkCashCollected($requestId: ID!) {
    markCashCollected(requestId: $requestId) {
      ...JobMoney
    }
  }
`,
  [JobMoneyFields],
);
