/** The request's money rules (issue 20): its state, and what the processes read from it. */
export {
  authorizationKey,
  cancellationFeeFor,
  captainAccepted,
  finalAmountFils,
  isCardPayment,
  refundableFils,
} from "./amounts";
export {
  creditNotesDue,
  invoiceDue,
  type PaymentAction,
  paymentActionsDue,
  type RefundAction,
  refundActionsDue,
} from "./due";
export type { Extra, MoneyState, Payment, PaymentStatus, Quote, Refund } from "./state";
export { initialMoneyState } from "./state";
