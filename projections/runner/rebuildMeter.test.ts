import { describe, expect, it } from "vitest";
import { RebuildMeter } from "./rebuildMeter";

describe("rebuild meter", () => {
  it("reports done/total from positions, the rate since it started, and the time left", () => {
    let now = 0;
    const meter = new RebuildMeter("p", { now: () => new Date(now) }, { commit: -1n, prepare: -1n });
    now = 2000;
    expect(
      meter.progress({ commit: 5n, prepare: 1000n }, { commit: 9n, prepare: 3000n }, 400, "replaying"),
    ).toEqual({
      projection: "p",
      phase: "replaying",
      done: 1000,
      total: 3000,
      applied: 400,
      eventsPerSecond: 500,
      etaSeconds: 4,
    });
  });

  it("has no ETA before it has a rate", () => {
    const meter = new RebuildMeter("p", { now: () => new Date(0) }, { commit: -1n, prepare: -1n });
    expect(
      meter.progress({ commit: -1n, prepare: -1n }, { commit: 1n, prepare: 10n }, 0, "replaying").etaSeconds,
    ).toBeNull();
  });
});
