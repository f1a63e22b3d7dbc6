import { GraphQLError } from "graphql";
import { CombinedError } from "urql";
import { describe, expect, it } from "vitest";
import { bookingError, PaymentDeclinedError, PaymentRequiresActionError } from "./paymentErrors";

const failed = (message: string, extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions })] });

describe("bookingError", () => {
  it("PAYMENT_DECLINED becomes a decline with the reason in words", () => {
    const error = bookingError(
      failed("Your card was declined", { code: "PAYMENT_DECLINED", reason: "insufficient-funds" }),
    );
    expect(error).toBeInstanceOf(PaymentDeclinedError);
    expect(error.message).toBe("Your card was declined: insufficient funds. No booking was made.");
  });

  it("PAYMENT_REQUIRES_ACTION carries where to confirm", () => {
    const error = bookingError(
      failed("confirm", {
        code: "PAYMENT_REQUIRES_ACTION",
        quoteId: "q-1",
        paymentId: "pay-1",
        clientSecret: "s",
        confirmUrl: "/api/x",
      }),
    );
    expect(error).toBeInstanceOf(PaymentRequiresActionError);
    expect((error as PaymentRequiresActionError).action).toEqual({
      quoteId: "q-1",
      paymentId: "pay-1",
      clientSecret: "s",
      confirmUrl: "/api/x",
    });
  });

  it("PAYMENT_REQUIRES_ACTION from Stripe carries the clientSecret and no confirmUrl", () => {
    const error = bookingError(
      failed("confirm", {
        code: "PAYMENT_REQUIRES_ACTION",
        quoteId: "q-1",
        paymentId: "pi_1",
        clientSecret: "pi_1_secret_2",
        confirmUrl: null,
      }),
    );
    expect(error).toBeInstanceOf(PaymentRequiresActionError);
    expect((error as PaymentRequiresActionError).action).toEqual({
      quoteId: "q-1",
      paymentId: "pi_1",
      clientSecret: "pi_1_secret_2",
      confirmUrl: null,
    });
  });

  it("anything else keeps the server's message", () => {
    const error = bookingError(
      failed("paymentToken: a card booking needs the card's token from the payment form", {
        code: "BAD_USER_INPUT",
      }),
    );
    expect(error).not.toBeInstanceOf(PaymentDeclinedError);
    expect(error.message).toBe("paymentToken: a card booking needs the card's token from the payment form");
  });
});
