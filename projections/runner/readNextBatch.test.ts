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
});
