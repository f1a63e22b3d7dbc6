import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import { RESET_LINK_SENT } from "../../../command-api/auth/accountRecovery";
import { tooManyPasswordAttempts } from "../../../command-api/auth/loginRateLimiter";
import { DomainError } from "../../../domain/shared/domainError";
import { ACCOUNTS } from "../../../projections/read-models/accounts/schema";
import { signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { afterWrite } from "../../context/readAfterWrite";
import { reasonedError } from "../../errors/graphqlErrors";

/** Forgot password, reset by link, change password: the rules of /api/auth/*-password (accountRecovery.ts). */
@Resolver()
export class RecoveryResolver {
  @Mutation(() => String, {
    description:
      "Mails a link to choose a new password. Answers the same whether or not the email has an account.",
  })
  async requestPasswordReset(
    @Arg("email", () => String, { description: "The email of the account to recover." }) email: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<string> {
    if (!email.trim()) throw new DomainError("bad_input", "input.enterEmail", {}, "email");
    await ctx.services.recovery.forgotPassword(email, ctx.correlationId);
    return RESET_LINK_SENT;
  }

  @Mutation(() => Boolean, {
    description:
      "Sets a new password with the token of a reset link (single use, 30 minutes); every session ends.",
  })
  async resetPassword(
    @Arg("token", () => String, {
      description: "The token from the reset link (valid once, for 30 minutes).",
    })
    token: string,
    @Arg("password", () => String, {
      description: "The new password: at least 8 characters and not a common one.",
    })
    password: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<boolean> {
    const { position } = await ctx.services.recovery.resetPassword(token, password, ctx.correlationId);
    return afterWrite(ctx, position, [ACCOUNTS], async () => true);
  }

  @Mutation(() => Boolean, {
    description:
      "Changes the caller's password (the current one is required); other sessions end, this one stays.",
  })
  async changePassword(
    @Arg("currentPassword", () => String, { description: "The password in use now." })
    currentPassword: string,
    @Arg("newPassword", () => String, {
      description: "The new password: at least 8 characters and not a common one.",
    })
    newPassword: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<boolean> {
    const principal = signedIn(ctx);
    const { recovery, loginLimiter } = ctx.services;
    // A check of a password like sign-in's, so it shares sign-in's limits.
    const email = await recovery.emailOf(principal.userId);
    const admission = await loginLimiter.admit(email, ctx.clientAddress);
    if (!admission.admitted) {
      throw reasonedError(
        "RATE_LIMITED",
        { retryAfterSeconds: Math.ceil(admission.retryAfterMs / 1000) },
        ...tooManyPasswordAttempts(admission.retryAfterMs),
      );
    }
    const { position } = await recovery.changePassword(
      principal,
      { currentPassword, newPassword },
      ctx.cookies?.token ?? undefined,
      ctx.correlationId,
    );
    await loginLimiter.succeeded(email, ctx.clientAddress, admission.attemptId);
    return afterWrite(ctx, position, [ACCOUNTS], async () => true);
  }
}
