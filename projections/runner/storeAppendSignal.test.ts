import { describe, expect, it } from "vitest";
import type { EventStore, Position, RecordedEvent } from "../../domain/ports/eventStore";
import { storeAppendSignal } from "./storeAppendSignal";

const at = (n: number): Position => ({ commit: BigInt(n), prepare: BigInt(n) });
const event = (n: number): RecordedEvent => ({
  streamId: `s-${n}`,
  revision: 0n,
  position: at(n),
  type: "Tested",
  data: {},
  metadata: {} as RecordedEvent["metadata"],
});

/** A store whose live subscription delivers `bursts`, each back to back, with a pause between. */
function storeDelivering(bursts: RecordedEvent[][]): EventStore {
  return {
    headPosition: async () => at(0),
    async *subscribeAll(options: { signal?: AbortSignal }) {
      for (const burst of bursts) {
        for (const e of burst) yield e;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (!options.signal?.aborted) {
        await new Promise((resolve) => options.signal?.addEventListener("abort", resolve));
      }
    },
  } as unknown as EventStore;
}

describe("storeAppendSignal", () => {
  it("wakes projectors once per burst, with the whole burst already readable", async () => {
    const signal = storeAppendSignal(storeDelivering([[event(1), event(2), event(3)], [event(4)]]));
    const never = new AbortController().signal;
    await signal.waitBeyond(0, never, 1_000);
    // Woken after the first burst: all three are in memory, and one bump announced them.
    expect(signal.generation()).toBe(1);
    expect(signal.recent?.read(at(0), 10, undefined)?.events.map((e) => e.streamId)).toEqual([
      "s-1",
      "s-2",
      "s-3",
    ]);

    await signal.waitBeyond(1, never, 1_000);
    expect(signal.generation()).toBe(2);
    expect(signal.recent?.read(at(3), 10, undefined)?.events.map((e) => e.streamId)).toEqual(["s-4"]);
    await signal.close();
  });
});
