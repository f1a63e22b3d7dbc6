import type { LiveBus } from "../../domain/ports/liveBus";
import type { Sql } from "../../domain/ports/sql";
import { statusText } from "../../domain/rules/statusText";
import {
  REQUEST_CHANGED_TOPIC,
  type RequestChangedPayload,
} from "../../projections/read-models/request-history/projection";
import { byId } from "../../projections/read-models/request-history/queries";
import { BoundedMap } from "./boundedMap";
import type { LiveConnections } from "./liveConnections";

/** The events that change a request's status, and so deserve a "Request Update" toast. */
const STATUS_CAUSES = new Set([
  "JobAccepted",
  "JobStarted",
  "JobCompleted",
  "RequestCancelled",
  "RequestUnassigned",
]);

/**
 * Pushes `new_request` to providers a job is offered to and `request_update` (with spec §4's
 * status texts, and the support number when nobody took the request) to its parties, after the request_history projection committed the change.
 */
export function startRequestNotifications(deps: {
  bus: LiveBus;
  sql: Sql;
  connections: LiveConnections;
  onError: (error: unknown) => void;
  /** Told to a customer whom dispatch found nobody for. */
  supportPhone: string;
}): () => void {
  const offeredTo = new BoundedMap<Set<string>>(50_000);
  const lastStatus = new BoundedMap<string>(50_000);

  async function handle(change: RequestChangedPayload) {
    const notified = offeredTo.get(change.requestId) ?? new Set<string>();
    const newlyOffered = change.offeredTo.filter((p) => !notified.has(p));
    for (const provider of newlyOffered) notified.add(provider);
    offeredTo.set(change.requestId, notified);

    const previous = lastStatus.get(change.requestId);
    lastStatus.set(change.requestId, change.status);
    const statusChanged =
      previous !== undefined ? previous !== change.status : STATUS_CAUSES.has(change.cause);

    const offerRecipients = newlyOffered.filter((p) => deps.connections.isConnected(p));
    // Parties, plus providers who were offered the job and should see it close for them.
    const updateRecipients = [change.customerId, change.providerId, ...notified].filter(
      (id): id is string => id !== null && deps.connections.isConnected(id),
    );
    const announce = statusChanged && change.status !== "pending" && updateRecipients.length > 0;
    if (offerRecipients.length === 0 && !announce) return;

    const request = await byId(deps.sql, change.requestId);
    if (!request) return;
    if (offerRecipients.length > 0) deps.connections.send(offerRecipients, { type: "new_request", request });
    if (announce) {
      const message = statusText(change.status, deps.supportPhone);
      deps.connections.send(updateRecipients, {
        type: "request_update",
        request,
        status: change.status,
        message,
      });
    }
  }

  return deps.bus.subscribe(REQUEST_CHANGED_TOPIC, (payload) => {
    handle(payload as RequestChangedPayload).catch(deps.onError);
  });
}
