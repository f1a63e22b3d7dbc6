/**
 * How the provider dashboard's queries scale: 1,000,000 rows in rm.provider_dashboard_row on the
 * machine's PostgreSQL (a throwaway database), one enterprise provider holding 200,000 of them and
 * 2,000 ordinary providers 400 each. Rows are generated in SQL rather than through events: this
 * measures the queries and indexes, not projection throughput.
 *
 *   npm run bench -- providerDashboardQueries [rows]    (or: npx tsx bench/providerDashboardQueries.ts [rows])
 *
 * Prints a table and writes bench/results/provider-dashboard-queries.json.
 */
import { mkdir, writeFile } from "node:fs/promises";
import pg from "pg";
import type { Sql } from "../domain/ports/sql";
import { createPgSql } from "../infra/sql/pgSql";
import { createTestDatabase } from "../infra/testing/testDatabase";
import { providerDashboardProjection } from "../projections/read-models/provider-dashboard/projection";
import {
  type ProviderRequestsQuery,
  providerRequests,
  providerStats,
} from "../projections/read-models/provider-dashboard/queries";
import { createDeferredIndexesIn } from "../projections/runner/deferredIndexes";
import { machineNote } from "./lib/machine";

const ROWS = Number(process.argv[2] ?? 1_000_000);
const BIG_SHARE = 0.2;
const RUNS = 15;
const NOW = new Date("2025-06-30T12:00:00Z");

async function seed(sql: Sql): Promise<void> {
  await sql.query("CREATE SCHEMA IF NOT EXISTS rm");
  await sql.transaction(async (tx) => {
    await tx.query("SET LOCAL search_path TO rm");
    await providerDashboardProjection.migrate(tx);
    await createDeferredIndexesIn(tx, providerDashboardProjection);
  });
  // Bulk load without the secondary indexes, then build them by migrating again: far quicker than
  // maintaining ten indexes row by row, and the same indexes in the end.
  const { rows: indexes } = await sql.query<{ name: string }>(
    `SELECT indexname AS name FROM pg_indexes
      WHERE schemaname = 'rm' AND tablename = 'provider_dashboard_row' AND indexname NOT LIKE '%pkey'`,
  );
  for (const index of indexes) await sql.query(`DROP INDEX rm.${index.name}`);
  const big = Math.round(ROWS * BIG_SHARE);
  await sql.query(
    `INSERT INTO rm.provider_dashboard_row (provider_id, request_id, customer_id, customer_name, customer_phone,
       service_type, location, pickup_latitude, pickup_longitude, vehicle_type, priority, status, estimated_price,
       amount, offered_at, accepted_at, distance_km, estimated_arrival_minutes, last_update)
     SELECT CASE WHEN i <= $2 THEN 'enterprise' ELSE 'p' || (i % 2000) END,
            md5(i::text)::uuid::text, 'c' || (i % 50000),
            (ARRAY['Ahmed', 'Fatima', 'Omar', 'Aisha', 'Khalid', 'Mariam', 'Yousef', 'Layla'])[1 + i % 8] || ' ' ||
              (ARRAY['Al Mansoori', 'Haddad', 'Khan', 'Saleh', 'Noor', 'Rahman'])[1 + (i / 8) % 6] || ' ' || (i % 5000),
            '+971 50 ' || lpad((i % 10000000)::text, 7, '0'),
            (ARRAY['towing', 'jump-start', 'tire-change', 'fuel-delivery'])[1 + i % 4],
            (ARRAY['Dubai Marina', 'Deira', 'Al Barsha', 'JLT', 'Mirdif', 'Al Quoz', 'Business Bay'])[1 + i % 7]
              || ' street ' || (i % 300),
            25 + (i % 1000) / 2000.0, 55 + (i % 1000) / 2000.0, 'sedan', 'normal',
            (ARRAY['pending', 'accepted', 'in-progress', 'completed', 'completed', 'completed', 'completed',
                   'cancelled', 'declined', 'withdrawn'])[1 + i % 10],
            100 + i % 400, 100 + i % 400,
            timestamptz '2024-07-01' + (i::float8 / $1) * interval '365 days',
            timestamptz '2024-07-01' + (i::float8 / $1) * interval '365 days' + interval '3 minutes',
            (i % 200) / 10.0, 30, timestamptz '2024-07-01' + (i::float8 / $1) * interval '365 days'
       FROM generate_series(1, $1) AS i`,
    [ROWS, big],
  );
  await sql.query(
    `INSERT INTO rm.provider_dashboard_daily (provider_id, day, offers, accepted, declined, expired,
       response_seconds_sum, completed, earnings, cancelled, rating_sum, rating_count)
     SELECT provider_id, (offered_at AT TIME ZONE 'Asia/Dubai')::date, count(*),
            count(*) FILTER (WHERE status IN ('accepted', 'in-progress', 'completed', 'cancelled')),
            count(*) FILTER (WHERE status = 'declined'), count(*) FILTER (WHERE status = 'withdrawn'),
            180 * count(*), count(*) FILTER (WHERE status = 'completed'),
            coalesce(sum(amount) FILTER (WHERE status = 'completed'), 0), count(*) FILTER (WHERE status = 'cancelled'), 0, 0
       FROM rm.provider_dashboard_row GROUP BY 1, 2`,
  );
  await sql.query(
    `INSERT INTO rm.provider_dashboard_status_count (provider_id, status, rows)
     SELECT provider_id, status, count(*) FROM rm.provider_dashboard_row GROUP BY 1, 2`,
  );
  await sql.transaction(async (tx) => {
    await tx.query("SET LOCAL search_path TO rm");
    await providerDashboardProjection.migrate(tx);
    await createDeferredIndexesIn(tx, providerDashboardProjection);
  });
  await sql.query("VACUUM ANALYZE rm.provider_dashboard_row");
  await sql.query("ANALYZE rm.provider_dashboard_daily");
}

