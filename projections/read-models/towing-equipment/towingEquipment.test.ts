import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { providerDirectoryProjection } from "../provider-directory/projection";
import { EventLog } from "../testing/eventLog";
import {
  providerProfileCreated,
  providerWentOffline,
  providerWentOnline,
  towingEquipmentAdded,
  towingEquipmentAvailabilityChanged,
} from "../testing/providerEventBuilders";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import { reviewPosted } from "../testing/requestEventBuilders";
import { towingEquipmentProjection } from "./projection";
import { availableEquipment, compatibleEquipment, equipmentOfProvider } from "./queries";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([providerDirectoryProjection, towingEquipmentProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
  await harness.apply(
    log.recordAll([
      providerProfileCreated({ providerId: "p1", name: "Downtown Tow" }),
      providerWentOnline("p1", 25.1972, 55.2744),
      towingEquipmentAdded({
        providerId: "p1",
        equipmentId: "flatbed",
        compatibleVehicles: ["sedan", "suv"],
      }),
      towingEquipmentAdded({
        providerId: "p1",
        equipmentId: "heavy",
        truckName: "Heavy 1",
        truckType: "heavy-duty",
        capacityKg: 12_000,
        compatibleVehicles: ["truck", "heavy-suv"],
        features: ["Crane"],
      }),
      reviewPosted({
        requestId: "r1",
        reviewerId: "c1",
        revieweeId: "p1",
        reviewerRole: "customer",
        rating: 4,
      }),
      providerProfileCreated({ providerId: "p2", name: "Sharjah Recovery" }),
      providerWentOnline("p2", 25.3463, 55.4209),
      towingEquipmentAdded({
        providerId: "p2",
        equipmentId: "sharjah-flatbed",
        compatibleVehicles: ["sedan"],
      }),
    ]),
  );
});

describe("towing equipment", () => {
  it("finds compatible trucks nearest first, with the provider's position, name and rating", async () => {
    const trucks = await compatibleEquipment(harness.sql, { vehicleType: "sedan" });
    expect(trucks.map((t) => t.id)).toEqual(["flatbed", "sharjah-flatbed"]);
    expect(trucks[0]).toMatchObject({
      truckName: "Flatbed 1",
      truckType: "flatbed",
      capacity: 3500,
      compatibleVehicles: ["sedan", "suv"],
      features: ["Winch", "GPS"],
      isAvailable: true,
      currentLatitude: 25.1972,
      currentLongitude: 55.2744,
      provider: { name: "Downtown Tow", rating: 4, online: true },
    });
    expect(trucks[0]?.distanceKm).toBeCloseTo(0.93, 1);

    const heavy = await compatibleEquipment(harness.sql, { vehicleType: "truck" });
    expect(heavy.map((t) => t.id)).toEqual(["heavy"]);
  });

  it("leaves out unavailable trucks and trucks of offline providers, within a radius", async () => {
    await harness.apply(
      log.recordAll([towingEquipmentAvailabilityChanged("p1", "flatbed", false), providerWentOffline("p2")]),
    );
    expect(await compatibleEquipment(harness.sql, { vehicleType: "sedan" })).toEqual([]);
    expect((await availableEquipment(harness.sql)).map((t) => t.id)).toEqual(["heavy"]);
    expect((await equipmentOfProvider(harness.sql, "p1")).map((t) => [t.id, t.isAvailable])).toEqual([
      ["flatbed", false],
      ["heavy", true],
    ]);

    await harness.apply(log.recordAll([providerWentOnline("p2", 25.3463, 55.4209)]));
    const near = { latitude: 25.2048, longitude: 55.2708, radiusKm: 5 };
    expect((await availableEquipment(harness.sql, { near })).map((t) => t.id)).toEqual(["heavy"]);
  });

  it("ignores redelivered events", async () => {
    const off = log.record(towingEquipmentAvailabilityChanged("p1", "flatbed", false));
    const on = log.record(
      towingEquipmentAvailabilityChanged("p1", "flatbed", true, "2025-03-10T09:00:00.000Z"),
    );
    await harness.apply([off, on]);
    await harness.apply([off]);
    expect((await equipmentOfProvider(harness.sql, "p1"))[0]).toMatchObject({
      id: "flatbed",
      isAvailable: true,
    });
  });
});
