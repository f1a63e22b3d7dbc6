import { describe, expect, it } from "vitest";
import { CoalescedLookup } from "./coalescedLookup";

/** A fetch the test answers by hand, recording what each call asked for. */
function manualFetch() {
  const calls: {
    keys: readonly string[];
    answer(found: Record<string, number>): void;
    fail(e: Error): void;
  }[] = [];
  const fetch = (keys: readonly string[]) =>
    new Promise<ReadonlyMap<string, number>>((resolve, reject) => {
      calls.push({
        keys,
        answer: (found) => resolve(new Map(Object.entries(found))),
        fail: reject,
      });
    });
  return { calls, fetch };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("CoalescedLookup", () => {
  it("asks once for the keys requested together, each key once", async () => {
    const { calls, fetch } = manualFetch();
    const lookup = new CoalescedLookup(fetch);
    const answers = Promise.all([lookup.get("a"), lookup.get("b"), lookup.get("a")]);
    await turn();
    expect(calls.map((c) => c.keys)).toEqual([["a", "b"]]);
    calls[0]!.answer({ a: 1 });
    expect(await answers).toEqual([1, undefined, 1]);
  });

  it("never answers a caller from a fetch that started before it asked", async () => {
    const { calls, fetch } = manualFetch();
    const lookup = new CoalescedLookup(fetch);
    const early = lookup.get("a");
    await turn();
    expect(calls).toHaveLength(1);
    // Asked while the first fetch runs: that fetch may not see a commit made just before this call.
    const late = lookup.get("a");
    calls[0]!.answer({ a: 1 });
    expect(await early).toBe(1);
    await turn();
    expect(calls).toHaveLength(2);
    calls[1]!.answer({ a: 2 });
    expect(await late).toBe(2);
  });

  it("fails the callers of a failed fetch and goes on with the next", async () => {
    const { calls, fetch } = manualFetch();
    const lookup = new CoalescedLookup(fetch);
    const failing = lookup.get("a");
    await turn();
    const next = lookup.get("b");
    calls[0]!.fail(new Error("connection lost"));
    await expect(failing).rejects.toThrow("connection lost");
    await turn();
    calls[1]!.answer({ b: 7 });
    expect(await next).toBe(7);
  });

  it("splits a crowd into fetches of at most the given size", async () => {
    const { calls, fetch } = manualFetch();
    const lookup = new CoalescedLookup(fetch, 2);
    const answers = Promise.all(["a", "b", "c"].map((key) => lookup.get(key)));
    await turn();
    expect(calls.map((c) => c.keys)).toEqual([["a", "b"]]);
    calls[0]!.answer({ a: 1, b: 2 });
    await turn();
    expect(calls.map((c) => c.keys)).toEqual([["a", "b"], ["c"]]);
    calls[1]!.answer({ c: 3 });
    expect(await answers).toEqual([1, 2, 3]);
  });
});
