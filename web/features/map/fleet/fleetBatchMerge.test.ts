import { describe, expect, it } from "vitest";
import { mergeFleetBatches, parseFleetMessage } from "./fleetBatchMerge";
import { FleetBuffer } from "./fleetBuffer";

describe("fleet batches between two frames", () => {
  it("merge so that applying the merge equals applying each in order", () => {
    const first = { ids: ["a", "b"], lngs: [55.1, 55.2], lats: [25.1, 25.2], status: ["available", "busy"] };
    const second = {
      ids: ["b", "c"],
      lngs: [55.25, 55.3],
      lats: [25.25, 25.3],
      status: ["available", "busy"],
    };
    const merged = mergeFleetBatches([first, second]);
    const oneByOne = new FleetBuffer();
    oneByOne.apply(first);
    oneByOne.apply(second);
    const together = new FleetBuffer();
    together.apply(merged!);
    const a = oneByOne.snapshot();
    const b = together.snapshot();
    expect(Array.from(b.positions)).toEqual(Array.from(a.positions));
    expect(Array.from(b.colors)).toEqual(Array.from(a.colors));
  });

  it("is nothing for no batches and the batch itself for one", () => {
    const only = { ids: ["a"], lngs: [55], lats: [25] };
    expect(mergeFleetBatches([])).toBeNull();
    expect(mergeFleetBatches([only])).toBe(only);
  });

  it("reads the server's columnar message and refuses a malformed one", () => {
    expect(
      parseFleetMessage({ ids: ["a"], lngs: [55], lats: [25], status: ["busy"], at: "x" }),
    ).toMatchObject({
      ids: ["a"],
      status: ["busy"],
    });
    expect(parseFleetMessage({ ids: ["a"], lngs: [], lats: [25] })).toBeNull();
    expect(parseFleetMessage("nope")).toBeNull();
  });
});
