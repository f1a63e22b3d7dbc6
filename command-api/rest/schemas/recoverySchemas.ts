import { z } from "zod";

export const ForgotPasswordBody = z.object({
  email: z.string({ error: "Please enter your email" }).trim().min(1, "Please enter your email").max(254),
});

/** Length rules are checked by the one new-password rule (newPasswordRule.ts), not here. */
export const ResetPasswordBody = z.object({
  token: z.string({ error: "The reset link is incomplete" }).min(1, "The reset link is incomplete").max(200),
  password: z
    .string({ error: "Please choose a new password" })
    .min(1, "Please choose a new password")
    .max(1000),
});

export const ChangePasswordBody = z.object({
  currentPassword: z
    .string({ error: "Please enter your current password" })
    .min(1, "Please enter your current password")
    .max(1000),
  newPassword: z
    .string({ error: "Please choose a new password" })
    .min(1, "Please choose a new password")
    .max(1000),
});

export const RecoveryAnswer = z.object({ message: z.string() });
