import { describe, expect, it } from "vitest";
import { toEventBatch, toEventData, toRecordedEvent, UnreadableEventError } from "./eventMapping";
import { metadataFor, resolvedAt } from "./testResolvedEvents";

const eventId = "0190f5a4-7b7e-7c3a-9f1e-3b1c2d4e5f60";

describe("toEventData", () => {
  it("stores our event as a JSON record whose id is the event id", () => {
    const metadata = metadataFor(eventId);
    const data = toEventData({ type: "ServiceRequested", data: { requestId: "r1" }, metadata });
    expect(data).toEqual({
      id: eventId,
      contentType: "application/json",
      type: "ServiceRequested",
      data: { requestId: "r1" },
      metadata,
    });
  });

  it("refuses an event id that is not a UUID, naming the event", () => {
    expect(() => toEventData({ type: "ServiceRequested", data: {}, metadata: metadataFor("evt-1") })).toThrow(
      /ServiceRequested: metadata.eventId must be a UUID/,
    );
  });
});

describe("toEventBatch", () => {
  it("refuses the same event id twice in one append, whatever its case", () => {
    const upper = { type: "A", data: {}, metadata: metadataFor(eventId.toUpperCase()) };
    const lower = { type: "B", data: {}, metadata: metadataFor(eventId) };
    expect(() => toEventBatch([upper, lower])).toThrow(/appears twice/);
    expect(toEventBatch([lower])).toHaveLength(1);
  });
});

describe("toRecordedEvent", () => {
  it("reads back stream, revision, position, type, data and metadata", () => {
    const resolved = resolvedAt(700n, { streamId: "provider-9", revision: 4n, type: "ProviderWentOnline" });
    expect(toRecordedEvent(resolved)).toEqual({
      streamId: "provider-9",
      revision: 4n,
      position: { commit: 700n, prepare: 700n },
      type: "ProviderWentOnline",
      data: { n: 700 },
      metadata: resolved.event?.metadata,
    });
  });

  it("has nothing to deliver for system events or a record-less resolved event", () => {
    expect(
      toRecordedEvent(resolvedAt(1n, { type: "$UserCreated", streamId: "$user-admin" })),
    ).toBeUndefined();
    expect(toRecordedEvent(resolvedAt(1n, { streamId: "$settings" }))).toBeUndefined();
    expect(toRecordedEvent({ commitPosition: 1n })).toBeUndefined();
  });

  it("refuses records without our metadata or without a $all position", () => {
    expect(() => toRecordedEvent(resolvedAt(1n, { metadata: undefined }))).toThrow(UnreadableEventError);
    // A stream read from a server older than 22.6: the record has no position at all.
    const { position: _, ...positionless } = resolvedAt(1n).event!;
    expect(() => toRecordedEvent({ event: positionless })).toThrow(/without a \$all position/);
  });
});
