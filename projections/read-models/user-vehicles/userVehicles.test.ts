import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultVehicleChanged, vehicleAdded, vehicleRemoved } from "../testing/accountEventBuilders";
import { EventLog } from "../testing/eventLog";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import { atMinute } from "../testing/requestEventBuilders";
import { userVehiclesProjection } from "./projection";
import { vehiclesOf } from "./queries";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([userVehiclesProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});

describe("user_vehicles", () => {
  it("lists the primary vehicle first and follows removal and a new primary", async () => {
    const added = log.recordAll([
      vehicleAdded({ accountId: "c1", vehicleId: "v1", isDefault: true, addedAt: atMinute(0) }),
      vehicleAdded({
        accountId: "c1",
        vehicleId: "v2",
        vehicleName: "Weekend car",
        vehicleMake: "Porsche",
        vehicleModel: "911",
        vehicleType: "coupe",
        addedAt: atMinute(1),
      }),
      vehicleAdded({ accountId: "c1", vehicleId: "v3", isDefault: true, addedAt: atMinute(2) }),
      vehicleAdded({ accountId: "c2", vehicleId: "other", isDefault: true }),
    ]);
    await harness.apply(added);
    expect((await vehiclesOf(harness.sql, "c1")).map((v) => [v.id, v.isDefault])).toEqual([
      ["v3", true],
      ["v1", false],
      ["v2", false],
    ]);
    expect((await vehiclesOf(harness.sql, "c1"))[2]).toEqual({
      id: "v2",
      userId: "c1",
      vehicleName: "Weekend car",
      vehicleMake: "Porsche",
      vehicleModel: "911",
      vehicleYear: 2022,
      vehicleColor: "Silver",
      licensePlate: "D 54321",
      vehicleType: "coupe",
      fuelType: "petrol",
      isDefault: false,
    });

    await harness.apply(log.recordAll([vehicleRemoved("c1", "v3"), defaultVehicleChanged("c1", "v2")]));
    // A redelivered VehicleAdded must not bring a removed vehicle back.
    await harness.apply(added);
    expect((await vehiclesOf(harness.sql, "c1")).map((v) => [v.id, v.isDefault])).toEqual([
      ["v2", true],
      ["v1", false],
    ]);
    expect(await vehiclesOf(harness.sql, "c2")).toHaveLength(1);
  });
});