interface Measurement {
  name: string;
  medianMs: number;
  p95Ms: number;
}

async function measure(name: string, run: () => Promise<unknown>): Promise<Measurement> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  return { name, medianMs: at(0.5), p95Ms: at(0.95) };
}

async function main(): Promise<void> {
  const machine = machineNote();
  const database = await createTestDatabase("bench_dashboard");
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const sql = createPgSql(pool);
  try {
    const seeding = performance.now();
    await seed(sql);
    console.log(
      `seeded ${ROWS.toLocaleString()} rows in ${Math.round((performance.now() - seeding) / 1000)} s`,
    );

    const list = (providerId: string, extra: Partial<ProviderRequestsQuery>) => () =>
      providerRequests(sql, { providerId, now: NOW, ...extra });
    const results: Measurement[] = [];
    for (const provider of ["enterprise", "p7"]) {
      const label =
        provider === "enterprise" ? `enterprise (${Math.round(ROWS * BIG_SHARE)} rows)` : "p7 (400 rows)";
      results.push(
        await measure(`${label}: default page (timestamp desc, 50)`, list(provider, {})),
        await measure(
          `${label}: page 20 of 500, amount asc`,
          list(provider, { limit: 500, page: 20, sortBy: "amount", sortDirection: "asc" }),
        ),
        await measure(
          `${label}: type desc, status pending`,
          list(provider, { sortBy: "type", status: "pending" }),
        ),
        await measure(
          `${label}: id asc, status completed, 100`,
          list(provider, { sortBy: "id", sortDirection: "asc", status: "completed", limit: 100 }),
        ),
        await measure(`${label}: search "fatima haddad"`, list(provider, { search: "fatima haddad" })),
        await measure(`${label}: search "ahmed khan 123"`, list(provider, { search: "ahmed khan 123" })),
        await measure(`${label}: search id suffix`, list(provider, { search: "a1b2" })),
        await measure(`${label}: stats year`, () => providerStats(sql, provider, "year", NOW)),
        await measure(`${label}: stats today`, () => providerStats(sql, provider, "today", NOW)),
      );
    }
    console.table(results);
    await mkdir(new URL("results/", import.meta.url), { recursive: true });
    await writeFile(
      new URL("results/provider-dashboard-queries.json", import.meta.url),
      `${JSON.stringify({ rows: ROWS, runs: RUNS, measuredAt: new Date().toISOString(), machine: machine(), results }, null, 2)}\n`,
    );
  } finally {
    await pool.end();
    await database.drop();
  }
}

await main();
