import { asCurrentEvent } from "../../domain/events";
import {
  type Actor,
  type EventStore,
  formatPosition,
  type RecordedEvent,
} from "../../domain/ports/eventStore";
import { evolve as evolveRequest, initialState as initialRequestState } from "../../domain/request/decider";
import type { RequestEvent } from "../../domain/request/events";
import type { RequestState } from "../../domain/request/state";
import { requestStream } from "../../domain/streams";

/** One step of a request's life: the event, who caused it and when, and the request right after it. */
export interface TimelineEntry {
  position: string;
  revision: string;
  type: string;
  actor: Actor;
  occurredAt: string;
  correlationId: string;
  data: unknown;
  stateAfter: RequestState;
}

/** The request as it stood at a moment: `asOf` is the last event at or before it (null: not yet requested). */
export interface RequestStateAt {
  state: RequestState;
  asOf: TimelineEntry | null;
}

/**
 * Request events were validated by their schema when appended, so the fold trusts the store
 * (as the command handler does) instead of parsing again; older versions are upcast first.
 */
const asRequestEvent = (event: RecordedEvent) => asCurrentEvent<RequestEvent>(event);

/**
 * The whole history of one request, folded with the decider's own `evolve`: the states shown are
 * exactly what the decider saw when it judged each later command. Empty when there is no such request.
 */
export async function requestTimeline(store: EventStore, requestId: string): Promise<TimelineEntry[]> {
  const events = await store.readStream(requestStream(requestId));
  let state = initialRequestState();
  return events.map((event) => {
    state = evolveRequest(state, asRequestEvent(event));
    return {
      position: formatPosition(event.position),
      revision: event.revision.toString(),
      type: event.type,
      actor: event.metadata.actor,
      occurredAt: event.metadata.occurredAt,
      correlationId: event.metadata.correlationId,
      data: event.data,
      stateAfter: state,
    };
  });
}

/** "What did this request look like at 14:03?": the fold of every event that had occurred by then. */
export async function requestStateAt(
  store: EventStore,
  requestId: string,
  at: Date,
): Promise<RequestStateAt> {
  const timeline = await requestTimeline(store, requestId);
  const asOf = timeline.filter((entry) => Date.parse(entry.occurredAt) <= at.getTime()).at(-1) ?? null;
  return { state: asOf?.stateAfter ?? initialRequestState(), asOf };
}
