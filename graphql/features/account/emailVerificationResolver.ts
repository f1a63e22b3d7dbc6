import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import { VERIFICATION_LINK_SENT } from "../../../command-api/auth/emailVerificationService";
import { ACCOUNTS } from "../../../projections/read-models/accounts/schema";
import { signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { afterWrite } from "../../context/readAfterWrite";

/** Opening a verification link and asking for another: the rules of /api/auth/verify-email and resend. */
@Resolver()
export class EmailVerificationResolver {
  @Mutation(() => Boolean, {
    description: "Confirms the account's email with the token of a verification link (works once, 24 hours).",
  })
  async verifyEmail(
    @Arg("token", () => String, {
      description: "The token from the verification link mailed to the account.",
    })
    token: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<boolean> {
    const { position } = await ctx.services.emailVerification.verify(token, ctx.correlationId);
    return afterWrite(ctx, position, [ACCOUNTS], async () => true);
  }

  @Mutation(() => String, {
    description: "Mails the signed-in account a new verification link (one a minute; refused once verified).",
  })
  async resendVerificationEmail(@Ctx() ctx: GraphqlContext): Promise<string> {
    await ctx.services.emailVerification.resend(signedIn(ctx), ctx.correlationId);
    return VERIFICATION_LINK_SENT;
  }
}
