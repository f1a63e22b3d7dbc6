import { type EventStore, WrongExpectedRevision } from "../../domain/ports/eventStore";
import type { AppMetrics } from "./appMetrics";

/** The same store, counting appends (and the events in them) as they succeed or fail. */
export function instrumentedEventStore(store: EventStore, metrics: AppMetrics): EventStore {
  return {
    kind: store.kind,
    async appendToStream(stream, events, options) {
      try {
        const result = await store.appendToStream(stream, events, options);
        metrics.observeAppended(events.map((e) => e.type));
        return result;
      } catch (error) {
        metrics.appends.inc({ outcome: error instanceof WrongExpectedRevision ? "conflict" : "error" });
        throw error;
      }
    },
    readStream: (stream) => store.readStream(stream),
    readAll: (options) => store.readAll(options),
    subscribeAll: (options) => store.subscribeAll(options),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
}
