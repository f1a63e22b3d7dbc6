import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { commandContextOf } from "../../../command-api/auth/principal";
import type { CommandContext } from "../../../command-api/commandContext";
import {
  subscribeToSharedTrip,
  unsubscribeFromSharedTrip,
} from "../../../command-api/commands/sharingCommands";
import { SYSTEM } from "../../../domain/shared/actor";
import { sharePushEndpointsOf } from "../../../projections/read-models/family-shares/queries";
import { FAMILY_SHARES } from "../../../projections/read-models/family-shares/schema";
import type { GraphqlContext } from "../../context/graphqlContext";
import { afterWrite } from "../../context/readAfterWrite";
import { PushSubscriptionInput } from "../push/pushTypes";
import { requireActiveShare } from "./sharedTripView";

/**
 * The link's holder has no account: the token is their authority, checked here (NOT_FOUND for an
 * unknown or ended link) and again by the sharing decider. Anonymous, the command runs as the system
 * on their behalf, like the payment processor's signed webhook; signed in, as themselves.
 */
function linkHolderContext(ctx: GraphqlContext): CommandContext {
  return ctx.principal
    ? commandContextOf(ctx.principal, ctx.correlationId)
    : { actor: SYSTEM, correlationId: ctx.correlationId, causationId: null };
}

/** "Notify me when the trip starts and ends" on the public tracking page (issue 23). */
@Resolver()
export class SharedTripPushResolver {
  @Query(() => Boolean, {
    description:
      "Whether this browser (its push endpoint) is told when the shared trip starts and ends. NOT_FOUND for an unknown or ended link.",
  })
  async sharedTripNotifying(
    @Arg("shareToken", () => String, { description: "The token of the share link." }) shareToken: string,
    @Arg("endpoint", () => String, { description: "This browser's push subscription endpoint." })
    endpoint: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<boolean> {
    const share = await requireActiveShare(ctx.services, shareToken);
    return (await sharePushEndpointsOf(ctx.services.sql, share.id)).includes(endpoint);
  }

  @Mutation(() => Boolean, {
    description:
      "Tells this browser when the shared trip starts and ends, until it ends; no sign-in. Answers true (subscribed).",
  })
  async subscribeToSharedTrip(
    @Arg("shareToken", () => String, { description: "The token of the share link." }) shareToken: string,
    @Arg("input", () => PushSubscriptionInput, { description: "This browser's subscription." })
    input: PushSubscriptionInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<boolean> {
    const share = await requireActiveShare(ctx.services, shareToken);
    const { position } = await subscribeToSharedTrip(ctx.services.commands)(
      {
        requestId: share.requestId,
        shareToken,
        endpoint: input.endpoint,
        p256dh: input.p256dh,
        authSecret: input.authSecret,
      },
      linkHolderContext(ctx),
    );
    return afterWrite(ctx, position, [FAMILY_SHARES], async () => true);
  }

  @Mutation(() => Boolean, {
    description: "Stops telling this browser about the shared trip. Answers false (not subscribed).",
  })
  async unsubscribeFromSharedTrip(
    @Arg("shareToken", () => String, { description: "The token of the share link." }) shareToken: string,
    @Arg("endpoint", () => String, { description: "This browser's push subscription endpoint." })
    endpoint: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<boolean> {
    const share = await requireActiveShare(ctx.services, shareToken);
    const { position } = await unsubscribeFromSharedTrip(ctx.services.commands)(
      { requestId: share.requestId, shareToken, endpoint },
      linkHolderContext(ctx),
    );
    return afterWrite(ctx, position, [FAMILY_SHARES], async () => false);
  }
}
