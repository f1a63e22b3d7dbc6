import { ACCOUNTS } from "../../../projections/read-models/accounts/schema";
import { RESET_LINK_SENT } from "../../auth/accountRecovery";
import { tooManyPasswordAttempts } from "../../auth/loginRateLimiter";
import { SESSION_COOKIE } from "../../auth/sessionCookie";
import { HttpError } from "../http/httpError";
import { publicRoute, type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  RecoveryAnswer,
  ResetPasswordBody,
} from "../schemas/recoverySchemas";

const TAG = "Accounts and sessions";

/** Forgot password, reset by link, change password. */
export function recoveryRoutes(ctx: RestContext): RestRoute[] {
  return [
    publicRoute({
      method: "POST",
      path: "/api/auth/forgot-password",
      summary:
        "Mail a link to choose a new password (the answer never says whether the email has an account)",
      tag: TAG,
      body: ForgotPasswordBody,
      status: 202,
      response: RecoveryAnswer,
      errors: [400],
      async handle({ body, request }) {
        await ctx.recovery.forgotPassword(body.email, request.id);
        return { message: RESET_LINK_SENT };
      },
    }),

    publicRoute({
      method: "POST",
      path: "/api/auth/reset-password",
      summary: "Choose a new password with the token of a reset link; every session of the account ends",
      tag: TAG,
      body: ResetPasswordBody,
      status: 200,
      response: RecoveryAnswer,
      errors: [400],
      async handle({ body, request }) {
        const { position } = await ctx.recovery.resetPassword(body.token, body.password, request.id);
        // Signing in with the new password is the next thing the user does.
        await ctx.settled(position, [ACCOUNTS]);
        return { message: "Your password has been changed. Please sign in with it." };
      },
    }),

    signedInRoute({
      method: "POST",
      path: "/api/auth/change-password",
      summary: "Change the password (the current one is required); other sessions end, this one stays",
      tag: TAG,
      body: ChangePasswordBody,
      status: 200,
      response: RecoveryAnswer,
      errors: [400, 401, 429],
      async handle({ principal, body, request }) {
        // The current password is a password check like sign-in's, so it shares sign-in's limits.
        const profile = await ctx.recovery.emailOf(principal.userId);
        const admission = await ctx.loginLimiter.admit(profile, request.ip);
        if (!admission.admitted) {
          throw new HttpError(429, ...tooManyPasswordAttempts(admission.retryAfterMs), undefined, {
            "retry-after": String(Math.ceil(admission.retryAfterMs / 1000)),
          });
        }
        const { position } = await ctx.recovery.changePassword(
          principal,
          body,
          request.cookies[SESSION_COOKIE],
          request.id,
        );
        await ctx.loginLimiter.succeeded(profile, request.ip, admission.attemptId);
        await ctx.settled(position, [ACCOUNTS]);
        return { message: "Your password has been changed. Other devices have been signed out." };
      },
    }),
  ];
}
