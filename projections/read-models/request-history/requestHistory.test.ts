import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EventLog } from "../testing/eventLog";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import {
  atMinute,
  jobAccepted,
  jobCompleted,
  jobDeclined,
  jobOffered,
  jobReassigned,
  jobStarted,
  offerWithdrawn,
  requestCancelled,
  requestUnassigned,
  reviewPosted,
  serviceRequested,
} from "../testing/requestEventBuilders";
import { requestHistoryProjection } from "./projection";
import {
  activeForCustomer,
  byCustomer,
  byId,
  byProvider,
  historyVersionsOf,
  requestCountsOfCustomer,
} from "./queries";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([requestHistoryProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});

describe("request_history projection", () => {
  it("keeps every field of the booking and the pickup's emirate", async () => {
    await harness.apply([
      log.record(serviceRequested({ requestId: "r1", customerId: "c1", scheduledAt: atMinute(60) })),
    ]);

    const request = await byId(harness.sql, "r1");
    expect(request).toMatchObject({
      id: "r1",
      customerId: "c1",
      providerId: null,
      serviceType: "towing",
      status: "pending",
      priority: "high",
      paymentMethod: "card",
      pickupLocation: "Dubai Marina Walk",
      pickupLatitude: 25.0805,
      pickupLongitude: 55.1403,
      pickupEmirate: "Dubai",
      destination: "Al Quoz Industrial 3",
      destinationLatitude: 25.1372,
      destinationLongitude: 55.2256,
      vehicleMake: "Toyota",
      vehicleModel: "Camry",
      vehicleYear: 2021,
      vehicleColor: "White",
      licensePlate: "D 12345",
      vehicleType: "sedan",
      vehicleDetails: { make: "Toyota", model: "Camry", year: 2021, color: "White" },
      description: "Engine will not start",
      estimatedPrice: 275,
      finalPrice: null,
      scheduledAt: atMinute(60),
      createdAt: atMinute(0),
      offeredTo: [],
      customerRating: null,
      customerReview: null,
      providerRating: null,
      providerReview: null,
    });
  });

  it("follows a job from offer to completion and both reviews", async () => {
    await harness.apply(
      log.recordAll([
        serviceRequested({ requestId: "r1", customerId: "c1" }),
        jobOffered("r1", "p1", atMinute(1)),
        jobOffered("r1", "p2", atMinute(1)),
        jobDeclined("r1", "p1", atMinute(2)),
      ]),
    );
    expect((await byId(harness.sql, "r1"))?.offeredTo).toEqual(["p2"]);

    await harness.apply(
      log.recordAll([
        jobAccepted("r1", "p2", atMinute(3)),
        jobStarted("r1", "p2", atMinute(20)),
        jobCompleted("r1", "p2", 310.5, atMinute(50)),
        reviewPosted({
          requestId: "r1",
          reviewerId: "c1",
          revieweeId: "p2",
          reviewerRole: "customer",
          rating: 5,
        }),
        reviewPosted({
          requestId: "r1",
          reviewerId: "p2",
          revieweeId: "c1",
          reviewerRole: "provider",
          rating: 4,
          comment: "Polite",
        }),
      ]),
    );

    expect(await byId(harness.sql, "r1")).toMatchObject({
      status: "completed",
      providerId: "p2",
      offeredTo: [],
      acceptedAt: atMinute(3),
      startedAt: atMinute(20),
      completedAt: atMinute(50),
      finalPrice: 310.5,
      // Spec §4: the customer has reviewed once customerReview is set, even without a comment.
      customerRating: 5,
      customerReview: "",
      providerRating: 4,
      providerReview: "Polite",
    });
  });

  it("drops the chosen provider when they decline, and records cancellation and unassignment", async () => {
    await harness.apply(
      log.recordAll([
        serviceRequested({ requestId: "r1", customerId: "c1", providerId: "p1" }),
        jobOffered("r1", "p1"),
        jobDeclined("r1", "p1", atMinute(1)),
        serviceRequested({ requestId: "r2", customerId: "c1", providerId: "p1" }),
        offerWithdrawn("r2", "p1", "expired", atMinute(2)),
        requestUnassigned("r2", atMinute(3)),
        serviceRequested({ requestId: "r3", customerId: "c1" }),
        requestCancelled("r3", "c1", atMinute(4)),
      ]),
    );
    expect(await byId(harness.sql, "r1")).toMatchObject({
      providerId: null,
      offeredTo: [],
      status: "pending",
    });
    expect(await byId(harness.sql, "r2")).toMatchObject({ status: "unassigned", unassignedAt: atMinute(3) });
    expect(await byId(harness.sql, "r3")).toMatchObject({
      status: "cancelled",
      cancelledAt: atMinute(4),
      cancelledBy: "c1",
    });
  });

  it("a job support reassigned is pending again, without its captain, until the next one accepts", async () => {
    await harness.apply(
      log.recordAll([
        serviceRequested({ requestId: "r1", customerId: "c1", providerId: "p1" }),
        jobAccepted("r1", "p1", atMinute(1)),
        jobReassigned("r1", "p1", atMinute(40)),
        jobOffered("r1", "p2", atMinute(40)),
      ]),
    );
    expect(await byId(harness.sql, "r1")).toMatchObject({
      status: "pending",
      providerId: null,
      acceptedAt: null,
      offeredTo: ["p2"],
    });
    expect((await byProvider(harness.sql, "p1", { limit: 10, cursor: null })).items).toEqual([]);
    await harness.apply(log.recordAll([jobAccepted("r1", "p2", atMinute(42))]));
    expect(await byId(harness.sql, "r1")).toMatchObject({ status: "accepted", providerId: "p2" });
  });

  it("ignores a redelivered batch and a duplicate inside a batch", async () => {
    const requested = log.record(serviceRequested({ requestId: "r1", customerId: "c1" }));
    const offered = log.record(jobOffered("r1", "p1"));
    const accepted = log.record(jobAccepted("r1", "p1", atMinute(5)));
    await harness.apply([requested, offered, offered]);
    await harness.apply([requested, offered, accepted]);
    const before = await byId(harness.sql, "r1");

    const changes = await harness.apply([requested, offered, accepted]);

    expect(changes).toEqual([]);
    expect(await byId(harness.sql, "r1")).toEqual(before);
    expect(before).toMatchObject({ status: "accepted", providerId: "p1", offeredTo: [] });
  });

  it("announces each changed request once per batch", async () => {
    const changes = await harness.apply(
      log.recordAll([serviceRequested({ requestId: "r1", customerId: "c1" }), jobOffered("r1", "p1")]),
    );
    expect(changes).toEqual([
      {
        topic: "request_history.changed",
        payload: {
          requestId: "r1",
          customerId: "c1",
          providerId: null,
          offeredTo: ["p1"],
          serviceType: "towing",
          status: "pending",
          cause: "JobOffered",
        },
      },
    ]);
  });
});

