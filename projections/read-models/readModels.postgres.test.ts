import { afterAll, beforeAll, expect, it } from "vitest";
import { describeWithPostgres } from "../../infra/testing/postgres";
import { readModelProjections } from "./index";
import { fullScenario, snapshotReadModels } from "./testing/fullScenario";
import { openReadModelHarness, type ReadModelHarness } from "./testing/readModelHarness";

/*
 * Production runs PostgreSQL, the tests PGlite: this runs every projection's DDL and SQL on the
 * machine's PostgreSQL too (the whole suite does with READ_MODELS_BACKEND=postgres).
 */
await describeWithPostgres("read models on PostgreSQL", () => {
  let harness: ReadModelHarness;
  beforeAll(async () => {
    harness = await openReadModelHarness(readModelProjections, "postgres");
  });
  afterAll(() => harness?.close());

  it("migrate, apply, and reach the same state with every event delivered twice", async () => {
    const events = fullScenario();
    await harness.apply(events);
    const once = await snapshotReadModels(harness.sql);
    expect(once["rm.provider_dashboard_row"]?.length).toBe(3);

    await harness.reset();
    for (const event of events) await harness.apply([event, event]);
    expect(await snapshotReadModels(harness.sql)).toEqual(once);
  });
});
