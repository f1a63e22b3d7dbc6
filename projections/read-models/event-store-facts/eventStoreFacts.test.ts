import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountRegistered } from "../testing/accountEventBuilders";
import { EventLog } from "../testing/eventLog";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import { atMinute, jobAccepted, serviceRequested } from "../testing/requestEventBuilders";
import { roundTripsOfApply } from "../testing/roundTripsOfApply";
import { eventStoreFactsProjection } from "./projection";
import { countedEvents } from "./queries";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([eventStoreFactsProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});

describe("event store facts", () => {
  it("is empty before any event", async () => {
    expect(await countedEvents(harness.sql)).toEqual({
      totalEvents: 0,
      lastPosition: null,
      lastEventAt: null,
      byType: [],
    });
  });

  it("counts every event by type across batches, and a redelivered batch changes nothing", async () => {
    const first = log.recordAll([
      accountRegistered({ accountId: "c1", registeredAt: atMinute(0) }),
      serviceRequested({ requestId: "r1", customerId: "c1", requestedAt: atMinute(1) }),
      serviceRequested({ requestId: "r2", customerId: "c1", requestedAt: atMinute(2) }),
    ]);
    const second = log.recordAll([jobAccepted("r1", "p1", atMinute(3))]);
    await harness.apply(first);
    await harness.apply([...second, ...second]);
    await harness.apply(first);
    await harness.apply([...second, ...log.recordAll([jobAccepted("r2", "p1", atMinute(4))])]);

    const facts = await countedEvents(harness.sql);
    expect(facts.totalEvents).toBe(5);
    expect(facts.lastPosition).toBe("5/5");
    expect(facts.lastEventAt).toBe(atMinute(4));
    expect(facts.byType.map((t) => [t.type, t.events])).toEqual([
      ["JobAccepted", 2],
      ["ServiceRequested", 2],
      ["AccountRegistered", 1],
    ]);
  });

  it("writes the counts and the position together, after one read", async () => {
    await harness.apply(log.recordAll([serviceRequested({ requestId: "r1", customerId: "c1" })]));
    const trips = await roundTripsOfApply(
      harness.sql,
      eventStoreFactsProjection,
      log.recordAll([jobAccepted("r1", "p1", atMinute(3))]),
    );

    expect(trips).toBe(2);
    expect((await countedEvents(harness.sql)).totalEvents).toBe(2);
  });
});
