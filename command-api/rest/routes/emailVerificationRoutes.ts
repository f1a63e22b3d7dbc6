import { ACCOUNTS } from "../../../projections/read-models/accounts/schema";
import { VERIFICATION_LINK_SENT } from "../../auth/emailVerificationService";
import { publicRoute, type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import { VerificationAnswer, VerifyEmailBody } from "../schemas/emailVerificationSchemas";

const TAG = "Accounts and sessions";

/** Opening a verification link, and asking for another. */
export function emailVerificationRoutes(ctx: RestContext): RestRoute[] {
  return [
    publicRoute({
      method: "POST",
      path: "/api/auth/verify-email",
      summary: "Confirm the account's email with the token of a verification link (works once)",
      tag: TAG,
      body: VerifyEmailBody,
      status: 200,
      response: VerificationAnswer,
      errors: [400],
      async handle({ body, request }) {
        const { position } = await ctx.emailVerification.verify(body.token, request.id);
        // The next screen (`me`, going online) reads the account.
        await ctx.settled(position, [ACCOUNTS]);
        return { message: "Your email is confirmed. Thank you.", emailVerified: true };
      },
    }),

    signedInRoute({
      method: "POST",
      path: "/api/auth/resend-verification",
      summary: "Mail the signed-in account a new verification link (one a minute)",
      tag: TAG,
      status: 202,
      response: VerificationAnswer,
      errors: [401, 409],
      async handle({ principal, request }) {
        await ctx.emailVerification.resend(principal, request.id);
        return { message: VERIFICATION_LINK_SENT, emailVerified: false };
      },
    }),
  ];
}
