import { Arg, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { endSessionsOf } from "../../../command-api/auth/accountSessions";
import { reinstateAccount, suspendAccount } from "../../../command-api/commands/accountSuspension";
import { DomainError } from "../../../domain/shared/domainError";
import { accountById, suspensionReasonOf } from "../../../projections/read-models/accounts/queries";
import { ACCOUNTS } from "../../../projections/read-models/accounts/schema";
import { PROVIDER_DASHBOARD } from "../../../projections/read-models/provider-dashboard/schema";
import { PROVIDER_DIRECTORY } from "../../../projections/read-models/provider-directory/schema";
import { actingAs } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { afterWrite } from "../../context/readAfterWrite";

@ObjectType({ simpleResolvers: true, description: "Whether an admin has this account suspended, and why." })
export class AccountStanding {
  @Field(() => ID, { description: "The account this standing is about." }) userId!: string;
  @Field(() => Boolean, {
    description:
      "True while an admin has the account suspended: its owner cannot sign in, and a suspended captain stays offline and gets no offers.",
  })
  suspended!: boolean;
  @Field(() => String, { nullable: true, description: "The admin's reason while suspended." })
  suspensionReason!: string | null;
}

/** Admins suspend and reinstate accounts; each is a command in the account's stream with the admin and the reason. */
@Resolver()
export class AccountStandingResolver {
  @Query(() => AccountStanding, { description: "Admins: whether an account is suspended, and why." })
  async accountStanding(
    @Arg("userId", () => ID, { description: "The account to look up." }) userId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<AccountStanding> {
    actingAs(ctx, ["admin"]);
    await existing(ctx, userId);
    return standingOf(ctx, userId);
  }

  @Mutation(() => AccountStanding, {
    description:
      "Admins: suspend an account with a reason. Its sessions end and live connections close at once; a captain goes offline and their open offers go to other captains.",
  })
  async suspendAccount(
    @Arg("userId", () => ID, { description: "The customer or provider account to suspend." }) userId: string,
    @Arg("reason", () => String, {
      description: "Why, in words the person is shown and the audit log keeps.",
    })
    reason: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<AccountStanding> {
    const { command } = actingAs(ctx, ["admin"]);
    const account = await existing(ctx, userId);
    const { sql, liveBus, commands } = ctx.services;
    const { position } = await suspendAccount({ commands, sql, liveBus })(
      { accountId: userId, reason, userType: account.userType },
      command,
    );
    return afterWrite(ctx, position, [ACCOUNTS, PROVIDER_DIRECTORY, PROVIDER_DASHBOARD], async () => {
      // Sign-in reads the suspension from the accounts read model: a sign-in that slipped in before
      // it caught up is ended now, when it has.
      await endSessionsOf(sql, liveBus, userId);
      return standingOf(ctx, userId);
    });
  }

  @Mutation(() => AccountStanding, {
    description: "Admins: reinstate a suspended account with a reason; the person can sign in again.",
  })
  async reinstateAccount(
    @Arg("userId", () => ID, { description: "The suspended account." }) userId: string,
    @Arg("reason", () => String, { description: "Why the suspension ends; kept in the audit log." })
    reason: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<AccountStanding> {
    const { command } = actingAs(ctx, ["admin"]);
    await existing(ctx, userId);
    const { position } = await reinstateAccount(ctx.services.commands)(
      { accountId: userId, reason },
      command,
    );
    return afterWrite(ctx, position, [ACCOUNTS, PROVIDER_DIRECTORY], () => standingOf(ctx, userId));
  }
}

async function existing(ctx: GraphqlContext, userId: string) {
  const account = await accountById(ctx.services.sql, userId);
  if (!account)
    throw new DomainError("not_found", "resource.notFound", { resource: "User", id: userId }, "userId");
  return account;
}

async function standingOf(ctx: GraphqlContext, userId: string): Promise<AccountStanding> {
  const suspensionReason = await suspensionReasonOf(ctx.services.sql, userId);
  return { userId, suspended: suspensionReason !== null, suspensionReason };
}
