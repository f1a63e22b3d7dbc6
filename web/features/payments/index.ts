export { type BookingPayment, type PaymentChoice, PaymentStep } from "./PaymentStep";
export { bookingError, PaymentDeclinedError, PaymentRequiresActionError } from "./paymentErrors";
export type { Quote, QuoteInput } from "./paymentOperations";
