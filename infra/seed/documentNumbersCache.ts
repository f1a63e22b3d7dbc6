import { documentNumbersStream } from "../../domain/invoicing/documentNumbers";
import type { EventStore, RecordedEvent } from "../../domain/ports/eventStore";

/**
 * The seeded history's event store: the document-number series streams kept in memory after their
 * first read, and extended by the appends made through it. assignDocumentNumber reads the whole
 * series for each document (fine for the live worker's pace, one document at a time); the seeding
 * issues a thousand in a row, and re-reading a growing stream each time would make it quadratic.
 * An append that fails (another writer got there first) drops the copy, so the retry reads again.
 * Everything else goes straight to the store.
 */
export function cachingDocumentNumbers(store: EventStore): EventStore {
  const series = new Set([documentNumbersStream("tax-invoice"), documentNumbersStream("credit-note")]);
  const cache = new Map<string, RecordedEvent[]>();
  const readStream: EventStore["readStream"] = async (stream) => {
    if (!series.has(stream)) return store.readStream(stream);
    let events = cache.get(stream);
    if (!events) {
      events = await store.readStream(stream);
      cache.set(stream, events);
    }
    return [...events];
  };
  const appendToStream: EventStore["appendToStream"] = async (stream, events, options) => {
    if (!series.has(stream)) return store.appendToStream(stream, events, options);
    const known = cache.get(stream);
    cache.delete(stream);
    const result = await store.appendToStream(stream, events, options);
    if (known)
      cache.set(stream, [
        ...known,
        ...events.map((event, i) => ({
          ...event,
          streamId: stream,
          revision: result.nextRevision - BigInt(events.length - 1 - i),
          position: result.position,
        })),
      ]);
    return result;
  };
  return new Proxy(store, {
    get(target, property) {
      if (property === "readStream") return readStream;
      if (property === "appendToStream") return appendToStream;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
