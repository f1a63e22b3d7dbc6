import type { Projection, ProjectionChange } from "../../projection";
import { BatchTable, type Row } from "../shared/batchTable";
import { parseRecorded } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { CHAT, CHAT_DDL, CHAT_INDEXES } from "./schema";

/** Per changed chat: lets the client drop its 2 s poll for a subscription. */
export const CHAT_CHANGED_TOPIC = "chat.changed";

interface MessageRow extends Row {
  id: string;
  request_id: string;
  receiver_id: string;
  is_read: boolean;
  read_at: string | null;
}

export const chatProjection: Projection = {
  name: CHAT,
  version: 1,
  handles: ["ChatMessageSent", "ChatMessagesRead"],
  tables: ["chat_messages", streamRevisionTable(CHAT)],

  async migrate(tx) {
    for (const statement of CHAT_DDL) await tx.query(statement);
  },

  indexes: CHAT_INDEXES,

  /** In memory: the messages a batch sends or reads are loaded once and written once. */
  async apply(events, tx) {
    const unseen = (await claimUnseenEvents(tx, CHAT, events)).map(parseRecorded);
    const messages = new BatchTable<MessageRow>("chat_messages", ["id"]);
    await messages.load(
      tx,
      unseen.flatMap((event) => {
        if (event.type === "ChatMessageSent") return [[event.data.messageId]];
        if (event.type === "ChatMessagesRead") return event.data.messageIds.map((id) => [id]);
        return [];
      }),
    );
    const changed = new Set<string>();
    for (const event of unseen) {
      if (event.type === "ChatMessageSent") {
        const d = event.data;
        if (!messages.get(d.messageId)) {
          messages.put({
            id: d.messageId,
            request_id: d.requestId,
            sender_id: d.senderId,
            receiver_id: d.receiverId,
            message_type: d.messageType,
            content: d.content,
            image_url: d.imageUrl,
            is_read: false,
            read_at: null,
            created_at: d.sentAt,
          });
        }
        changed.add(d.requestId);
      } else if (event.type === "ChatMessagesRead") {
        // Only the receiver can read a message; the first read time stays.
        const d = event.data;
        for (const id of d.messageIds) {
          const row = messages.get(id);
          if (!row || row.request_id !== d.requestId || row.receiver_id !== d.readerId || row.is_read)
            continue;
          row.is_read = true;
          row.read_at = d.readAt;
          messages.put(row);
        }
        changed.add(d.requestId);
      }
    }
    await messages.flush(tx);
    return [...changed].map(
      (requestId): ProjectionChange => ({ topic: CHAT_CHANGED_TOPIC, payload: { requestId } }),
    );
  },
};
