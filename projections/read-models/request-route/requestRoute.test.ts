import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EventLog } from "../testing/eventLog";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import { atMinute, routePointRecorded } from "../testing/requestEventBuilders";
import { requestRouteProjection } from "./projection";
import { routeEnds, routeOf } from "./queries";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([requestRouteProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});

describe("request_route", () => {
  it("keeps each job's points oldest first, apart from other jobs", async () => {
    await harness.apply(
      log.recordAll([
        routePointRecorded("r1", "p1", 25.1, 55.1, atMinute(1)),
        routePointRecorded("r2", "p2", 24.4, 54.4, atMinute(1)),
        routePointRecorded("r1", "p1", 25.2, 55.2, atMinute(2)),
        routePointRecorded("r1", "p1", 25.3, 55.3, atMinute(3)),
      ]),
    );
    expect(await routeOf(harness.sql, "r1")).toEqual([
      { providerId: "p1", latitude: 25.1, longitude: 55.1, recordedAt: atMinute(1) },
      { providerId: "p1", latitude: 25.2, longitude: 55.2, recordedAt: atMinute(2) },
      { providerId: "p1", latitude: 25.3, longitude: 55.3, recordedAt: atMinute(3) },
    ]);
    expect(await routeEnds(harness.sql, "r1")).toEqual({
      first: { providerId: "p1", latitude: 25.1, longitude: 55.1, recordedAt: atMinute(1) },
      last: { providerId: "p1", latitude: 25.3, longitude: 55.3, recordedAt: atMinute(3) },
    });
    expect((await routeOf(harness.sql, "r2")).map((p) => p.latitude)).toEqual([24.4]);
    expect(await routeOf(harness.sql, "r3")).toEqual([]);
    expect(await routeEnds(harness.sql, "r3")).toBeNull();
  });

  it("orders by when a point was recorded, whatever order the points arrive in", async () => {
    const [first, second, third] = log.recordAll([
      routePointRecorded("r1", "p1", 25.1, 55.1, atMinute(1)),
      routePointRecorded("r1", "p1", 25.2, 55.2, atMinute(2)),
      routePointRecorded("r1", "p1", 25.3, 55.3, atMinute(3)),
    ]);
    await harness.apply([third!]);
    await harness.apply([first!, second!]);
    expect((await routeOf(harness.sql, "r1")).map((p) => p.recordedAt)).toEqual([
      atMinute(1),
      atMinute(2),
      atMinute(3),
    ]);
    expect((await routeEnds(harness.sql, "r1"))?.last.latitude).toBe(25.3);
  });

  it("changes nothing when points are delivered again, in a later batch or twice in one", async () => {
    const events = log.recordAll([
      routePointRecorded("r1", "p1", 25.1, 55.1, atMinute(1)),
      routePointRecorded("r1", "p1", 25.2, 55.2, atMinute(2)),
    ]);
    await harness.apply(events);
    const before = await routeOf(harness.sql, "r1");
    await harness.apply([...events, ...events]);
    await harness.apply([events[1]!]);
    expect(await routeOf(harness.sql, "r1")).toEqual(before);
    expect(before).toHaveLength(2);
  });
});
