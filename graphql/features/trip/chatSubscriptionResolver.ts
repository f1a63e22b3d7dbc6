import { Arg, ID, Resolver, Root, Subscription } from "type-graphql";
import { requireSignedIn } from "../../../command-api/auth/policy/identityPolicy";
import { requireRequestParty } from "../../../command-api/auth/policy/requestPolicy";
import { DomainError } from "../../../domain/shared/domainError";
import { CHAT_CHANGED_TOPIC } from "../../../projections/read-models/chat/projection";
import {
  type ChatMessage as ChatMessageRow,
  hasMessage,
  lastMessageId,
  messagesOf,
} from "../../../projections/read-models/chat/queries";
import { byId } from "../../../projections/read-models/request-history/queries";
import { requireAccessStill } from "../../live/accessEnded";
import { checkedIterator, guardedSubscribe } from "../../live/guardedSubscribe";
import { liveIterator } from "../../live/liveIterator";
import { ChatMessage } from "./tripTypes";

interface ChatSubscriptionArgs {
  requestId: string;
  afterMessageId?: string | null;
  fromStart?: boolean;
}

/** Messages read per change: a burst larger than this arrives over the next changes. */
const BATCH = 200;

/**
 * Live chat (spec §7 chat, instead of the 2 s poll): after each change of the request's chat, the
 * messages that arrived since the last delivery. Only the request's customer and provider may listen.
 */
@Resolver()
export class ChatSubscriptionResolver {
  @Subscription(() => [ChatMessage], {
    description:
      "New messages of one request's chat as they are sent (oldest first), for its customer and provider only " +
      "(others: NOT_FOUND). Fetch chatMessages first and merge by id: a message may come by both. " +
      "Access is checked on every delivery: a party who stops being one (a captain who declined) gets FORBIDDEN and the subscription ends. " +
      "Pass the newest message you hold (afterMessageId), or fromStart when you hold none: messages sent between your chatMessages read and this subscription then arrive at once instead of being skipped.",
    subscribe: guardedSubscribe<ChatSubscriptionArgs>(
      async ({ requestId, afterMessageId, fromStart }, ctx) => {
        const principal = requireSignedIn(ctx.principal);
        // Where this subscriber is: null until the first read tells what already existed.
        let lastSeen: string | null | undefined;
        let pushNow: ((value: { requestId: string }) => void) | null = null;
        const iterator = liveIterator<{ requestId: string }, ChatMessageRow[]>(
          (push) => {
            pushNow = push;
            return ctx.services.liveBus.subscribe(CHAT_CHANGED_TOPIC, (change) => {
              if ((change as { requestId: string }).requestId === requestId) push({ requestId });
            });
          },
          {
            map: async () => {
              // A party may stop being one (a captain who declined): checked on every delivery, not once.
              await requireAccessStill({ resource: "Request", id: requestId }, async () =>
                requireRequestParty(principal, await byId(ctx.services.sql, requestId), requestId, {
                  adminMayRead: false,
                }),
              );
              const fresh = await messagesOf(
                ctx.services.sql,
                requestId,
                lastSeen ? { afterMessageId: lastSeen, limit: BATCH } : { limit: BATCH },
              );
              if (fresh.length === 0) return undefined;
              lastSeen = fresh[fresh.length - 1]?.id ?? lastSeen;
              return fresh;
            },
            onError: ctx.services.onBackgroundError,
          },
        );
        return checkedIterator(iterator, async () => {
          requireRequestParty(principal, await byId(ctx.services.sql, requestId), requestId, {
            adminMayRead: false,
          });
          if (afterMessageId) {
            if (!(await hasMessage(ctx.services.sql, requestId, afterMessageId)))
              throw new DomainError(
                "bad_input",
                "chat.messageNotInChat",
                { messageId: afterMessageId },
                "afterMessageId",
              );
            lastSeen = afterMessageId;
          } else if (fromStart) {
            lastSeen = null;
          } else {
            // Attached before this read: anything newer than it reaches the subscriber.
            lastSeen = await lastMessageId(ctx.services.sql, requestId);
            return;
          }
          // The client's history may be older than the moment we attached: deliver what it missed now.
          pushNow?.({ requestId });
        });
      },
    ),
  })
  chatMessagesAdded(
    @Root() messages: ChatMessage[],
    @Arg("requestId", () => ID, { description: "The request whose chat to follow." }) _requestId: string,
    @Arg("afterMessageId", () => ID, {
      nullable: true,
      description: "The newest message the client already holds: later ones are delivered at once.",
    })
    _afterMessageId?: string,
    @Arg("fromStart", () => Boolean, {
      defaultValue: false,
      description: "The client holds no message yet: every message is delivered, the existing ones at once.",
    })
    _fromStart?: boolean,
  ): ChatMessage[] {
    return messages;
  }
}
