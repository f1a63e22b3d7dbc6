import {
  type AllStreamResolvedEvent,
  type EventData,
  type JSONType,
  jsonEvent,
  type ResolvedEvent,
} from "@kurrent/kurrentdb-client";
import type { EventMetadata, NewEvent, RecordedEvent } from "../../../domain/ports/eventStore";
import { isSystemEvent } from "./allStreamFilter";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Raised when a stored record cannot be read as one of ours; a store bug, never retried. */
export class UnreadableEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnreadableEventError";
  }
}

/**
 * Our event as KurrentDB event data. `metadata.eventId` becomes the record id, which is what
 * makes a retried append idempotent on the server; the whole metadata (eventId included) is
 * stored as the record's JSON metadata, so it reads back exactly as written.
 */
export function toEventData(event: NewEvent): EventData {
  const { eventId } = event.metadata;
  // The client turns the id into 16 bytes and throws an opaque error on anything else.
  if (!UUID.test(eventId)) {
    throw new TypeError(`event ${event.type}: metadata.eventId must be a UUID, got "${eventId}"`);
  }
  return jsonEvent({
    id: eventId,
    type: event.type,
    // The port types data as unknown; anything JSON.stringify accepts is stored as JSON.
    data: event.data as JSONType,
    metadata: { ...event.metadata },
  });
}

/**
 * A batch for one append. The same id twice in one batch would be stored twice, while every
 * other store refuses it; refuse it here too.
 */
export function toEventBatch(events: readonly NewEvent[]): EventData[] {
  const seen = new Set<string>();
  for (const event of events) {
    const id = event.metadata.eventId.toLowerCase();
    if (seen.has(id)) throw new TypeError(`event id ${event.metadata.eventId} appears twice in one append`);
    seen.add(id);
  }
  return events.map(toEventData);
}

/**
 * A record read from KurrentDB as the port's RecordedEvent, or undefined when there is nothing
 * for the application: KurrentDB's own system events, or a resolved event without a record (we
 * never ask to resolve links, so `event` is always the record itself when present).
 */
export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const record = resolved.event;
  if (!record || isSystemEvent(record)) return undefined;
  const where = `${record.streamId}@${record.revision}`;
  if (!record.position) {
    // Stream reads carry $all positions since EventStoreDB 22.6; every KurrentDB release has them.
    throw new UnreadableEventError(`event ${where} came without a $all position (server older than 22.6?)`);
  }
  if (!isMetadata(record.metadata)) {
    throw new UnreadableEventError(`event ${where} (${record.type}) has no Roadside metadata`);
  }
  return {
    streamId: record.streamId,
    revision: record.revision,
    position: { commit: record.position.commit, prepare: record.position.prepare },
    type: record.type,
    data: record.data,
    metadata: record.metadata,
  };
}

function isMetadata(value: unknown): value is EventMetadata {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { eventId?: unknown }).eventId === "string"
  );
}
