import { asCurrentEvent } from "../../domain/events";
import type { EventStore } from "../../domain/ports/eventStore";
import { requestDecider } from "../../domain/request/decider";
import type { RequestEvent } from "../../domain/request/events";
import { partiesOf, type RequestParties } from "../../domain/request/parties";
import { Id } from "../../domain/shared/values";
import { requestStream } from "../../domain/streams";

const NO_REQUEST: RequestParties = { status: "none", customerId: null, providerId: null };

/**
 * The request's parties from its own stream (the write side), not from a read model: a chat
 * message or a share is judged against the request as it is now, not as a projection last saw it.
 */
export async function loadRequestParties(store: EventStore, requestId: unknown): Promise<RequestParties> {
  // A malformed id cannot name a stream; the command's own validation then reports it.
  if (!Id.safeParse(requestId).success) return NO_REQUEST;
  const recorded = await store.readStream(requestStream(String(requestId)));
  const state = recorded.reduce(
    (s, e) => requestDecider.evolve(s, asCurrentEvent<RequestEvent>(e)),
    requestDecider.initialState(),
  );
  return partiesOf(state);
}
