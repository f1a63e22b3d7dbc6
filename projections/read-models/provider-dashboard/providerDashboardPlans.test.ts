import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sql, SqlParam } from "../../../domain/ports/sql";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import { providerDashboardProjection } from "./projection";
import { providerRequests, SORT_COLUMNS } from "./queries";

/*
 * The dashboard must stay fast at 1,000,000 rows (bench/providerDashboardQueries.ts measures that on
 * PostgreSQL). Here we check the shape that makes it so, on a table big enough for the planner to
 * care: every sort, both directions, with and without a status filter, reads a page straight off an
 * index — no Sort node, so the cost does not grow with the provider's row count.
 */

interface Captured {
  text: string;
  params: readonly SqlParam[];
}

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

let harness: ReadModelHarness;

beforeAll(async () => {
  harness = await openReadModelHarness([providerDashboardProjection]);
  // One busy provider with 50,000 rows among 200 with 50 each.
  await harness.sql.query(`
    INSERT INTO rm.provider_dashboard_row (provider_id, request_id, customer_id, customer_name, service_type,
      location, pickup_latitude, pickup_longitude, priority, status, estimated_price, amount, offered_at,
      estimated_arrival_minutes, last_update)
    SELECT CASE WHEN i <= 50000 THEN 'big' ELSE 'p' || (i % 200) END,
           'req-' || lpad(i::text, 7, '0'), 'c' || (i % 5000), 'Customer ' || (i % 5000),
           (ARRAY['towing', 'jump-start', 'tire-change', 'fuel-delivery'])[1 + i % 4],
           (ARRAY['Dubai Marina', 'Deira', 'Al Barsha', 'JLT', 'Mirdif'])[1 + i % 5] || ' ' || (i % 97),
           25.1, 55.2, 'normal',
           (ARRAY['pending', 'accepted', 'in-progress', 'completed', 'completed', 'completed', 'cancelled'])[1 + i % 7],
           100 + i % 400, 100 + i % 400, timestamptz '2025-01-01' + i * interval '1 minute', 30,
           timestamptz '2025-01-01' + i * interval '1 minute'
      FROM generate_series(1, 60000) AS i`);
  await harness.sql.query(
    `INSERT INTO rm.provider_dashboard_status_count (provider_id, status, rows)
     SELECT provider_id, status, count(*) FROM rm.provider_dashboard_row GROUP BY 1, 2`,
  );
  await harness.sql.query("ANALYZE rm.provider_dashboard_row");
}, 120_000);
afterAll(() => harness.close());

/** Runs the query module against a recorder, to EXPLAIN exactly the statements it would send. */
async function statementsOf(run: (sql: Sql) => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const recorder: Sql = {
    async query<R>(text: string, params: readonly SqlParam[] = []) {
      captured.push({ text, params });
      // The provider's size decides the search plan, so that one query must really run.
      if (text.includes("provider_dashboard_status_count") && !text.includes("status = $2")) {
        return harness.sql.query<R>(text, params);
      }
      const rows = text.includes("AS total") ? [{ total: 0 }] : [];
      return { rows: rows as R[], rowCount: 0 };
    },
    transaction: (fn) => fn(recorder),
  };
  await run(recorder);
  return captured;
}

async function planOf(statement: Captured): Promise<PlanNode> {
  const { rows } = await harness.sql.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
    `EXPLAIN (FORMAT JSON) ${statement.text}`,
    statement.params,
  );
  return rows[0]!["QUERY PLAN"][0].Plan;
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describe("provider dashboard query plans", () => {
  for (const sortBy of SORT_COLUMNS) {
    for (const sortDirection of ["asc", "desc"] as const) {
      for (const status of [undefined, "completed"] as const) {
        it(`pages by ${sortBy} ${sortDirection}${status ? ` within ${status}` : ""} off an index`, async () => {
          const [list] = await statementsOf((sql) =>
            providerRequests(sql, {
              providerId: "big",
              now: new Date(),
              sortBy,
              sortDirection,
              status,
              page: 3,
            }),
          );
          const plan = nodes(await planOf(list!));
          expect(plan.map((node) => node["Node Type"])).not.toContain("Sort");
          expect(plan.map((node) => node["Node Type"])).not.toContain("Incremental Sort");
          expect(plan.find((node) => node["Index Name"]?.startsWith("provider_dashboard_row"))).toBeDefined();
        });
      }
    }
  }

  it("searches a big provider's rows through the search index", async () => {
    const statements = await statementsOf((sql) =>
      providerRequests(sql, { providerId: "big", now: new Date(), search: "0049999" }),
    );
    const [list, count] = statements.filter((s) => s.text.includes("FROM rm.provider_dashboard_row"));
    for (const statement of [list!, count!]) {
      const plan = nodes(await planOf(statement));
      expect(plan.map((node) => node["Index Name"])).toContain("provider_dashboard_row_search");
    }
  });

  it("searches a small provider's own rows off the provider index, not the search index", async () => {
    const statements = await statementsOf((sql) =>
      providerRequests(sql, { providerId: "p7", now: new Date(), search: "customer" }),
    );
    const [list] = statements.filter((s) => s.text.includes("FROM rm.provider_dashboard_row"));
    const indexes = nodes(await planOf(list!)).map((node) => node["Index Name"]);
    expect(indexes).not.toContain("provider_dashboard_row_search");
    expect(indexes.some((name) => name?.startsWith("provider_dashboard_row"))).toBe(true);
  });

  it("finds the same rows through the search index as a plain scan would", async () => {
    const page = await providerRequests(harness.sql, {
      providerId: "big",
      now: new Date(),
      search: "customer 123",
      limit: 500,
    });
    // Customer names are "Customer <i % 5000>" for i = 1..50000 of "big": words starting "customer" and "123".
    // A name matches only where it may be shown: jobs held now (accepted, in progress: i % 7 is 1 or 2);
    // the completed and cancelled rows here have no end time, so their follow-up window is over.
    let expected = 0;
    for (let i = 1; i <= 50_000; i++)
      if (String(i % 5000).startsWith("123") && (i % 7 === 1 || i % 7 === 2)) expected++;
    expect(page.total).toBe(expected);
    expect(page.requests.every((row) => /^Customer 123/.test(row.customer ?? ""))).toBe(true);
  });
});
