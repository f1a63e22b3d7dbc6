import type { LiveBus } from "../../domain/ports/liveBus";
import type { Sql } from "../../domain/ports/sql";
import { CHAT_CHANGED_TOPIC } from "../../projections/read-models/chat/projection";
import { byId } from "../../projections/read-models/request-history/queries";
import type { LiveConnections } from "./liveConnections";

/** Tells both parties that a request's chat changed, so an open chat refreshes without waiting for its 2 s poll. */
export function startChatNotifications(deps: {
  bus: LiveBus;
  sql: Sql;
  connections: LiveConnections;
  onError: (error: unknown) => void;
}): () => void {
  async function handle(requestId: string) {
    if (deps.connections.isEmpty) return;
    const request = await byId(deps.sql, requestId);
    if (!request) return;
    const parties = [request.customerId, request.providerId].filter((id): id is string => id !== null);
    deps.connections.send(parties, { type: "chat_message", requestId });
  }
  return deps.bus.subscribe(CHAT_CHANGED_TOPIC, (payload) => {
    handle((payload as { requestId: string }).requestId).catch(deps.onError);
  });
}
