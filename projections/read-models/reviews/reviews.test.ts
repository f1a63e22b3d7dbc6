import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventLog } from "../testing/eventLog";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import { atMinute, reviewPosted, serviceRequested } from "../testing/requestEventBuilders";
import { roundTripsOfApply } from "../testing/roundTripsOfApply";
import { reviewsProjection } from "./projection";
import { reviewsAbout, reviewsBy } from "./queries";

let harness: ReadModelHarness;

beforeAll(async () => {
  harness = await openReadModelHarness([reviewsProjection]);
});
afterAll(() => harness.close());

describe("reviews", () => {
  it("keeps both sides' reviews with the request's service type, newest first", async () => {
    const log = new EventLog();
    const events = log.recordAll([
      serviceRequested({ requestId: "r1", customerId: "c1", serviceType: "tire-change" }),
      reviewPosted({
        requestId: "r1",
        reviewerId: "c1",
        revieweeId: "p1",
        reviewerRole: "customer",
        rating: 5,
        comment: "Fast and friendly",
        postedAt: atMinute(60),
      }),
      reviewPosted({
        requestId: "r1",
        reviewerId: "p1",
        revieweeId: "c1",
        reviewerRole: "provider",
        rating: 4,
        postedAt: atMinute(61),
      }),
      serviceRequested({ requestId: "r2", customerId: "c2", serviceType: "towing" }),
      reviewPosted({
        requestId: "r2",
        reviewerId: "c2",
        revieweeId: "p1",
        reviewerRole: "customer",
        rating: 3,
        postedAt: atMinute(90),
      }),
    ]);
    await harness.apply(events);
    await harness.apply(events);

    expect(await reviewsAbout(harness.sql, "p1")).toEqual([
      {
        id: "r2:customer",
        requestId: "r2",
        serviceType: "towing",
        reviewerId: "c2",
        revieweeId: "p1",
        reviewerRole: "customer",
        rating: 3,
        comment: null,
        createdAt: atMinute(90),
      },
      expect.objectContaining({
        id: "r1:customer",
        serviceType: "tire-change",
        comment: "Fast and friendly",
      }),
    ]);
    expect((await reviewsBy(harness.sql, "p1")).map((r) => r.id)).toEqual(["r1:provider"]);
    await expect(reviewsAbout(harness.sql, "p1", 0)).rejects.toThrow(RangeError);
  });

  it("inserts a batch's new requests and reviews together: the claim, one read, the writes", async () => {
    const log = new EventLog();
    await harness.apply(log.recordAll([serviceRequested({ requestId: "r9", customerId: "c9" })]));
    const trips = await roundTripsOfApply(
      harness.sql,
      reviewsProjection,
      log.recordAll([
        serviceRequested({ requestId: "r10", customerId: "c9", serviceType: "towing" }),
        reviewPosted({
          requestId: "r10",
          reviewerId: "c9",
          revieweeId: "p9",
          reviewerRole: "customer",
          rating: 5,
          postedAt: atMinute(30),
        }),
      ]),
    );

    expect(trips).toBe(3);
    expect((await reviewsAbout(harness.sql, "p9")).map((review) => review.serviceType)).toEqual(["towing"]);
  });
});
