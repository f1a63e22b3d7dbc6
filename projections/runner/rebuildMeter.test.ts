import { describe, expect, it } from "vitest";
import { eventsBetweenGlobalPositions, type Position, START } from "../../domain/ports/eventStore";
import { RebuildMeter } from "./rebuildMeter";

const at = (prepare: bigint): Position => ({ commit: prepare, prepare });

describe("rebuild meter", () => {
  it("reports done/total from positions, the rate since it started, and the time left", () => {
    let now = 0;
    const meter = new RebuildMeter("p", { now: () => new Date(now) }, START, eventsBetweenGlobalPositions);
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
    const meter = new RebuildMeter("p", { now: () => new Date(0) }, START, eventsBetweenGlobalPositions);
    expect(
      meter.progress({ commit: -1n, prepare: -1n }, { commit: 1n, prepare: 10n }, 0, "replaying").etaSeconds,
    ).toBeNull();
  });

  it("counts in events where positions are byte offsets (KurrentDB), through the store's eventsBetween", () => {
    let now = 0;
    // 250 bytes of log an event.
    const kurrentEvents = (from: Position, to: Position) =>
      Math.max(0, Math.round(Number(to.prepare - (from.prepare > 0n ? from.prepare : 0n)) / 250));
    const meter = new RebuildMeter("p", { now: () => new Date(now) }, at(25_000n), kurrentEvents);
    now = 1000;
    expect(meter.progress(at(75_000n), at(125_000n), 180, "replaying")).toMatchObject({
      done: 300,
      total: 500,
      eventsPerSecond: 200,
      etaSeconds: 1,
    });
  });
});
