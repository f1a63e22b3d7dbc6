import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const CHAT = "chat";

/** Spec §3 Chat message, per request. */
export const CHAT_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS chat_messages (
    id text PRIMARY KEY,
    request_id text NOT NULL,
    sender_id text NOT NULL,
    receiver_id text NOT NULL,
    message_type text NOT NULL,
    content text NOT NULL,
    image_url text,
    is_read boolean NOT NULL DEFAULT false,
    read_at timestamptz,
    created_at timestamptz NOT NULL
  )`,
  streamRevisionDdl(CHAT),
];

/** Only the queries read by these: built once a replay has caught up (Projection.indexes). */
export const CHAT_INDEXES: readonly string[] = [
  // The chat polls every 2 s for what is new since its last message: oldest first by (time, id).
  "CREATE INDEX IF NOT EXISTS chat_messages_by_request ON chat_messages (request_id, created_at, id)",
  "CREATE INDEX IF NOT EXISTS chat_messages_unread ON chat_messages (receiver_id, request_id) WHERE NOT is_read",
];
