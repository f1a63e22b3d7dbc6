import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { CHAT, CHAT_DDL } from "./schema";

/** Per changed chat: lets the client drop its 2 s poll for a subscription. */
export const CHAT_CHANGED_TOPIC = "chat.changed";

export const chatProjection: Projection = {
  name: CHAT,
  version: 1,
  handles: ["ChatMessageSent", "ChatMessagesRead"],
  tables: ["chat_messages", streamRevisionTable(CHAT)],

  async migrate(tx) {
    for (const statement of CHAT_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const changed = new Set<string>();
    for (const event of (await claimUnseenEvents(tx, CHAT, events)).map(parseRecorded)) {
      if (event.type === "ChatMessageSent") {
        const d = event.data;
        await tx.query(
          `INSERT INTO chat_messages (id, request_id, sender_id, receiver_id, message_type, content, image_url, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
          [
            d.messageId,
            d.requestId,
            d.senderId,
            d.receiverId,
            d.messageType,
            d.content,
            d.imageUrl,
            d.sentAt,
          ],
        );
        changed.add(d.requestId);
      } else if (event.type === "ChatMessagesRead") {
        // Only the receiver can read a message; the first read time stays.
        const d = event.data;
        await tx.query(
          `UPDATE chat_messages SET is_read = true, read_at = $4
            WHERE request_id = $1 AND receiver_id = $2 AND id = ANY($3::text[]) AND NOT is_read`,
          [d.requestId, d.readerId, d.messageIds, d.readAt],
        );
        changed.add(d.requestId);
      }
    }
    return [...changed].map(
      (requestId): ProjectionChange => ({ topic: CHAT_CHANGED_TOPIC, payload: { requestId } }),
    );
  },
};
