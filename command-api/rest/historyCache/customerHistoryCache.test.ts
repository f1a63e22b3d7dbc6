import { describe, expect, it } from "vitest";
import { CustomerHistoryCache } from "./customerHistoryCache";

/** A read model in memory: each customer's rows and label, and how often the page was read. */
function fakeReadModel() {
  const state = new Map<string, { items: unknown[]; version?: string; nextCursor?: string }>();
  let pageReads = 0;
  const cache = new CustomerHistoryCache({
    async versionsOf(ids) {
      const found = new Map<string, string>();
      for (const id of ids) {
        const version = state.get(id)?.version;
        if (version !== undefined) found.set(id, version);
      }
      return found;
    },
    async firstPage(id) {
      pageReads += 1;
      return { items: state.get(id)?.items ?? [], nextCursor: state.get(id)?.nextCursor ?? null };
    },
    maxBytes: 1024 * 1024,
  });
  return { state, cache, pageReads: () => pageReads };
}

const parsed = async (page: Promise<{ body: Buffer }>) => JSON.parse((await page).body.toString()) as unknown;

describe("CustomerHistoryCache", () => {
  it("serves the stored body while the customer's label is unchanged", async () => {
    const { state, cache, pageReads } = fakeReadModel();
    state.set("c1", { items: [{ id: "r1" }], version: "1:10/10" });
    expect(await parsed(cache.firstPage("c1"))).toEqual([{ id: "r1" }]);
    expect(await parsed(cache.firstPage("c1"))).toEqual([{ id: "r1" }]);
    expect(pageReads()).toBe(1);
  });

  it("reads again once a write moved the label", async () => {
    const { state, cache } = fakeReadModel();
    state.set("c1", { items: [{ id: "r1" }], version: "1:10/10" });
    await cache.firstPage("c1");
    state.set("c1", { items: [{ id: "r2" }, { id: "r1" }], version: "1:12/12" });
    expect(await parsed(cache.firstPage("c1"))).toEqual([{ id: "r2" }, { id: "r1" }]);
  });

  it("keeps nothing for a customer without a label", async () => {
    const { state, cache, pageReads } = fakeReadModel();
    state.set("c1", { items: [{ id: "r1" }] });
    await cache.firstPage("c1");
    state.set("c1", { items: [] });
    expect(await parsed(cache.firstPage("c1"))).toEqual([]);
    expect(pageReads()).toBe(2);
    expect(cache.bytes).toBe(0);
  });

  it("keeps the next page's cursor with the body", async () => {
    const { state, cache, pageReads } = fakeReadModel();
    state.set("c1", { items: [{ id: "r1" }], version: "1:1/1", nextCursor: "after-r1" });
    await cache.firstPage("c1");
    expect((await cache.firstPage("c1")).nextCursor).toBe("after-r1");
    expect(pageReads()).toBe(1);
  });

  it("keeps each customer's page apart", async () => {
    const { state, cache } = fakeReadModel();
    state.set("c1", { items: [{ id: "r1" }], version: "1:1/1" });
    state.set("c2", { items: [{ id: "r2" }], version: "1:1/1" });
    expect(await parsed(cache.firstPage("c1"))).toEqual([{ id: "r1" }]);
    expect(await parsed(cache.firstPage("c2"))).toEqual([{ id: "r2" }]);
  });
});
