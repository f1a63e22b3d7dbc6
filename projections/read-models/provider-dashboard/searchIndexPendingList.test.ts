import { afterAll, beforeAll, expect, it } from "vitest";
import { READ_MODEL_SCHEMA } from "../../projection";
import { createDeferredIndexesIn } from "../../runner/deferredIndexes";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import { providerDashboardProjection } from "./projection";

let harness: ReadModelHarness;

beforeAll(async () => {
  harness = await openReadModelHarness([providerDashboardProjection]);
});
afterAll(() => harness?.close());

async function searchIndexOptions(): Promise<string[]> {
  const { rows } = await harness.sql.query<{ options: string[] | null }>(
    `SELECT c.reloptions AS options FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relname = 'provider_dashboard_row_search'`,
    [READ_MODEL_SCHEMA],
  );
  return rows[0]?.options ?? [];
}

it("keeps the search index without a pending list, so no live batch pays for merging it", async () => {
  expect(await searchIndexOptions()).toContain("fastupdate=off");
});

it("turns the pending list off on a search index made before, and merges what it held", async () => {
  await harness.sql.transaction(async (tx) => {
    await tx.query(`SET LOCAL search_path TO ${READ_MODEL_SCHEMA}`);
    await tx.query("DROP INDEX provider_dashboard_row_search");
    await tx.query(
      "CREATE INDEX provider_dashboard_row_search ON provider_dashboard_row USING gin (search) WITH (fastupdate = on)",
    );
    await tx.query(
      `INSERT INTO provider_dashboard_row (provider_id, request_id, customer_id, customer_name, service_type,
         location, pickup_latitude, pickup_longitude, priority, status, estimated_price, amount, offered_at,
         estimated_arrival_minutes, last_update)
       SELECT 'p1', 'req-' || i, 'c1', 'Ahmed', 'towing', 'Dubai Marina', 25.1, 55.2, 'normal', 'pending',
              100, 100, now(), 30, now()
         FROM generate_series(1, 50) AS i`,
    );
  });
  expect(await searchIndexOptions()).toContain("fastupdate=on");

  await harness.sql.transaction(async (tx) => {
    await tx.query(`SET LOCAL search_path TO ${READ_MODEL_SCHEMA}`);
    await createDeferredIndexesIn(tx, providerDashboardProjection);
  });

  expect(await searchIndexOptions()).toContain("fastupdate=off");
  const { rows } = await harness.sql.query<{ merged: string }>(
    `SELECT gin_clean_pending_list('${READ_MODEL_SCHEMA}.provider_dashboard_row_search'::regclass)::text AS merged`,
  );
  expect(rows[0]!.merged).toBe("0");
});
