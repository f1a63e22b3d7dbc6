import {
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
} from "../../domain/ports/eventStore";
import { ALL_EVENT_TYPES, type Projection } from "../projection";
import type { CatchUpPages } from "./catchUpPages";
import type { RecentEvents } from "./recentEvents";

export interface Batch {
  events: RecordedEvent[];
  /** The checkpoint the batch starts after. */
  from: Position;
  /** Where the checkpoint goes when the batch commits. */
  to: Position;
  /** The store's head as seen just before the read (or the last event, if that is newer). */
  head: Position;
  /** The read hit its limit: more events are waiting (catching up). */
  full: boolean;
}

function maxPosition(...positions: Position[]): Position {
  return positions.reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b));
}

/** `undefined` asks the store for every type. */
export function typeFilter(projection: Projection): readonly string[] | undefined {
  return projection.handles.includes(ALL_EVENT_TYPES) ? undefined : projection.handles;
}

/**
 * Reads the events of `projection` after `from`: from `recent` (memory) when it holds them all,
 * else from the store. Either way the read comes with the head it was complete up to: when it comes
 * back short of `limit`, every relevant event up to that head is in hand (memory holds every event
 * up to its newest; the store's `readAllSettled` says how far the same read reached), so the
 * checkpoint may move to the head even when the projection's types are rare. That keeps lag honest
 * and restarts cheap. The head must not come from an earlier `headPosition()`: that was the race of
 * issue 27 (a rebuild's tail moved past events its read could not yet see, and its tables never had them).
 */
export async function readNextBatch(
  store: EventStore,
  projection: Projection,
  from: Position,
  limit: number,
  recent?: Pick<RecentEvents, "read">,
  pages?: Pick<CatchUpPages, "read" | "leave">,
  /** Who reads, for the shared pages (a rebuild beside its projection's live worker is another reader). */
  reader = projection.name,
): Promise<Batch> {
  const types = typeFilter(projection);
  const inMemory = recent?.read(from, limit, types);
  // Caught up to what memory holds: this reader is done with the shared pages.
  if (inMemory) pages?.leave(reader);
  if (!inMemory && pages) {
    // Catching up: a page shared with the other workers; its end is settled, so more may follow.
    const shared = await pages.read(from, limit, types, reader);
    if (shared) {
      return {
        events: shared.events,
        from,
        to: shared.to,
        head: maxPosition(shared.head, shared.to),
        full: true,
      };
    }
  }
  // From the store, the bound comes with the read itself: a head read by an earlier statement may
  // lie beyond what this read can show (each SQL statement has its own $all horizon).
  const { events, settledTo: head } = inMemory
    ? { events: inMemory.events, settledTo: inMemory.head }
    : await store.readAllSettled({ after: from, limit, types });
  const full = events.length >= limit;
  const last = events.at(-1)?.position ?? from;
  return {
    events,
    from,
    to: full ? last : maxPosition(from, last, head),
    head: maxPosition(head, last),
    full,
  };
}
