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
import { offerView } from "./offerView";

/** The events that change a request's status, and so deserve a "Request Update" toast. */
const STATUS_CAUSES = new Set([
  "JobAccepted",
  "JobStarted",
  "JobCompleted",
  "RequestCancelled",
  "RequestUnassigned",
]);

/**
 * Pushes `new_request` (the offer's view: no customer) to providers a job is offered to,
 * `offer_closed` (the id only) to each of them once their offer ends without them holding the job —
 * declined, expired, withdrawn, taken by another, cancelled — and `request_update` (with spec §4's
 * status texts, and the support number when nobody took the request) to the customer and the captain
 * holding the job, after the request_history projection committed the change.
 */
export function startRequestNotifications(deps: {
  bus: LiveBus;
  sql: Sql;
  connections: LiveConnections;
  onError: (error: unknown) => void;
  /** Told to a customer whom dispatch found nobody for. */
  supportPhone: string;
}): () => void {
  /** Per request, the providers told of an offer that has not closed for them yet. */
  const openOffers = new BoundedMap<Set<string>>(50_000);
  const lastStatus = new BoundedMap<string>(50_000);

  async function handle(change: RequestChangedPayload) {
    const open = openOffers.get(change.requestId) ?? new Set<string>();
    const stillOpen = change.status === "pending" ? change.offeredTo : [];
    const newlyOffered = stillOpen.filter((p) => !open.has(p));
    const ended = [...open].filter((p) => !stillOpen.includes(p));
    for (const provider of newlyOffered) open.add(provider);
    for (const provider of ended) open.delete(provider);
    openOffers.set(change.requestId, open);

    const previous = lastStatus.get(change.requestId);
    lastStatus.set(change.requestId, change.status);
    const statusChanged =
      previous !== undefined ? previous !== change.status : STATUS_CAUSES.has(change.cause);

    const connected = (id: string | null): id is string => id !== null && deps.connections.isConnected(id);
    const offerRecipients = newlyOffered.filter(connected);
    const endedRecipients = ended.filter(connected);
    const announce = statusChanged && change.status !== "pending";
    if (offerRecipients.length === 0 && endedRecipients.length === 0 && !announce) return;

    const request = await byId(deps.sql, change.requestId);
    if (!request) return;
    // Only a captain who accepted holds the job; a chosen captain whose offer was cancelled never did.
    const holder = request.acceptedAt !== null ? request.providerId : null;
    if (offerRecipients.length > 0)
      deps.connections.send(offerRecipients, { type: "new_request", request: offerView(request) });
    const closed = endedRecipients.filter((p) => p !== holder);
    if (closed.length > 0)
      deps.connections.send(closed, { type: "offer_closed", requestId: change.requestId });
    const updateRecipients = [change.customerId, holder].filter(connected);
    if (announce && updateRecipients.length > 0) {
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
