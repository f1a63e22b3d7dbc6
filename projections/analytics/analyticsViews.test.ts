import { afterEach, expect, it } from "vitest";
import { accountsProjection } from "../read-models/accounts/projection";
import { registeredProjections } from "../registeredProjections";
import { appendHistory, caughtUp, startRunner } from "../runner/testing/runnerTestKit";
import { openPgliteTestEnvironment, type TestEnvironment } from "../runner/testing/testEnvironments";
import { ANALYTICS_VIEWS } from "./analyticsViews";

/**
 * The views on the embedded store that `npm start` uses: created by the projection runner itself,
 * only once their read models exist, and still there, bound to the new tables, after the runner
 * rebuilt a read model whose version changed (the swap drops the tables the views read).
 */
let env: TestEnvironment | undefined;
afterEach(async () => {
  await env?.close();
  env = undefined;
});

async function views(e: TestEnvironment): Promise<string[]> {
  const { rows } = await e.sql.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.views WHERE table_schema = 'analytics' ORDER BY 1",
  );
  return rows.map((r) => r.table_name);
}

async function one<T>(e: TestEnvironment, text: string): Promise<T> {
  return (await e.sql.query<T>(text)).rows[0]!;
}

it("creates a view only once every read model it reads exists", async () => {
  env = await openPgliteTestEnvironment();
  await appendHistory(env.store, 10);
  const runner = startRunner(env, [accountsProjection]);
  await runner.started;
  await caughtUp(runner, env.store);
  await runner.stop();
  const expected = ANALYTICS_VIEWS.filter((v) => v.sources.every((s) => s === "accounts")).map((v) => v.name);
  expect(await views(env)).toEqual([...expected].sort());
  expect(expected).toContain("dim_customer");
  expect(expected).not.toContain("fact_requests");
});

it("keeps every view over the new tables when the runner rebuilds a read model whose version changed", async () => {
  env = await openPgliteTestEnvironment();
  await appendHistory(env.store, 30);
  const first = startRunner(env, registeredProjections);
  await first.started;
  await caughtUp(first, env.store);
  await first.stop();
  expect(await views(env)).toEqual(ANALYTICS_VIEWS.map((v) => v.name).sort());
  const before = await one<{ n: number; keys: number }>(
    env,
    "SELECT count(*)::int AS n, count(DISTINCT customer_key)::int AS keys FROM analytics.fact_requests",
  );
  expect(before.n).toBe(30);
  const oid = await one<{ oid: number }>(env, "SELECT 'rm.request_history'::regclass::oid::int AS oid");

  const bumped = registeredProjections.map((p) =>
    p.name === "request_history" ? { ...p, version: p.version + 1 } : p,
  );
  const second = startRunner(env, bumped);
  await second.started;
  await caughtUp(second, env.store);
  await second.stop();

  const swapped = await one<{ oid: number }>(env, "SELECT 'rm.request_history'::regclass::oid::int AS oid");
  expect(swapped.oid).not.toBe(oid.oid); // the rebuild really swapped the table
  expect(await views(env)).toEqual(ANALYTICS_VIEWS.map((v) => v.name).sort());
  // Same rows and the same pseudonyms: the key is not part of what a rebuild replaces.
  expect(
    await one(
      env,
      "SELECT count(*)::int AS n, count(DISTINCT customer_key)::int AS keys FROM analytics.fact_requests",
    ),
  ).toEqual(before);
});
