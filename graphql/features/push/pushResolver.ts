import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { Principal } from "../../../command-api/auth/principal";
import {
  addPushSubscription,
  removePushSubscription,
  setPushPreference,
} from "../../../command-api/commands/pushCommands";
import { pushEndpointsOf, pushPreferencesOf } from "../../../projections/read-models/push-settings/queries";
import { PUSH_SETTINGS } from "../../../projections/read-models/push-settings/schema";
import { actingAs, signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { afterWrite } from "../../context/readAfterWrite";
import { PushSettings, PushSubscriptionInput } from "./pushTypes";

async function settingsOf(ctx: GraphqlContext, principal: Principal): Promise<PushSettings> {
  const [endpoints, preferences] = await Promise.all([
    pushEndpointsOf(ctx.services.sql, principal.userId),
    pushPreferencesOf(ctx.services.sql, principal.userId, principal.role),
  ]);
  return { endpoints, preferences };
}

/** The signed-in user's push notifications (issue 23); the worker's push reactor sends them. */
@Resolver()
export class PushResolver {
  @Query(() => PushSettings, { description: "The caller's subscribed browsers and notification switches." })
  async pushSettings(@Ctx() ctx: GraphqlContext): Promise<PushSettings> {
    return settingsOf(ctx, signedIn(ctx));
  }

  @Mutation(() => PushSettings, { description: "Lets this browser receive the caller's notifications." })
  async addPushSubscription(
    @Arg("input", () => PushSubscriptionInput, { description: "This browser's subscription." })
    input: PushSubscriptionInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<PushSettings> {
    const { principal, command } = actingAs(ctx);
    const { position } = await addPushSubscription(ctx.services.commands)(
      {
        accountId: principal.userId,
        endpoint: input.endpoint,
        p256dh: input.p256dh,
        authSecret: input.authSecret,
      },
      command,
    );
    return afterWrite(ctx, position, [PUSH_SETTINGS], () => settingsOf(ctx, principal));
  }

  @Mutation(() => PushSettings, { description: "Stops notifications to one of the caller's browsers." })
  async removePushSubscription(
    @Arg("endpoint", () => String, { description: "The browser's subscription endpoint." }) endpoint: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<PushSettings> {
    const { principal, command } = actingAs(ctx);
    const { position } = await removePushSubscription(ctx.services.commands)(
      { accountId: principal.userId, endpoint, reason: "unsubscribed" },
      command,
    );
    return afterWrite(ctx, position, [PUSH_SETTINGS], () => settingsOf(ctx, principal));
  }

  @Mutation(() => PushSettings, {
    description: "Switches one kind of notification on or off on all the caller's browsers.",
  })
  async setPushPreference(
    @Arg("kind", () => String, { description: "A kind listed in PushPreference.kind for the caller's role." })
    kind: string,
    @Arg("enabled", () => Boolean, { description: "true: send this kind; false: never." }) enabled: boolean,
    @Ctx() ctx: GraphqlContext,
  ): Promise<PushSettings> {
    const { principal, command } = actingAs(ctx);
    const { position } = await setPushPreference(ctx.services.commands)(
      // The schema names a kind it does not know as the field `kind`.
      { accountId: principal.userId, kind: kind as never, enabled },
      command,
    );
    return afterWrite(ctx, position, [PUSH_SETTINGS], () => settingsOf(ctx, principal));
  }
}
