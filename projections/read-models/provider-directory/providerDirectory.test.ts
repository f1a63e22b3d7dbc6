import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { distanceKm } from "../../../domain/rules/distance";
import { providerStream } from "../../../domain/streams";
import { EventLog } from "../testing/eventLog";
import {
  captainApprovedHistory,
  captainDocumentExpired,
  captainDocumentUploaded,
  captainProfileCompleted,
  captainSubmitted,
  PAPERS_EXPIRE,
} from "../testing/onboardingEventBuilders";
import {
  providerProfileCreated,
  providerServicesChanged,
  providerWentOffline,
  providerWentOnline,
} from "../testing/providerEventBuilders";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import {
  atMinute,
  jobAccepted,
  jobCompleted,
  jobReassigned,
  jobStarted,
  requestCancelled,
  reviewPosted,
} from "../testing/requestEventBuilders";
import { roundTripsOfApply } from "../testing/roundTripsOfApply";
import { providerDirectoryProjection } from "./projection";
import { onlineProviderPositions, onlineProviders, providerById } from "./queries";

/** AT's UAE date: the approved papers of `captainApprovedHistory` run to PAPERS_EXPIRE. */
const TODAY = "2025-03-10";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([providerDirectoryProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});

const review = (requestId: string, providerId: string, rating: number) =>
  reviewPosted({
    requestId,
    reviewerId: `c-${requestId}`,
    revieweeId: providerId,
    reviewerRole: "customer",
    rating,
  });

describe("provider_directory projection", () => {
  it("shows a new provider with no ratings as null, displayed as 4.5", async () => {
    await harness.apply(log.recordAll([providerProfileCreated({ providerId: "p1" })]));
    expect(await providerById(harness.sql, "p1")).toMatchObject({
      id: "p1",
      name: "Falcon Recovery",
      phone: "+971 50 111 2233",
      services: ["towing", "jump-start"],
      rating: null,
      displayRating: 4.5,
      totalRatings: 0,
      totalJobs: 0,
      online: false,
      latitude: 25.2048,
      longitude: 55.2708,
      responseTimeMinutes: 12,
      measuredResponseMinutes: null,
    });
  });

  it("keeps ratings from customers only, completed jobs and measured accept→start minutes", async () => {
    await harness.apply(
      log.recordAll([
        providerProfileCreated({ providerId: "p1" }),
        jobAccepted("r1", "p1", atMinute(0)),
        jobStarted("r1", "p1", atMinute(10)),
        jobCompleted("r1", "p1", 300, atMinute(40)),
        jobAccepted("r2", "p1", atMinute(0)),
        jobStarted("r2", "p1", atMinute(20)),
        jobCompleted("r2", "p1", 300, atMinute(40)),
        jobAccepted("r3", "p1", atMinute(0)),
        requestCancelled("r3", "c3", atMinute(5)),
        review("r1", "p1", 5),
        review("r2", "p1", 4),
        reviewPosted({
          requestId: "r1",
          reviewerId: "p1",
          revieweeId: "c-r1",
          reviewerRole: "provider",
          rating: 1,
        }),
      ]),
    );
    expect(await providerById(harness.sql, "p1")).toMatchObject({
      rating: 4.5,
      totalRatings: 2,
      totalJobs: 2,
      measuredResponseMinutes: 15,
    });
  });

  it("keeps facts that arrive before the profile, and hides the provider until it exists", async () => {
    await harness.apply(log.recordAll([jobCompleted("r1", "p1", 300), review("r1", "p1", 3)]));
    expect(await providerById(harness.sql, "p1")).toBeNull();

    await harness.apply(log.recordAll([providerProfileCreated({ providerId: "p1" })]));
    expect(await providerById(harness.sql, "p1")).toMatchObject({ totalJobs: 1, rating: 3 });
  });

  it("goes online at the reported position, and older position events do not win", async () => {
    const profile = log.record(providerProfileCreated({ providerId: "p1" }));
    const later = log.record(providerWentOnline("p1", 25.1, 55.2, atMinute(30)));
    // Another stream (future live telemetry) delivering an older fix afterwards.
    const earlier = log.record(providerWentOnline("p1", 24.4, 54.4, atMinute(10)), {
      stream: "telemetry-p1",
    });
    await harness.apply([profile, later, earlier]);
    expect(await providerById(harness.sql, "p1")).toMatchObject({
      online: true,
      latitude: 25.1,
      longitude: 55.2,
      positionAt: atMinute(30),
    });

    await harness.apply(log.recordAll([providerWentOffline("p1", atMinute(40))]));
    expect(await providerById(harness.sql, "p1")).toMatchObject({ online: false });
  });

  it("hides a suspended captain from customers even while the directory still has them online, until reinstated", async () => {
    const standing = (type: "AccountSuspended" | "AccountReinstated", at: string) =>
      type === "AccountSuspended"
        ? {
            type,
            data: {
              accountId: "p1",
              userType: "provider" as const,
              reason: "No-shows",
              suspendedBy: "a1",
              suspendedAt: at,
            },
          }
        : {
            type,
            data: {
              accountId: "p1",
              userType: "provider" as const,
              reason: "Resolved",
              reinstatedBy: "a1",
              reinstatedAt: at,
            },
          };
    await harness.apply(
      log.recordAll([
        providerProfileCreated({ providerId: "p1" }),
        ...captainApprovedHistory("p1"),
        providerWentOnline("p1", 25.1, 55.2, atMinute(1)),
        standing("AccountSuspended", atMinute(2)),
      ]),
    );
    expect(await providerById(harness.sql, "p1")).toMatchObject({ online: true, suspended: true });
    expect((await onlineProviders(harness.sql, { today: TODAY })).map((p) => p.id)).toEqual([]);
    await harness.apply(log.recordAll([standing("AccountReinstated", atMinute(3))]));
    expect((await onlineProviders(harness.sql, { today: TODAY })).map((p) => p.id)).toEqual(["p1"]);
  });

  it("measures no accept→start time for a job support took back from its captain", async () => {
    await harness.apply(
      log.recordAll([
        providerProfileCreated({ providerId: "p1" }),
        jobAccepted("r1", "p1", atMinute(0)),
        jobReassigned("r1", "p1", atMinute(40)),
        jobStarted("r1", "p2", atMinute(45)),
      ]),
    );
    expect(await providerById(harness.sql, "p1")).toMatchObject({ measuredResponseMinutes: null });
  });

  it("counts nothing twice when a batch is redelivered", async () => {
    const events = log.recordAll([
      providerProfileCreated({ providerId: "p1" }),
      jobAccepted("r1", "p1", atMinute(0)),
      jobStarted("r1", "p1", atMinute(10)),
      jobCompleted("r1", "p1", 300, atMinute(40)),
      review("r1", "p1", 4),
    ]);
    await harness.apply(events);
    await harness.apply(events);
    await harness.apply([...events].reverse());
    expect(await providerById(harness.sql, "p1")).toMatchObject({
      totalJobs: 1,
      totalRatings: 1,
      rating: 4,
      measuredResponseMinutes: 10,
    });
  });
});

