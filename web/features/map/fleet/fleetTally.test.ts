import { describe, expect, it } from "vitest";
import { FleetTally } from "./fleetTally";

describe("FleetTally", () => {
  it("counts the first batch, then follows what changed, dropping vehicles that went offline", () => {
    const tally = new FleetTally();
    tally.apply({
      ids: ["a", "b", "c"],
      lngs: [1, 2, 3],
      lats: [1, 2, 3],
      status: ["available", "busy", "available"],
    });
    expect(tally.counts()).toEqual({ available: 2, busy: 1 });
    tally.apply({ ids: ["a"], lngs: [1.1], lats: [1.1], status: ["busy"] });
    expect(tally.counts()).toEqual({ available: 1, busy: 2 });
    tally.apply({ ids: ["c", "d"], lngs: [3, 4], lats: [3, 4], status: ["offline", "available"] });
    expect(tally.counts()).toEqual({ available: 1, busy: 2 });
  });

  it("changes nothing when a batch comes twice", () => {
    const tally = new FleetTally();
    const batch = { ids: ["a", "b"], lngs: [1, 2], lats: [1, 2], status: ["available", "busy"] };
    tally.apply(batch);
    tally.apply(batch);
    expect(tally.counts()).toEqual({ available: 1, busy: 1 });
  });

  it("keeps a known status when a batch only moves a vehicle, and counts a new one without status as available", () => {
    const tally = new FleetTally();
    tally.apply({ ids: ["a"], lngs: [1], lats: [1], status: ["busy"] });
    tally.apply({ ids: ["a", "b"], lngs: [1.2, 2], lats: [1.2, 2] });
    expect(tally.counts()).toEqual({ available: 1, busy: 1 });
  });
});
