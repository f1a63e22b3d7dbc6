import { z } from "zod";
import { IdInput } from "./commonSchemas";

const wholeNumber = (schema: z.ZodNumber) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, "must be a whole number").transform(Number)], {
      error: "must be a whole number",
    })
    .pipe(schema);

/** What the test processor's payment form sends: the card as the customer typed it. */
export const CardTokenBody = z.object({
  number: z
    .string({ error: "is required: the card number" })
    .trim()
    .min(1, "is required: the card number")
    .max(30, "must be at most 30 characters"),
  expMonth: wholeNumber(
    z
      .number()
      .int("must be a whole number")
      .min(1, "must be a month from 1 to 12")
      .max(12, "must be a month from 1 to 12"),
  ),
  expYear: wholeNumber(
    z
      .number()
      .int("must be a whole number")
      .min(0, "must be a year such as 2028")
      .max(9999, "must be a year such as 2028"),
  ),
  cvc: z
    .string({ error: "is required: the 3 digits on the back of the card" })
    .trim()
    .max(4, "must be the 3 digits on the back of the card"),
});

export const CardTokenAnswer = z.object({
  token: z.string().describe("tok_test_<16 digits>: send it as paymentToken when booking"),
  brand: z.string(),
  last4: z.string(),
});

export const AuthenticationParams = z.object({ paymentId: IdInput });

export const AuthenticationBody = z.object({
  outcome: z.enum(["approve", "fail"], { error: 'must be "approve" or "fail"' }),
});

export const WebhookAnswer = z.object({ received: z.literal(true) });
