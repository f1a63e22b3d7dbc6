import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestHistoryProjection } from "../../../projections/read-models/request-history/projection";
import {
  byCustomer,
  byId,
  type ServiceRequestView,
} from "../../../projections/read-models/request-history/queries";
import { EventLog } from "../../../projections/read-models/testing/eventLog";
import {
  openReadModelHarness,
  type ReadModelHarness,
} from "../../../projections/read-models/testing/readModelHarness";
import {
  atMinute,
  jobAccepted,
  jobCompleted,
  jobOffered,
  jobStarted,
  requestCancelled,
  reviewPosted,
  serviceRequested,
} from "../../../projections/read-models/testing/requestEventBuilders";
import { serviceRequestJson, serviceRequestListJson } from "./serviceRequestJson";

/** The REST answers must stay exactly what JSON.stringify made of the views before. */

describe("service requests as JSON", () => {
  let harness: ReadModelHarness;

  beforeAll(async () => {
    harness = await openReadModelHarness([requestHistoryProjection]);
  }, 60_000);
  afterAll(() => harness?.close());

  it("prints the views the projection makes as JSON.stringify does, every field in its place", async () => {
    const log = new EventLog();
    await harness.apply([
      log.record(serviceRequested({ requestId: "r1", customerId: "c1", scheduledAt: atMinute(90) })),
      log.record(serviceRequested({ requestId: "r2", customerId: "c1", providerId: "p1" })),
      log.record(jobOffered("r2", "p1")),
      log.record(jobAccepted("r2", "p1", atMinute(1))),
      log.record(jobStarted("r2", "p1", atMinute(2))),
      log.record(jobCompleted("r2", "p1", 310.5, atMinute(30))),
      log.record(
        reviewPosted({
          requestId: "r2",
          reviewerId: "c1",
          revieweeId: "p1",
          reviewerRole: "customer",
          rating: 5,
          comment: 'Quick "and" kind\n\\ مشكور 🚗',
        }),
      ),
      log.record(serviceRequested({ requestId: "r3", customerId: "c1", description: "\u0001\u2028" })),
      log.record(requestCancelled("r3", "c1", atMinute(3))),
    ]);
    const { items } = await byCustomer(harness.sql, "c1");
    expect(items).toHaveLength(3);
    expect(serviceRequestListJson(items)).toBe(JSON.stringify(items));
    for (const item of items) {
      const view = await byId(harness.sql, item.id);
      expect(serviceRequestJson(view!)).toBe(JSON.stringify(view));
    }
  });

  it("prints any view as JSON.stringify does, also strings to escape and edge numbers", () => {
    const text = fc.string({ unit: "binary", maxLength: 30 });
    const optionalText = fc.option(text, { nil: null });
    const number = fc.oneof(
      fc.double({ noNaN: true }),
      fc.constantFrom(0, -0, 1e-7, 1e21, 123456789012345680000, Number.MAX_VALUE, Number.MIN_VALUE),
    );
    const optionalNumber = fc.option(number, { nil: null });
    const view: fc.Arbitrary<ServiceRequestView> = fc.record({
      id: text,
      customerId: text,
      providerId: optionalText,
      serviceType: text,
      status: text,
      priority: text,
      paymentMethod: text,
      pickupLocation: text,
      pickupLatitude: number,
      pickupLongitude: number,
      pickupEmirate: text,
      destination: optionalText,
      destinationLatitude: optionalNumber,
      destinationLongitude: optionalNumber,
      vehicleId: optionalText,
      vehicleMake: text,
      vehicleModel: text,
      vehicleYear: optionalNumber,
      vehicleColor: optionalText,
      licensePlate: optionalText,
      vehicleType: optionalText,
      fuelType: optionalText,
      vehicleDetails: fc.record({ make: text, model: text, year: optionalNumber, color: optionalText }),
      description: optionalText,
      estimatedPrice: number,
      finalPrice: optionalNumber,
      towingEquipmentId: optionalText,
      offeredTo: fc.array(text, { maxLength: 3 }),
      scheduledAt: optionalText,
      createdAt: text,
      acceptedAt: optionalText,
      startedAt: optionalText,
      completedAt: optionalText,
      cancelledAt: optionalText,
      cancelledBy: optionalText,
      cancelReason: optionalText,
      unassignedAt: optionalText,
      customerRating: optionalNumber,
      customerReview: optionalText,
      providerRating: optionalNumber,
      providerReview: optionalText,
      updatedAt: text,
    });
    fc.assert(
      fc.property(fc.array(view, { maxLength: 4 }), (views) => {
        expect(serviceRequestListJson(views)).toBe(JSON.stringify(views));
        for (const one of views) expect(serviceRequestJson(one)).toBe(JSON.stringify(one));
      }),
      { numRuns: 500 },
    );
  });

  it("falls back to JSON.stringify for what its compiled form refuses (NaN)", async () => {
    const { items } = await byCustomer(harness.sql, "c1");
    const odd = { ...items[0]!, pickupLatitude: Number.NaN, finalPrice: Number.POSITIVE_INFINITY };
    expect(serviceRequestJson(odd)).toBe(JSON.stringify(odd));
    expect(serviceRequestListJson([odd])).toBe(JSON.stringify([odd]));
  });
});
