import { type EventStore, WrongExpectedRevision } from "../../domain/ports/eventStore";
import type { AppMetrics } from "./appMetrics";

/**
 * The same store, counting appends (and the events in them) as they succeed or fail. Everything
 * else passes through, the append hints included: a store without them would leave dispatch to
 * learn of bookings only from its queue projection, slower and without a word.
 */
export function instrumentedEventStore(store: EventStore, metrics: AppMetrics): EventStore {
  const { onAppended } = store;
  return {
    ...(onAppended ? { onAppended: (listener) => onAppended.call(store, listener) } : {}),
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
    readAllSettled: (options) => store.readAllSettled(options),
    subscribeAll: (options) => store.subscribeAll(options),
    headPosition: () => store.headPosition(),
    eventsBetween: (from, to) => store.eventsBetween(from, to),
    close: () => store.close(),
  };
}
