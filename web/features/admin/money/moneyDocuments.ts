import { graphql, type ResultOf } from "../../../shared/graphql";

/** The ledger over UAE days (inclusive): billed gross, net and VAT, platform revenue, cash flows, balances. */
export const LedgerSummaryQuery = graphql(`
  query LedgerSummary($from: String!, $to: String!) {
    ledgerSummary(from: $from, to: $to) {
      from
      to
      grossBilledAed
      netBilledAed
      vatAed
      platformRevenueAed
      capturedAed
      refundedAed
      cashCollectedAed
      balances {
        account
        balanceAed
      }
      trialBalanceAed
    }
  }
`);

export type LedgerSummary = ResultOf<typeof LedgerSummaryQuery>["ledgerSummary"];

/** Today's revenue by the ledger, for the metric card's net-of-VAT line. */
export const TodayLedgerQuery = graphql(`
  query TodayLedger($day: String!) {
    ledgerSummary(from: $day, to: $day) {
      grossBilledAed
      netBilledAed
      vatAed
      platformRevenueAed
    }
  }
`);

export type TodayLedger = ResultOf<typeof TodayLedgerQuery>["ledgerSummary"];

/** Captured payments per the processor against the ledger, over capture days. */
export const ReconciliationQuery = graphql(`
  query Reconciliation($from: String!, $to: String!) {
    reconciliation(from: $from, to: $to) {
      from
      to
      paymentsChecked
      matched
      differences {
        requestId
        paymentId
        processorCapturedAed
        ledgerCapturedAed
        processorRefundedAed
        ledgerRefundedAed
        problem
      }
    }
  }
`);

export type ReconciliationReport = ResultOf<typeof ReconciliationQuery>["reconciliation"];

export const PayoutRunFields = graphql(`
  fragment PayoutRunFields on PayoutRun {
    id
    weekStart
    weekEnd
    status
    totalTransferAed
    preparedAt
    paidAt
    bankReference
    csvUrl
    lines {
      providerId
      captainName
      iban
      accountName
      payableAed
      cashHeldAed
      transferAed
    }
  }
`);

export type PayoutRun = ResultOf<typeof PayoutRunFields>;

export const PayoutRunsQuery = graphql(
  `
  query PayoutRuns($limit: Int) {
    payoutRuns(limit: $limit) {
      ...PayoutRunFields
    }
  }
`,
  [PayoutRunFields],
);

export const PreparePayoutRunMutation = graphql(
  `
  mutation PreparePayoutRun($weekStart: String!) {
    preparePayoutRun(weekStart: $weekStart) {
      ...PayoutRunFields
    }
  }
`,
  [PayoutRunFields],
);

export const MarkPayoutRunPaidMutation = graphql(
  `
  mutation MarkPayoutRunPaid($runId: ID!, $bankReference: String!) {
    markPayoutRunPaid(runId: $runId, bankReference: $bankReference) {
      ...PayoutRunFields
    }
  }
`,
  [PayoutRunFields],
);

export const AdminRequestMoneyFields = graphql(`
  fragment AdminRequestMoney on RequestMoney {
    requestId
    paymentMethod
    paymentStatus
    cardBrand
    cardLast4
    authorizedAed
    capturedAed
    refundedAed
    refundableAed
    finalAmountAed
    cancellationFeeAed
    cashCollectedAed
    refunds {
      id
      amountAed
      reason
      status
      requestedAt
      creditNoteNumber
    }
    invoice {
      number
      downloadUrl
    }
    creditNotes {
      number
      totalAed
      downloadUrl
    }
  }
`);

export type AdminRequestMoney = ResultOf<typeof AdminRequestMoneyFields>;

export const AdminRequestMoneyQuery = graphql(
  `
  query AdminRequestMoney($requestId: ID!) {
    requestMoney(requestId: $requestId) {
      ...AdminRequestMoney
    }
  }
`,
  [AdminRequestMoneyFields],
);

export const RefundPaymentMutation = graphql(
  `
  mutation RefundPayment($requestId: ID!, $amountAed: Float!, $reason: String!) {
    refundPayment(requestId: $requestId, amountAed: $amountAed, reason: $reason) {
      ...AdminRequestMoney
    }
  }
`,
  [AdminRequestMoneyFields],
);
