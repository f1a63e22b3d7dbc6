import { describe, expect, it } from "vitest";
import type { EventStore, Position, RecordedEvent } from "../../domain/ports/eventStore";
import { ALL_EVENT_TYPES, type Projection } from "../projection";
import type { CatchUpPages } from "./catchUpPages";
import { readNextBatch } from "./readNextBatch";

const at = (n: number): Position => ({ commit: BigInt(n), prepare: BigInt(n) });
const projection: Projection = {
  name: "p",
  version: 1,
  handles: [ALL_EVENT_TYPES],
  tables: [],
  migrate: async () => {},
  apply: async () => [],
};
const noStore = {
  headPosition: async () => {
    throw new Error("the store is not to be read");
  },
  readAllSettled: async () => {
    throw new Error("the store is not to be read");
  },
} as unknown as EventStore;

const event = (n: number): RecordedEvent => ({
  streamId: `s-${n}`,
  revision: 0n,
  position: at(n),
  type: "X",
  data: {},
  metadata: {
    eventId: `e-${n}`,
    correlationId: "c",
    causationId: "c",
    actor: { userId: "u", role: "system" },
    occurredAt: "2026-11-26T00:00:00.000Z",
    schemaVersion: 1,
  },
});

/**
 * The SQL store as issue 27 caught it: a head read by one statement (10) lies beyond what the next
 * statement's read can show (up to 6: events 7-10 committed, but that statement's horizon fell below
 * them). Its `readAllSettled` answers with the bound of the read itself.
 */
const storeWhoseHeadRunsAhead = {
  headPosition: async () => at(10),
  readAll: async () => [event(6)],
  readAllSettled: async () => ({ events: [event(6)], settledTo: at(6) }),
} as unknown as EventStore;

describe("readNextBatch", () => {
  it("reads what memory holds, and tells the shared pages this reader is done with them", async () => {
    const left: string[] = [];
    const pages = {
      read: async () => {
        throw new Error("the pages are not to be read");
      },
      leave: (reader: string) => left.push(reader),
    } as unknown as CatchUpPages;
    const recent = {
      read: () => ({ events: [] as RecordedEvent[], head: at(7) }),
    };
    const batch = await readNextBatch(noStore, projection, at(5), 50, recent, pages, "rebuild:p");
    expect(batch.to).toEqual(at(7));
    expect(left).toEqual(["rebuild:p"]);
  });

  it("moves past its last event only as far as the same read was complete, not to a head read before it", async () => {
    const batch = await readNextBatch(storeWhoseHeadRunsAhead, projection, at(5), 50);
    expect(batch.events.map((e) => e.position)).toEqual([at(6)]);
    // Not 10: events 7 to 10 must be read by the next batch, not skipped.
    expect(batch.to).toEqual(at(6));
  });

  it("a short read from the store moves to the head that read saw, past other types' events", async () => {
    const store = {
      readAllSettled: async () => ({ events: [event(6)], settledTo: at(9) }),
    } as unknown as EventStore;
    const batch = await readNextBatch(store, projection, at(5), 50);
    expect(batch.to).toEqual(at(9));
    expect(batch.head).toEqual(at(9));
  });

  it("a full read ends at its last event", async () => {
    const store = {
      readAllSettled: async () => ({ events: [event(6), event(8)], settledTo: at(12) }),
    } as unknown as EventStore;
    const batch = await readNextBatch(store, projection, at(5), 2);
    expect(batch.full).toBe(true);
    expect(batch.to).toEqual(at(8));
  });
});
