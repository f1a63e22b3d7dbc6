import { asCurrentEvent } from "../../domain/events";
import type { EventStore } from "../../domain/ports/eventStore";
import { requestDecider } from "../../domain/request/decider";
import type { RequestEvent } from "../../domain/request/events";
import type { RequestState } from "../../domain/request/state";
import { fold } from "../../domain/shared/decider";
import { requestStream } from "../../domain/streams";

/**
 * A request's state as its decider folds it: the quote and the cancellation terms are read from the
 * stream itself (the source of truth the booking is decided on), not from a read model that may lag.
 */
export async function requestStateOf(store: EventStore, requestId: string): Promise<RequestState> {
  const recorded = await store.readStream(requestStream(requestId));
  return fold(
    requestDecider,
    recorded.map((event) => asCurrentEvent<RequestEvent>(event)),
  );
}