describe("request_history_versions (the label a cached history page is checked against)", () => {
  const labelOf = async (customerId: string) =>
    (await historyVersionsOf(harness.sql, [customerId])).get(customerId);

  it("moves the customer's label with every change of their rows, status changes included", async () => {
    expect(await labelOf("c1")).toBeUndefined();
    const requested = log.record(serviceRequested({ requestId: "r1", customerId: "c1" }));
    await harness.apply([requested]);
    const afterBooking = await labelOf("c1");
    expect(afterBooking).toBe(`1:${requested.position.commit}/${requested.position.prepare}`);

    await harness.apply([log.record(jobOffered("r1", "p1"))]);
    const afterOffer = await labelOf("c1");
    await harness.apply([log.record(requestCancelled("r1", "c1", atMinute(3)))]);
    const afterCancel = await labelOf("c1");

    expect(new Set([afterBooking, afterOffer, afterCancel]).size).toBe(3);
  });

  it("labels each customer apart, and leaves them alone on a redelivered batch", async () => {
    const events = log.recordAll([
      serviceRequested({ requestId: "r1", customerId: "c1" }),
      serviceRequested({ requestId: "r2", customerId: "c2" }),
      jobOffered("r1", "p1"),
    ]);
    await harness.apply(events);
    const labels = await historyVersionsOf(harness.sql, ["c1", "c2", "nobody"]);
    expect(Object.fromEntries(labels)).toEqual({
      c1: `1:${events[2]!.position.commit}/${events[2]!.position.prepare}`,
      c2: `1:${events[1]!.position.commit}/${events[1]!.position.prepare}`,
    });

    await harness.apply(events);
    expect(await historyVersionsOf(harness.sql, ["c1", "c2"])).toEqual(labels);
  });
});