describe("onlineProviders", () => {
  // From central Dubai: Downtown ~1 km, Dubai Marina ~19 km, Sharjah ~22 km, Abu Dhabi ~120 km.
  const seed = async () => {
    await harness.apply(
      log.recordAll([
        providerProfileCreated({ providerId: "downtown", name: "Downtown Tow", services: ["towing"] }),
        ...captainApprovedHistory("downtown", { services: ["towing"] }),
        providerWentOnline("downtown", 25.1972, 55.2744),
        providerProfileCreated({ providerId: "marina", name: "Marina Assist", services: ["jump-start"] }),
        ...captainApprovedHistory("marina", { services: ["jump-start"] }),
        providerWentOnline("marina", 25.0805, 55.1403),
        providerProfileCreated({ providerId: "sharjah", name: "Sharjah Recovery", services: ["towing"] }),
        ...captainApprovedHistory("sharjah", { services: ["towing"] }),
        providerWentOnline("sharjah", 25.3463, 55.4209),
        providerProfileCreated({ providerId: "abudhabi", name: "Capital Tow", services: ["towing"] }),
        ...captainApprovedHistory("abudhabi", { services: ["towing"] }),
        providerWentOnline("abudhabi", 24.4539, 54.3773),
        providerProfileCreated({ providerId: "offline", name: "Sleepy Tow", services: ["towing"] }),
        ...captainApprovedHistory("offline", { services: ["towing"] }),
        review("r1", "sharjah", 5),
      ]),
    );
  };

  it("lists online providers, best rated first", async () => {
    await seed();
    const providers = await onlineProviders(harness.sql, { today: TODAY });
    expect(providers.map((p) => p.id)).toEqual(["sharjah", "abudhabi", "downtown", "marina"]);
    expect(providers.every((p) => p.distanceKm === null)).toBe(true);
  });

  it("filters by service and radius, nearest first with haversine km", async () => {
    await seed();
    const near = { latitude: 25.2048, longitude: 55.2708, radiusKm: 30 };
    const towing = await onlineProviders(harness.sql, { today: TODAY, serviceType: "towing", near });
    expect(towing.map((p) => p.id)).toEqual(["downtown", "sharjah"]);
    expect(towing[0]?.distanceKm).toBeCloseTo(distanceKm(near, { latitude: 25.1972, longitude: 55.2744 }), 6);
    expect(towing[1]?.distanceKm).toBeCloseTo(distanceKm(near, { latitude: 25.3463, longitude: 55.4209 }), 6);

    const everywhere = await onlineProviders(harness.sql, {
      today: TODAY,
      near: { latitude: 25.2048, longitude: 55.2708 },
    });
    expect(everywhere.map((p) => p.id)).toEqual(["downtown", "marina", "sharjah", "abudhabi"]);
  });

  it("follows service changes and rejects a bad point", async () => {
    await seed();
    await harness.apply(log.recordAll([providerServicesChanged("marina", ["towing", "jump-start"])]));
    const towing = await onlineProviders(harness.sql, { today: TODAY, serviceType: "towing" });
    expect(towing.map((p) => p.id)).toContain("marina");
    await expect(
      onlineProviders(harness.sql, { today: TODAY, near: { latitude: 95, longitude: 55 } }),
    ).rejects.toThrow(RangeError);
    await expect(onlineProviders(harness.sql, { today: "10/03/2025" })).rejects.toThrow(RangeError);
    // The provider stream is what the runner would see; nothing in the read model depends on its name.
    expect(providerStream("marina")).toBe("provider-marina");
  });
});

