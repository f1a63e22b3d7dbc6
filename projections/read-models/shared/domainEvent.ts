import type { AccountEvent } from "../../../domain/account/events";
import { ChatEvent } from "../../../domain/chat/events";
import { isDomainEventType, parseEventData } from "../../../domain/events";
import type { PayoutEvent } from "../../../domain/payout/events";
import { PhotoEvent } from "../../../domain/photos/events";
import type { RecordedEvent } from "../../../domain/ports/eventStore";
import type { ProviderEvent } from "../../../domain/provider/events";
import type { PushEvent } from "../../../domain/push/events";
import type { RequestEvent } from "../../../domain/request/events";
import { SharingEvent } from "../../../domain/sharing/events";

/** Every event the read models know, as a union the projections can `switch` on. */
export type ReadModelEvent =
  | RequestEvent
  | ProviderEvent
  | AccountEvent
  | ChatEvent
  | PhotoEvent
  | SharingEvent
  | PushEvent
  | PayoutEvent;
export type ReadModelEventType = ReadModelEvent["type"];

/** The `data` of one event type. */
export type DataOf<T extends ReadModelEventType> = Extract<ReadModelEvent, { type: T }>["data"];

/** A stored event whose `type` narrows `data` (the intersection distributes over the union). */
export type RecordedReadModelEvent = ReadModelEvent & Omit<RecordedEvent, "type" | "data">;

/** Chat, photo and sharing events are not in domain/events.ts's registry yet; until they are, their own unions parse them. */
const UNREGISTERED = [ChatEvent, PhotoEvent, SharingEvent];

/**
 * Validates a stored event the way every reader of the store does (domain/events.ts): a malformed
 * event, an unknown type or an unreadable schemaVersion fails the batch loudly, naming the type and
 * field, instead of writing nonsense into a read model.
 */
export function parseRecorded(event: RecordedEvent): RecordedReadModelEvent {
  // The runner hands the same event objects to every projection (shared pages, recent events):
  // parse each once. The stored event is never mutated, so its parse never changes.
  const known = parsed.get(event);
  if (known) return known;
  const result = parseOnce(event);
  parsed.set(event, result);
  return result;
}

const parsed = new WeakMap<RecordedEvent, RecordedReadModelEvent>();

function parseOnce(event: RecordedEvent): RecordedReadModelEvent {
  if (isDomainEventType(event.type)) {
    const data = parseEventData(event.type, event.data, event.metadata.schemaVersion);
    return { ...event, data } as RecordedReadModelEvent;
  }
  for (const union of UNREGISTERED) {
    const parsed = union.safeParse({ type: event.type, data: event.data });
    if (parsed.success) return { ...event, ...parsed.data } as RecordedReadModelEvent;
  }
  // The registry's error names the type, so the runner's log says which event stopped the batch.
  return { ...event, data: parseEventData(event.type, event.data) } as RecordedReadModelEvent;
}
