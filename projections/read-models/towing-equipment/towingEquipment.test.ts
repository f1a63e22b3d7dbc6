import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { providerDirectoryProjection } from "../provider-directory/projection";
import { EventLog } from "../testing/eventLog";
import { captainApprovedHistory } from "../testing/onboardingEventBuilders";
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
import {
  availableEquipment,
  compatibleEquipment,
  equipmentOfProvider,
  equipmentOfProviders,
} from "./queries";

/** AT's UAE date; the captains' approved papers run to 2026. */
const today = "2025-03-10";

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
      ...captainApprovedHistory("p1"),
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
      ...captainApprovedHistory("p2"),
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
    const trucks = await compatibleEquipment(harness.sql, { vehicleType: "sedan", today });
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

    const heavy = await compatibleEquipment(harness.sql, { vehicleType: "truck", today });
    expect(heavy.map((t) => t.id)).toEqual(["heavy"]);
  });

  it("leaves out unavailable trucks and trucks of offline providers, within a radius", async () => {
    await harness.apply(
      log.recordAll([towingEquipmentAvailabilityChanged("p1", "flatbed", false), providerWentOffline("p2")]),
    );
    expect(await compatibleEquipment(harness.sql, { vehicleType: "sedan", today })).toEqual([]);
    expect((await availableEquipment(harness.sql, { today })).map((t) => t.id)).toEqual(["heavy"]);
    expect((await equipmentOfProvider(harness.sql, "p1")).map((t) => [t.id, t.isAvailable])).toEqual([
      ["flatbed", false],
      ["heavy", true],
    ]);

    await harness.apply(log.recordAll([providerWentOnline("p2", 25.3463, 55.4209)]));
    const near = { latitude: 25.2048, longitude: 55.2708, radiusKm: 5 };
    expect((await availableEquipment(harness.sql, { today, near })).map((t) => t.id)).toEqual(["heavy"]);
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

describe("the captain's fleet (issue 19)", () => {
  it("keeps edits with the plate, and retired trucks disappear everywhere", async () => {
    await harness.apply(
      log.recordAll([
        {
          type: "TowingEquipmentEdited",
          data: {
            providerId: "p1",
            equipmentId: "flatbed",
            truckName: "Flatbed One",
            truckType: "flatbed",
            capacityKg: 4000,
            compatibleVehicles: ["sedan"],
            features: ["Winch"],
            plate: "Dubai A 12345",
            editedAt: "2025-03-10T09:00:00.000Z",
          },
        },
        {
          type: "TowingEquipmentRetired",
          data: { providerId: "p1", equipmentId: "heavy", retiredAt: "2025-03-10T09:05:00.000Z" },
        },
      ]),
    );
    expect(await equipmentOfProvider(harness.sql, "p1")).toEqual([
      expect.objectContaining({
        id: "flatbed",
        truckName: "Flatbed One",
        capacity: 4000,
        plate: "Dubai A 12345",
      }),
    ]);
    expect((await equipmentOfProviders(harness.sql, ["p1"])).get("p1")?.map((t) => t.id)).toEqual([
      "flatbed",
    ]);
    expect((await availableEquipment(harness.sql, { today })).map((t) => t.id)).toEqual([
      "flatbed",
      "sharjah-flatbed",
    ]);
    expect(await compatibleEquipment(harness.sql, { vehicleType: "truck", today })).toEqual([]);
  });

  it("offers no truck of a captain who may not work today", async () => {
    // The papers of both captains run to 2026-03-10: on that day neither may work.
    expect(await availableEquipment(harness.sql, { today: "2026-03-10" })).toEqual([]);
    expect(await compatibleEquipment(harness.sql, { vehicleType: "sedan", today: "2026-03-10" })).toEqual([]);
    await harness.apply(
      log.recordAll([
        providerProfileCreated({ providerId: "p3", name: "Unapproved Tow" }),
        providerWentOnline("p3", 25.2, 55.27),
        towingEquipmentAdded({ providerId: "p3", equipmentId: "p3-truck" }),
      ]),
    );
    expect((await availableEquipment(harness.sql, { today })).map((t) => t.id)).not.toContain("p3-truck");
    // The captain's own fleet screen shows it all the same.
    expect((await equipmentOfProvider(harness.sql, "p3")).map((t) => t.id)).toEqual(["p3-truck"]);
  });
});
