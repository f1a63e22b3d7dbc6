import { z } from "zod";

export const VerifyEmailBody = z.object({
  token: z
    .string({ error: "The verification link is incomplete" })
    .min(1, "The verification link is incomplete")
    .max(200, "must be at most 200 characters"),
});

export const VerificationAnswer = z.object({ message: z.string(), emailVerified: z.boolean() });