describe("request_history queries", () => {
  it("pages a customer's requests newest first with a cursor", async () => {
    await harness.apply(
      log.recordAll(
        [0, 1, 2, 3, 4].map((i) =>
          serviceRequested({ requestId: `r${i}`, customerId: "c1", requestedAt: atMinute(i) }),
        ),
      ),
    );
    await harness.apply(log.recordAll([serviceRequested({ requestId: "other", customerId: "c2" })]));

    const first = await byCustomer(harness.sql, "c1", { limit: 2 });
    const second = await byCustomer(harness.sql, "c1", { limit: 2, cursor: first.nextCursor });
    const third = await byCustomer(harness.sql, "c1", { limit: 2, cursor: second.nextCursor });

    expect(first.items.map((r) => r.id)).toEqual(["r4", "r3"]);
    expect(second.items.map((r) => r.id)).toEqual(["r2", "r1"]);
    expect(third).toMatchObject({ nextCursor: null });
    expect(third.items.map((r) => r.id)).toEqual(["r0"]);
  });

  it("lists a provider's requests and rejects bad page input", async () => {
    await harness.apply(
      log.recordAll([
        serviceRequested({ requestId: "r1", customerId: "c1" }),
        jobOffered("r1", "p1"),
        jobAccepted("r1", "p1", atMinute(1)),
        serviceRequested({ requestId: "r2", customerId: "c2", providerId: "p1", requestedAt: atMinute(2) }),
        serviceRequested({ requestId: "r3", customerId: "c3", providerId: "p2" }),
      ]),
    );
    const page = await byProvider(harness.sql, "p1");
    expect(page.items.map((r) => r.id)).toEqual(["r2", "r1"]);
    expect(page.nextCursor).toBeNull();
    await expect(byProvider(harness.sql, "p1", { limit: 501 })).rejects.toMatchObject({
      code: "bad_input",
      field: "limit",
    });
    await expect(byProvider(harness.sql, "p1", { cursor: "nonsense" })).rejects.toMatchObject({
      code: "bad_input",
      field: "cursor",
    });
  });

  it("finds the customer's active request, skipping finished ones", async () => {
    await harness.apply(
      log.recordAll([
        serviceRequested({ requestId: "old", customerId: "c1", requestedAt: atMinute(0) }),
        serviceRequested({ requestId: "done", customerId: "c1", requestedAt: atMinute(10) }),
        jobAccepted("done", "p1", atMinute(11)),
        jobCompleted("done", "p1", 200, atMinute(30)),
        serviceRequested({ requestId: "gone", customerId: "c1", requestedAt: atMinute(40) }),
        requestCancelled("gone", "c1", atMinute(41)),
      ]),
    );
    expect((await activeForCustomer(harness.sql, "c1"))?.id).toBe("old");
    expect(await activeForCustomer(harness.sql, "nobody")).toBeNull();
    expect(await byId(harness.sql, "missing")).toBeNull();
  });

  it("counts all of a customer's requests, not a page: completed, cancelled and what they paid", async () => {
    const events = Array.from({ length: 120 }, (_, i) =>
      serviceRequested({ requestId: `many${i}`, customerId: "c9", requestedAt: atMinute(i) }),
    );
    await harness.apply(log.recordAll(events));
    await harness.apply(
      log.recordAll([
        jobAccepted("many0", "p1", atMinute(200)),
        jobCompleted("many0", "p1", 275.5, atMinute(230)),
        jobAccepted("many1", "p1", atMinute(240)),
        jobCompleted("many1", "p1", 165, atMinute(260)),
        requestCancelled("many2", "c9", atMinute(261)),
        serviceRequested({ requestId: "theirs", customerId: "c10" }),
      ]),
    );
    expect(await requestCountsOfCustomer(harness.sql, "c9")).toEqual({
      requests: 120,
      completed: 2,
      cancelled: 1,
      spentAed: 440.5,
    });
    expect(await requestCountsOfCustomer(harness.sql, "nobody")).toEqual({
      requests: 0,
      completed: 0,
      cancelled: 0,
      spentAed: 0,
    });
  });
});
