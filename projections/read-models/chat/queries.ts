import type { Sql } from "../../../domain/ports/sql";
import { isoTime, isoTimeOrNull, type SqlTimestamp } from "../shared/rowValues";

/** Spec §3 Chat message. */
export interface ChatMessage {
  id: string;
  requestId: string;
  senderId: string;
  receiverId: string;
  messageType: "text" | "image";
  content: string;
  imageUrl: string | null;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
}

interface Row {
  id: string;
  request_id: string;
  sender_id: string;
  receiver_id: string;
  message_type: "text" | "image";
  content: string;
  image_url: string | null;
  is_read: boolean;
  read_at: SqlTimestamp | null;
  created_at: SqlTimestamp;
}

export interface ChatQuery {
  /** Only messages after this one (the last the client has): the 2 s poll then fetches only what is new. */
  afterMessageId?: string;
  /** Default 200, at most 1000. */
  limit?: number;
}

/** GET /api/chat/{requestId}: oldest first. */
export async function messagesOf(sql: Sql, requestId: string, query: ChatQuery = {}): Promise<ChatMessage[]> {
  const limit = query.limit ?? 200;
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    throw new RangeError(`limit must be 1 to 1000, got ${limit}`);
  const { rows } = await sql.query<Row>(
    `SELECT id, request_id, sender_id, receiver_id, message_type, content, image_url, is_read, read_at, created_at
       FROM rm.chat_messages m
      WHERE request_id = $1
        AND ($2::text IS NULL OR (created_at, id) > (
              SELECT created_at, id FROM rm.chat_messages WHERE id = $2 AND request_id = $1))
      ORDER BY created_at, id
      LIMIT $3`,
    [requestId, query.afterMessageId ?? null, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    requestId: row.request_id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    messageType: row.message_type,
    content: row.content,
    imageUrl: row.image_url,
    isRead: row.is_read,
    readAt: isoTimeOrNull(row.read_at),
    createdAt: isoTime(row.created_at),
  }));
}

/** Messages waiting for the user, in one chat or in all. */
export async function unreadCount(sql: Sql, receiverId: string, requestId?: string): Promise<number> {
  const { rows } = await sql.query<{ unread: number }>(
    `SELECT count(*)::int AS unread FROM rm.chat_messages
      WHERE receiver_id = $1 AND NOT is_read AND ($2::text IS NULL OR request_id = $2)`,
    [receiverId, requestId ?? null],
  );
  return rows[0]?.unread ?? 0;
}

/** The id of the chat's newest message, or null when it has none: where a live subscriber starts. */
/** Whether the message is one of this request's chat. */
export async function hasMessage(sql: Sql, requestId: string, messageId: string): Promise<boolean> {
  const { rows } = await sql.query<{ found: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM rm.chat_messages WHERE request_id = $1 AND id = $2) AS found",
    [requestId, messageId],
  );
  return rows[0]?.found === true;
}

export async function lastMessageId(sql: Sql, requestId: string): Promise<string | null> {
  const { rows } = await sql.query<{ id: string }>(
    "SELECT id FROM rm.chat_messages WHERE request_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1",
    [requestId],
  );
  return rows[0]?.id ?? null;
}
