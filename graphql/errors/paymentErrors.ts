import { GraphQLError } from "graphql";
import { PaymentRefused } from "../../command-api/commands/paymentRefused";

/** The codes a client switches on when the card did not pay (issue 20): no booking was made. */
export const PAYMENT_DECLINED = "PAYMENT_DECLINED";
export const PAYMENT_REQUIRES_ACTION = "PAYMENT_REQUIRES_ACTION";

/**
 * A refused payment as GraphQL answers it: a decline says why (extensions.reason, e.g.
 * insufficient-funds); a 3-D Secure step gives what the client confirms with and the quote to book
 * again with (extensions.quoteId, paymentId, clientSecret, confirmUrl).
 */
export function paymentError(error: PaymentRefused): GraphQLError {
  const refusal = error.refusal;
  if (refusal.kind === "declined")
    return new GraphQLError(error.message, {
      extensions: { code: PAYMENT_DECLINED, reason: refusal.reason, quoteId: refusal.quoteId },
    });
  return new GraphQLError(error.message, {
    extensions: {
      code: PAYMENT_REQUIRES_ACTION,
      quoteId: refusal.quoteId,
      paymentId: refusal.paymentId,
      clientSecret: refusal.clientSecret,
      confirmUrl: refusal.confirmUrl,
    },
  });
}

export { PaymentRefused };
