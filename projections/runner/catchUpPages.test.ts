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

/** As storeOf, counting the pages read from it. */
function countingStoreOf(events: RecordedEvent[]): { store: EventStore; reads: () => number } {
  const inner = storeOf(events);
  let reads = 0;
  const store: Pick<EventStore, "readAll" | "headPosition"> = {
    ...inner,
    readAll: (options?: ReadAllOptions) => {
      reads += 1;
      return inner.readAll(options);
    },
  };
  return { store: store as EventStore, reads: () => reads };
}

const history = Array.from({ length: 10 }, (_, i) => event(i + 1, i % 2 === 0 ? "A" : "B"));
/** Lets every read already set off finish (the store above answers at once). */
async function settle(): Promise<void> {
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
}

const numbers = (events: readonly RecordedEvent[]) => events.map((e) => Number(e.position.commit));

describe("CatchUpPages", () => {
  it("hands a worker its types after its position, across pages, up to the last full page", async () => {
    const pages = new CatchUpPages(storeOf(history) as EventStore, { pageSize: 4 });
    await pages.read(at(2), 1, undefined); // reads the page 3–6 and, ahead, 7–10
    await settle();
    const read = await pages.read(at(2), 100, ["A"]);
    // Pages of 4 read from the worker's position (3–6, 7–10) are full; the next would be empty.
    expect(numbers(read!.events)).toEqual([3, 5, 7, 9]);
    expect(read!.to).toEqual(at(10));
  });

  it("starts mid-page and stops at the limit, its checkpoint at the last event handed out", async () => {
    const pages = new CatchUpPages(storeOf(history) as EventStore, { pageSize: 4 });
    await pages.read(at(1), 1, undefined); // holds the pages 2–5 and 6–9
    await settle();
    const read = await pages.read(at(3), 3, undefined);
    expect(numbers(read!.events)).toEqual([4, 5, 6]);
    expect(read!.to).toEqual(at(6));
  });

  it("answers null near the head, where the page is short", async () => {
    const pages = new CatchUpPages(storeOf(history) as EventStore, { pageSize: 4 });
    expect(await pages.read(at(8), 100, undefined)).toBeNull();
  });
});

describe("CatchUpPages read-ahead", () => {
  it("reads one page ahead of the leading worker, not on to the end of $all", async () => {
    const { store, reads } = countingStoreOf(Array.from({ length: 400 }, (_, i) => event(i + 1, "A")));
    const pages = new CatchUpPages(store, { pageSize: 4, maxPages: 3 });
    await pages.read(START, 4, undefined);
    await settle();
    // The page asked for and the one after it: a chain of reads racing to the end would evict the
    // pages before any worker used them, and every worker would then read the store alone.
    expect(reads()).toBe(2);
  });

  it("keeps the pages a worker still needs while the leader moves on", async () => {
    const long = Array.from({ length: 40 }, (_, i) => event(i + 1, "A"));
    const pages = new CatchUpPages(storeOf(long) as EventStore, { pageSize: 4, maxPages: 3 });
    let leader = START;
    for (let step = 0; step < 2; step++) leader = (await pages.read(leader, 4, undefined))!.to;
    await settle();
    // A worker at the start still finds its page held (not null, which would mean "read alone").
    expect(await pages.read(START, 4, undefined)).not.toBeNull();
  });
});

describe("CatchUpPages convoy", () => {
  const forty = Array.from({ length: 40 }, (_, i) => event(i + 1, "A"));
  const tracked = <T>(promise: Promise<T>) => {
    const state: { done: boolean; value?: T } = { done: false };
    void promise.then((value) => {
      state.done = true;
      state.value = value;
    });
    return state;
  };

  it("holds the next page back while a reader is still inside the oldest one, then goes on", async () => {
    const pages = new CatchUpPages(storeOf(forty) as EventStore, { pageSize: 4, maxPages: 2 });
    await pages.read(START, 1, undefined, "slow"); // holds 1–4, and 5–8 ahead
    await settle();
    const first = await pages.read(at(4), 100, undefined, "fast");
    expect(numbers(first!.events)).toEqual([5, 6, 7, 8]);
    const next = tracked(pages.read(at(8), 100, undefined, "fast"));
    await settle();
    // Reading 9–12 would evict 1–4, which "slow" has not finished: the leader waits.
    expect(next.done).toBe(false);
    const slow = await pages.read(at(1), 100, undefined, "slow");
    expect(numbers(slow!.events)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    await settle();
    expect(next.done).toBe(true);
    expect(numbers(next.value!.events)).toEqual([9, 10, 11, 12]);
  });

  it("does not wait for a reader that has stopped reading", async () => {
    let now = 0;
    const pages = new CatchUpPages(storeOf(forty) as EventStore, {
      pageSize: 4,
      maxPages: 2,
      staleReaderMs: 1000,
      now: () => now,
    });
    await pages.read(START, 1, undefined, "gone");
    await settle();
    await pages.read(at(4), 100, undefined, "fast");
    now = 1001; // "gone" went live (or failed) a second ago
    const next = tracked(pages.read(at(8), 100, undefined, "fast"));
    await settle();
    expect(next.done).toBe(true);
  });

  it("waits a bounded time, then evicts the page and the slow reader reads alone", async () => {
    const pages = new CatchUpPages(storeOf(forty) as EventStore, {
      pageSize: 4,
      maxPages: 2,
      maxRoomWaitMs: 20,
    });
    await pages.read(START, 1, undefined, "slow");
    await settle();
    await pages.read(at(4), 100, undefined, "fast");
    const next = await pages.read(at(8), 100, undefined, "fast");
    expect(numbers(next!.events)).toEqual([9, 10, 11, 12]);
    expect(await pages.read(at(1), 100, undefined, "slow")).toBeNull();
  });
});

describe("CatchUpPages when the readers have caught up", () => {
  const forty = Array.from({ length: 40 }, (_, i) => event(i + 1, "A"));

  it("lets its pages go once the last reader has left, and reads them again if one comes back", async () => {
    const { store, reads } = countingStoreOf(forty);
    const pages = new CatchUpPages(store, { pageSize: 4 });
    await pages.read(START, 4, undefined, "one");
    await pages.read(START, 4, undefined, "two");
    await settle();
    const held = reads();
    pages.leave("one");
    // "two" still reads the pages: nothing is read again.
    expect(numbers((await pages.read(at(4), 4, undefined, "two"))!.events)).toEqual([5, 6, 7, 8]);
    await settle();
    expect(reads()).toBe(held + 1); // only the page ahead of "two"
    pages.leave("two");
    const before = reads();
    expect(numbers((await pages.read(START, 4, undefined, "three"))!.events)).toEqual([1, 2, 3, 4]);
    expect(reads()).toBeGreaterThan(before); // the pages were gone
  });
});
