import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { requireRequestParty } from "../../../command-api/auth/policy/requestPolicy";
import { sendChatMessage } from "../../../command-api/commands/chatCommands";
import { shareTrip } from "../../../command-api/commands/sharingCommands";
import { DomainError } from "../../../domain/shared/domainError";
import { messagesOf } from "../../../projections/read-models/chat/queries";
import { CHAT } from "../../../projections/read-models/chat/schema";
import { sharesOf } from "../../../projections/read-models/family-shares/queries";
import { FAMILY_SHARES } from "../../../projections/read-models/family-shares/schema";
import { byId } from "../../../projections/read-models/request-history/queries";
import { actingAs, signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { afterWrite } from "../../context/readAfterWrite";
import { SendChatMessageInput, ShareTripInput } from "./tripInputs";
import { ChatMessage, FamilyShare } from "./tripTypes";

/** Chat and trip sharing during a job: only the request's two parties (admins may read the chat). */
@Resolver()
export class TripResolver {
  @Query(() => [ChatMessage], {
    description: "The request's chat, oldest first; pass the last id you have to get only newer ones.",
  })
  async chatMessages(
    @Arg("requestId", () => ID, {
      description: "The request whose chat to read (its customer, its captain, or an admin).",
    })
    requestId: string,
    @Ctx() ctx: GraphqlContext,
    @Arg("afterMessageId", () => ID, {
      nullable: true,
      description:
        "The newest message the client holds: only later ones are answered. Null for the whole chat.",
    })
    afterMessageId?: string | null,
  ): Promise<ChatMessage[]> {
    const principal = signedIn(ctx);
    requireRequestParty(principal, await byId(ctx.services.sql, requestId), requestId, {
      adminMayRead: true,
    });
    return messagesOf(ctx.services.sql, requestId, afterMessageId ? { afterMessageId } : {});
  }

  @Mutation(() => ChatMessage, { description: "Sends a message to the other party of an active request." })
  async sendChatMessage(
    @Arg("input", () => SendChatMessageInput, { description: "The message." }) input: SendChatMessageInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ChatMessage> {
    const { principal, command } = actingAs(ctx, ["customer", "provider"]);
    const request = requireRequestParty(
      principal,
      await byId(ctx.services.sql, input.requestId),
      input.requestId,
      {
        adminMayRead: false,
      },
    );
    const receiverId = principal.userId === request.customerId ? request.providerId : request.customerId;
    if (!receiverId) throw new DomainError("conflict", "chat.noActiveService");
    const { position, messageId } = await sendChatMessage(ctx.services.commands)(
      {
        requestId: input.requestId,
        receiverId,
        messageType: input.messageType,
        content: input.content,
        imageUrl: input.imageUrl ?? null,
        ...(input.messageId ? { messageId: input.messageId } : {}),
      },
      command,
    );
    return afterWrite(ctx, position, [CHAT], async () => {
      const sent = (await messagesOf(ctx.services.sql, input.requestId, { limit: 1000 })).find(
        (m) => m.id === messageId,
      );
      if (!sent)
        throw new DomainError("not_found", "resource.notReadableYet", { resource: "Message", id: messageId });
      return sent;
    });
  }

  @Mutation(() => FamilyShare, {
    description: "Shares the trip with a family member; the answer carries the shareToken.",
  })
  async shareTrip(
    @Arg("input", () => ShareTripInput, { description: "Who to share with and what they may see." })
    input: ShareTripInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<FamilyShare> {
    const { principal, command } = actingAs(ctx, ["customer"]);
    requireRequestParty(principal, await byId(ctx.services.sql, input.requestId), input.requestId, {
      adminMayRead: false,
    });
    const { position, shareId } = await shareTrip(ctx.services.commands)(
      {
        requestId: input.requestId,
        sharedWithName: input.sharedWithName,
        sharedWithPhone: input.sharedWithPhone,
        includeLocation: input.includeLocation,
        includeETA: input.includeETA,
        includeProviderDetails: input.includeProviderDetails,
      },
      command,
    );
    return afterWrite(ctx, position, [FAMILY_SHARES], async () => {
      const share = (
        await sharesOf(ctx.services.sql, input.requestId, ctx.services.commands.clock.now())
      ).find((s) => s.id === shareId);
      if (!share)
        throw new DomainError("not_found", "resource.notReadableYet", { resource: "Share", id: shareId });
      return share;
    });
  }
}