describe("captain onboarding in the directory (issue 19)", () => {
  const online = async (today = TODAY) => (await onlineProviders(harness.sql, { today })).map((p) => p.id);
  const positions = async (today = TODAY) =>
    (await onlineProviderPositions(harness.sql, today)).map((p) => p.id);

  it("lists an online captain only once an admin approved them, and takes services from their profile", async () => {
    const uploads = ["trade-licence", "insurance", "emirates-id"] as const;
    await harness.apply(
      log.recordAll([
        providerProfileCreated({ providerId: "p1", services: ["towing"] }),
        providerWentOnline("p1", 25.1, 55.2),
        captainProfileCompleted("p1", { services: ["fuel-delivery"] }),
        ...uploads.map((kind) => captainDocumentUploaded("p1", kind)),
        captainSubmitted(
          "p1",
          uploads.map((kind) => `p1-${kind}`),
        ),
      ]),
    );
    expect(await online()).toEqual([]);
    expect(await positions()).toEqual([]);
    expect(await providerById(harness.sql, "p1")).toMatchObject({
      approved: false,
      documentsValidUntil: null,
      services: ["fuel-delivery"],
    });

    await harness.apply(log.recordAll(captainApprovedHistory("p1").slice(-1)));
    expect(await online()).toEqual(["p1"]);
    expect(await positions()).toEqual(["p1"]);
    expect(await providerById(harness.sql, "p1")).toMatchObject({
      approved: true,
      documentsValidUntil: PAPERS_EXPIRE,
    });
  });

  it("hides a captain from the day a paper lapses, with or without the expiry event", async () => {
    await harness.apply(
      log.recordAll([
        providerProfileCreated({ providerId: "p1" }),
        ...captainApprovedHistory("p1", { expiresOn: "2025-04-01" }),
        providerWentOnline("p1", 25.1, 55.2),
      ]),
    );
    expect(await online("2025-03-31")).toEqual(["p1"]);
    expect(await online("2025-04-01")).toEqual([]);
    expect(await positions("2025-04-01")).toEqual([]);

    await harness.apply(
      log.recordAll([captainDocumentExpired("p1", "p1-insurance", "insurance", "2025-04-01")]),
    );
    // Recorded as lapsed: hidden whatever day it is, until a new paper is approved.
    expect(await online("2025-03-31")).toEqual([]);
    expect(await providerById(harness.sql, "p1")).toMatchObject({
      approved: true,
      documentsValidUntil: null,
    });
  });

  it("withdraws approval when the captain changes their profile", async () => {
    await harness.apply(
      log.recordAll([
        providerProfileCreated({ providerId: "p1" }),
        ...captainApprovedHistory("p1"),
        providerWentOnline("p1", 25.1, 55.2),
        captainProfileCompleted("p1", { tradeName: "New Name LLC" }),
      ]),
    );
    expect(await online()).toEqual([]);
  });
});

describe("provider_directory live batch", () => {
  it("deletes an open job with the batch's upserts, not a round trip ahead of them", async () => {
    await harness.apply(
      log.recordAll([providerProfileCreated({ providerId: "p1" }), jobAccepted("r1", "p1", atMinute(0))]),
    );
    // The start ends the open job (a delete) and adds to the captain's measured minutes (an upsert).
    const trips = await roundTripsOfApply(
      harness.sql,
      providerDirectoryProjection,
      log.recordAll([jobStarted("r1", "p1", atMinute(10))]),
    );

    // The claim, the open job, its captain, then the writes.
    expect(trips).toBe(4);
    const { rows } = await harness.sql.query("SELECT request_id FROM rm.provider_directory_open_job");
    expect(rows).toEqual([]);
  });
});
