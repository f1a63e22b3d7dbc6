import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readModelProjections } from "./index";
import { fullScenario, snapshotReadModels } from "./testing/fullScenario";
import { openReadModelHarness, type ReadModelHarness } from "./testing/readModelHarness";

let harness: ReadModelHarness;

beforeAll(async () => {
  harness = await openReadModelHarness(readModelProjections);
});
afterAll(() => harness.close());

describe("all read models together", () => {
  it("declare exactly the tables they create, each prefixed with the projection's name", async () => {
    // Migrating twice must be harmless: the runner migrates at every start.
    await harness.sql.transaction(async (tx) => {
      await tx.query("SET LOCAL search_path TO rm");
      for (const projection of readModelProjections) await projection.migrate(tx);
    });
    const { rows } = await harness.sql.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'rm' ORDER BY 1",
    );
    const declared = readModelProjections.flatMap((p) => [...p.tables]).sort();
    expect(rows.map((r) => r.name)).toEqual(declared);
    for (const projection of readModelProjections) {
      for (const table of projection.tables) expect(table.startsWith(projection.name)).toBe(true);
    }
    expect(new Set(readModelProjections.map((p) => p.name)).size).toBe(readModelProjections.length);
  });

  it("end in the same state whether events come in one batch or one by one, twice", async () => {
    const events = fullScenario();
    await harness.reset();
    await harness.apply(events);
    const inOneBatch = await snapshotReadModels(harness.sql);
    expect(inOneBatch["rm.request_history"]).toHaveLength(2);

    await harness.reset();
    for (const event of events) {
      await harness.apply([event, event]);
    }
    await harness.apply(events.slice(5, 15));
    await harness.apply(events);
    expect(await snapshotReadModels(harness.sql)).toEqual(inOneBatch);
  });
});
