import { asCurrentEvent } from "../../domain/events";
import type { EventStore } from "../../domain/ports/eventStore";
import { requestDecider } from "../../domain/request/decider";
import type { RequestEvent } from "../../domain/request/events";
import type { RequestState } from "../../domain/request/state";
import { requestStream } from "../../domain/streams";

/** A request's state as the decider folds it from its stream: what the worker processes judge "due" by. */
export async function requestStateOf(store: EventStore, requestId: string): Promise<RequestState> {
  const recorded = await store.readStream(requestStream(requestId));
  return recorded.reduce(
    (state, event) => requestDecider.evolve(state, asCurrentEvent<RequestEvent>(event)),
    requestDecider.initialState(),
  );
}
