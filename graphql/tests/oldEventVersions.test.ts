import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerStream } from "../../domain/streams";
import { towingEquipmentProjection } from "../../projections/read-models/towing-equipment/projection";
import { readModelChecksums } from "../../projections/runner/readModelChecksum";
import { signUp } from "../testing/scenario";
import { run, type TestUser } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

/**
 * Event upcasting end to end (issue 25): a store holding a truck written before plates existed
 * (TowingEquipmentAdded schemaVersion 1, no `plate`) still decides, projects and replays the same.
 */
let server: TestServer;
let captain: TestUser;
const truckId = randomUUID();

/** The event as the code before plates wrote it: schemaVersion 1 and no plate in its data. */
const version1Truck = (providerId: string) => ({
  type: "TowingEquipmentAdded",
  data: {
    equipmentId: truckId,
    truckName: "Old Flatbed",
    truckType: "flatbed",
    capacityKg: 3500,
    compatibleVehicles: ["sedan", "suv"],
    features: ["Winch"],
    providerId,
    addedAt: new Date().toISOString(),
  },
  metadata: {
    eventId: randomUUID(),
    correlationId: randomUUID(),
    causationId: null,
    actor: { userId: providerId, role: "provider" as const },
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  },
});

const TRUCKS = `query { myTowingEquipment { id truckName plate capacity isAvailable } }`;
const EDIT = `mutation E($id: ID!, $input: TowingEquipmentInput!) {
  editTowingEquipment(equipmentId: $id, input: $input) { id plate capacity }
}`;

beforeAll(async () => {
  server = await startTestServer();
  captain = await signUp(server, "provider", { name: "Veteran Captain" });
  const { position } = await server.store.appendToStream(
    providerStream(captain.id),
    [version1Truck(captain.id)],
    {
      expected: "any",
    },
  );
  await server.runner.waitForPosition(position);
}, 120_000);
afterAll(() => server?.close());

describe("a truck recorded at schemaVersion 1", () => {
  it("projects with an empty plate", async () => {
    const trucks = await run<{ myTowingEquipment: { id: string; plate: string; truckName: string }[] }>(
      captain,
      TRUCKS,
    );
    expect(trucks.data?.myTowingEquipment).toEqual([
      expect.objectContaining({ id: truckId, truckName: "Old Flatbed", plate: "" }),
    ]);
  });

  it("replays to the same tables", async () => {
    const before = await readModelChecksums(server.sql, [towingEquipmentProjection]);
    await server.runner.rebuild(towingEquipmentProjection.name);
    expect(await readModelChecksums(server.sql, [towingEquipmentProjection])).toEqual(before);
  });

  it("still decides: the captain edits it (the provider stream folds the old event)", async () => {
    const edited = await run<{ editTowingEquipment: { plate: string; capacity: number } }>(captain, EDIT, {
      id: truckId,
      input: {
        truckName: "Old Flatbed",
        truckType: "flatbed",
        capacity: 4000,
        compatibleVehicles: ["SEDAN", "SUV"],
        features: ["Winch"],
        plate: "Dubai A 12345",
      },
    });
    expect(edited.code).toBeNull();
    expect(edited.data?.editTowingEquipment).toMatchObject({ plate: "Dubai A 12345", capacity: 4000 });
  });
});
