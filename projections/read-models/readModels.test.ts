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
    expect(inOneBatch["rm.request_route"]).toHaveLength(1);
    expect(inOneBatch["rm.money_requests"]).toHaveLength(2);
    expect(inOneBatch["rm.ledger_transactions"]).toHaveLength(5);

    await harness.reset();
    for (const event of events) {
      await harness.apply([event, event]);
    }
    await harness.apply(events.slice(5, 15));
    await harness.apply(events);
    expect(await snapshotReadModels(harness.sql)).toEqual(inOneBatch);
  });

  it("end in the same state whatever order different streams' events interleave in", async () => {
    // The store keeps each stream's order, nothing more: between streams, any interleaving is a
    // history some node could have delivered (a reply before its request's account, a chat before
    // the request it is about). Here whole streams at a time, in two opposite orders.
    const events = fullScenario();
    // These two describe $all itself (its newest event; a label naming the position of a change):
    // another interleaving is another $all, so they differ by design.
    const OF_ALL_ORDER = ["rm.event_store_facts_position", "rm.request_history_versions"];
    // Documented as what was known when the event was applied (docs/read-models.md): the time of
    // the last event applied to the row; the provider's distance (and the ETA from it) as far as
    // their position was known when the offer came.
    const AS_DELIVERED: Record<string, readonly string[]> = {
      "rm.provider_directory": ["updated_at"],
      "rm.provider_dashboard_row": ["distance_km", "estimated_arrival_minutes"],
    };
    const snapshot = async () => {
      const tables = Object.entries(await snapshotReadModels(harness.sql)).filter(
        ([table]) => !OF_ALL_ORDER.includes(table),
      );
      return Object.fromEntries(
        tables.map(([table, rows]) => {
          const dropped = AS_DELIVERED[table] ?? [];
          return [
            table,
            rows
              .map((row) => {
                const values: Record<string, unknown> = JSON.parse(row);
                for (const column of dropped) delete values[column];
                return JSON.stringify(values);
              })
              .sort(),
          ];
        }),
      );
    };
    await harness.reset();
    await harness.apply(events);
    const inOrder = await snapshot();

    const streams = [...new Set(events.map((event) => event.streamId))];
    for (const order of [[...streams].sort(), [...streams].sort().reverse()]) {
      await harness.reset();
      // $all is in position order in any store: the other history gets positions in its own order.
      const reordered = order
        .flatMap((stream) => events.filter((e) => e.streamId === stream))
        .map((event, i) => ({ ...event, position: { commit: BigInt(i + 1), prepare: BigInt(i + 1) } }));
      for (const event of reordered) await harness.apply([event]);
      expect(await snapshot()).toEqual(inOrder);
    }
  });
});
