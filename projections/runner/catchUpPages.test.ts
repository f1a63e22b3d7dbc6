import { describe, expect, it } from "vitest";
import type { EventStore, Position, ReadAllOptions, RecordedEvent } from "../../domain/ports/eventStore";
import { START } from "../../domain/ports/eventStore";
import { CatchUpPages } from "./catchUpPages";

const at = (n: number): Position => ({ commit: BigInt(n), prepare: BigInt(n) });

function event(n: number, type: string): RecordedEvent {
  return {
    streamId: `s-${n}`,
    revision: 0n,
    position: at(n),
    type,
    data: {},
    metadata: {
      eventId: `e-${n}`,
      correlationId: `c-${n}`,
      causationId: null,
      actor: { userId: "u", role: "customer" },
      occurredAt: "2026-01-01T00:00:00.000Z",
      schemaVersion: 1,
    },
  };
}

/** Ten events 1..10, types alternating A and B, read from memory in pages. */
function storeOf(events: RecordedEvent[]): Pick<EventStore, "readAll" | "headPosition"> {
  return {
    async readAll({ after = START, limit = Number.POSITIVE_INFINITY }: ReadAllOptions = {}) {
      return events.filter((e) => e.position.commit > after.commit).slice(0, limit);
    },
    async headPosition() {
      return events.at(-1)!.position;
    },
  };
}

const history = Array.from({ length: 10 }, (_, i) => event(i + 1, i % 2 === 0 ? "A" : "B"));
const numbers = (events: readonly RecordedEvent[]) => events.map((e) => Number(e.position.commit));

describe("CatchUpPages", () => {
  it("hands a worker its types after its position, across pages, up to the last full page", async () => {
    const pages = new CatchUpPages(storeOf(history) as EventStore, 4);
    const read = await pages.read(at(2), 100, ["A"]);
    // Pages of 4 read from the worker's position (3–6, 7–10) are full; the next would be empty.
    expect(numbers(read!.events)).toEqual([3, 5, 7, 9]);
    expect(read!.to).toEqual(at(10));
  });

  it("starts mid-page and stops at the limit, its checkpoint at the last event handed out", async () => {
    const pages = new CatchUpPages(storeOf(history) as EventStore, 4);
    await pages.read(at(1), 1, undefined); // holds the pages 2–5 and 6–9
    const read = await pages.read(at(3), 3, undefined);
    expect(numbers(read!.events)).toEqual([4, 5, 6]);
    expect(read!.to).toEqual(at(6));
  });

  it("answers null near the head, where the page is short", async () => {
    const pages = new CatchUpPages(storeOf(history) as EventStore, 4);
    expect(await pages.read(at(8), 100, undefined)).toBeNull();
  });
});
