import { comparePositions, type EventStore, type Position, START } from "../../../domain/ports/eventStore";

export interface RecordingEventStore extends EventStore {
  /** The newest position any append through this store returned (START before the first). */
  lastAppended(): Position;
}

/**
 * Tests wait for "everything I appended", not for `headPosition()`: on the SQL stores the head
 * stays below events whose transactions committed after some still-open writer's began (e.g. a
 * projector's batch), so a head read right after an append can lag it and a test would stop early.
 */
export function recordingAppends(store: EventStore): RecordingEventStore {
  let last: Position = START;
  return {
    kind: store.kind,
    async appendToStream(stream, events, options) {
      const result = await store.appendToStream(stream, events, options);
      if (comparePositions(result.position, last) > 0) last = result.position;
      return result;
    },
    readStream: (stream) => store.readStream(stream),
    readAll: (options) => store.readAll(options),
    readAllSettled: (options) => store.readAllSettled(options),
    subscribeAll: (options) => store.subscribeAll(options),
    headPosition: () => store.headPosition(),
    eventsBetween: (from, to) => store.eventsBetween(from, to),
    close: () => store.close(),
    lastAppended: () => last,
  };
}
