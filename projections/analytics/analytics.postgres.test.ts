import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningApp, startApp } from "../../infra/app/startApp";
import { loadConfig } from "../../infra/config/config";
import { openPostgresEventStore } from "../../infra/eventstore/openPostgresEventStore";
import { describeWithPostgres } from "../../infra/testing/postgres";
import { createTestDatabase, type TestDatabase } from "../../infra/testing/testDatabase";
import { ensureAnalystRole } from "../access/analystRole";
import { dropRole, INSUFFICIENT_PRIVILEGE, uniqueRoleName } from "../access/testing/roleSession";
import { requestHistoryProjection } from "../read-models/request-history/projection";
import { createInProcessProjectionLock } from "../runner/inProcessProjectionLock";
import { rebuildProjection } from "../runner/rebuildProjection";
import { ANALYTICS_VIEWS } from "./analyticsViews";

/**
 * The analysts' schema (issue 26) on a real server as `npm start` runs it (startApp, PostgreSQL
 * store, two days of seeded history with the money reactors), read by a login of the analyst role:
 * every view is readable, nothing else is, no view carries the seeded accounts' contact data, every
 * example of docs/analytics.md returns rows, and a rebuild's table swap leaves the views working.
 */
const DOC = new URL("../../docs/analytics.md", import.meta.url);
const PASSWORD = "analyst-test-password";
const role = uniqueRoleName("analytics_test");
const VIEW_NAMES = [...ANALYTICS_VIEWS.map((v) => v.name), "audit_log"];

let database: TestDatabase;
let dataDir: string;
let app: RunningApp | undefined;
let analyst: pg.Client;
let owner: pg.Client;

async function asAnalyst(text: string): Promise<{ code: string; rows: Record<string, unknown>[] }> {
  try {
    const { rows } = await analyst.query(text);
    return { code: "ok", rows };
  } catch (error) {
    return { code: (error as { code?: string }).code ?? String(error), rows: [] };
  }
}

async function count(client: pg.Client, text: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(text);
  return Number(rows[0]?.n ?? 0);
}

await describeWithPostgres("the analytics schema", () => {
  beforeAll(async () => {
    database = await createTestDatabase("analytics");
    dataDir = await mkdtemp(join(tmpdir(), "roadside-analytics-"));
    const config = loadConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      EVENT_STORE: "postgres",
      DATABASE_URL: database.url,
      SEED_DEMO: "1",
      SEED_HISTORY_DAYS: "2",
    });
    app = await startApp(config, pino({ level: "warn" }));
    owner = new pg.Client({ connectionString: database.url });
    await owner.connect();
    // Invoices, captures and their ledger lines come from the money reactors after the history is
    // in: wait until the ledger holds invoices and has stopped growing, then for the projections.
    let previous = -1;
    for (let i = 0; i < 120; i++) {
      const lines = await count(owner, "SELECT count(*) AS n FROM rm.ledger_lines WHERE kind = 'invoice'");
      if (lines > 0 && lines === previous) break;
      previous = lines;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    await app.runner.waitForPosition(await app.backend.store.headPosition());
    await ensureAnalystRole(app.backend.sql, { role, password: PASSWORD });
    const url = new URL(database.url);
    url.username = role;
    url.password = PASSWORD;
    analyst = new pg.Client({ connectionString: url.toString() });
    await analyst.connect();
  }, 240_000);
  afterAll(async () => {
    await analyst?.end().catch(() => {});
    await owner?.end().catch(() => {});
    await app?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
    await dropRole(role);
  });

  it("the server created every documented view, and the analyst reads each of them, with rows", async () => {
    const { rows } = await owner.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.views WHERE table_schema = 'analytics' ORDER BY 1",
    );
    expect(rows.map((r) => r.table_name).sort()).toEqual([...VIEW_NAMES].sort());
    const doc = await readFile(DOC, "utf8");
    for (const name of VIEW_NAMES) {
      expect(doc, `docs/analytics.md documents ${name}`).toContain(`### \`${name}\``);
      const result = await asAnalyst(`SELECT count(*) AS n FROM analytics.${name}`);
      expect(result.code, name).toBe("ok");
      expect(Number(result.rows[0]?.n), name).toBeGreaterThan(0);
    }
  });

  it("documents every column of every view", async () => {
    const doc = await readFile(DOC, "utf8");
    for (const view of ANALYTICS_VIEWS) {
      const section = doc.split(`### \`${view.name}\``)[1]?.split("\n### ")[0] ?? "";
      const { rows } = await owner.query<{ column_name: string }>(
        "SELECT column_name FROM information_schema.columns WHERE table_schema = 'analytics' AND table_name = $1",
        [view.name],
      );
      const documented = new Set(
        [...section.matchAll(/^\| ([^|]+) \|/gm)].flatMap((m) => m[1]!.split(",").map((c) => c.trim())),
      );
      for (const { column_name } of rows)
        expect(documented, `${view.name}.${column_name}`).toContain(column_name);
    }
  });

  it("is refused the read models, the events, the checkpoints, auth and the pseudonym key", async () => {
    for (const text of [
      "SELECT count(*) FROM rm.request_history",
      "SELECT email, phone FROM rm.accounts",
      "SELECT count(*) FROM rm.ledger_lines",
      "SELECT data FROM rm.audit_log LIMIT 1",
      "SELECT * FROM events LIMIT 1",
      "SELECT * FROM rm_meta.projection_checkpoints",
      "SELECT key FROM rm_meta.analytics_pseudonym_key",
      "SELECT password_hash FROM auth.credentials",
      "SELECT * FROM auth.sessions",
    ]) {
      expect((await asAnalyst(text)).code, text).toBe(INSUFFICIENT_PRIVILEGE);
    }
    // Read-only sessions: not even a scratch table in analytics.
    expect((await asAnalyst("CREATE TABLE analytics.mine (x int)")).code).not.toBe("ok");
  });

  it("keeps the security issue's statement timeout and connection limit", async () => {
    const { rows } = await owner.query<{ rolconnlimit: number; rolconfig: string[] }>(
      "SELECT rolconnlimit, rolconfig FROM pg_roles WHERE rolname = $1",
      [role],
    );
    expect(rows[0]?.rolconnlimit).toBe(5);
    expect(rows[0]?.rolconfig).toContain("statement_timeout=30s");
    expect((await asAnalyst("SHOW statement_timeout")).rows[0]).toEqual({ statement_timeout: "30s" });
  });

  it("shows no personal data: no contact columns, and none of the seeded accounts' emails, phones or Emirates IDs", async () => {
    const { rows: columns } = await owner.query<{ table_name: string; column_name: string }>(
      "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'analytics'",
    );
    const personal =
      /phone|email|emirates_id|address|plate|iban|latitude|longitude|comment|content|last4|(^|_)name$/;
    // Calendar labels, and a yes/no in place of the review text.
    const allowed = new Set(["month_name", "day_name", "has_comment"]);
    const offending = columns
      .filter(
        (c) => c.table_name !== "audit_log" && personal.test(c.column_name) && !allowed.has(c.column_name),
      )
      .map((c) => `${c.table_name}.${c.column_name}`);
    expect(offending).toEqual([]);

    const { rows: accounts } = await owner.query<{
      id: string;
      email: string;
      phone: string;
      emirates_id: string | null;
      user_type: string;
    }>("SELECT id, email, phone, emirates_id, user_type FROM rm.accounts");
    expect(accounts.length).toBeGreaterThan(20);
    const secrets = accounts.flatMap((a) => [
      a.email,
      a.phone,
      a.phone.replace(/\s/g, ""),
      a.emirates_id ?? "",
    ]);
    // Customers' raw ids would undo the pseudonyms: they must not appear in the star schema either.
    const customerIds = accounts.filter((a) => a.user_type === "customer").map((a) => a.id);
    for (const name of VIEW_NAMES) {
      const { rows } = await asAnalyst(`SELECT row_to_json(v)::text AS line FROM analytics.${name} v`);
      const text = rows.map((r) => String(r.line)).join("\n");
      expect(text.length, name).toBeGreaterThan(0);
      const leaked = secrets.filter((secret) => secret.length > 4 && text.includes(secret));
      expect(leaked, name).toEqual([]);
      if (name !== "audit_log") for (const id of customerIds) expect(text, name).not.toContain(id);
    }
  });

  it("gives each customer one stable pseudonym, the same in every fact", async () => {
    const { rows } = await owner.query<{ customers: string; keys: string; joined: string }>(
      `SELECT (SELECT count(DISTINCT customer_id) FROM rm.request_history) AS customers,
              (SELECT count(DISTINCT customer_key) FROM analytics.fact_requests) AS keys,
              (SELECT count(*) FROM analytics.fact_requests f JOIN analytics.dim_customer c USING (customer_key)) AS joined`,
    );
    expect(Number(rows[0]?.keys)).toBe(Number(rows[0]?.customers));
    expect(Number(rows[0]?.joined)).toBe(await count(owner, "SELECT count(*) AS n FROM rm.request_history"));
  });

  it("answers every example question of docs/analytics.md, with rows", async () => {
    const doc = await readFile(DOC, "utf8");
    const examples = [...doc.matchAll(/```sql\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(examples.length).toBeGreaterThanOrEqual(10);
    for (const sql of examples) {
      const result = await asAnalyst(sql);
      expect(result.code, sql).toBe("ok");
      expect(result.rows.length, sql).toBeGreaterThan(0);
    }
  });

  it("works on after a rebuild swapped the request history's tables under the views", async () => {
    const before = await asAnalyst(
      "SELECT count(*) AS n, count(seconds_to_accept) AS timed FROM analytics.fact_requests",
    );
    await app?.close();
    app = undefined;
    const { store, sql } = await openPostgresEventStore({ connectionString: database.url, poolSize: 2 });
    try {
      await rebuildProjection(
        {
          store,
          sql,
          lock: createInProcessProjectionLock(),
          clock: { now: () => new Date() },
          batchSize: 1000,
          lockRetryMs: 50,
        },
        requestHistoryProjection,
        AbortSignal.timeout(60_000),
      );
    } finally {
      await store.close();
    }
    // The swapped-in table is another relation: a view still bound to the old one could not exist
    // (the DROP would have failed) and a dropped view would be refused (42P01).
    const after = await asAnalyst(
      "SELECT count(*) AS n, count(seconds_to_accept) AS timed FROM analytics.fact_requests",
    );
    expect(after.code).toBe("ok");
    expect(after.rows).toEqual(before.rows);
    expect(Number(after.rows[0]?.n)).toBeGreaterThan(0);
    const { rows } = await owner.query<{ refs: string }>(
      `SELECT count(*) AS refs FROM pg_depend d JOIN pg_rewrite w ON w.oid = d.objid
        WHERE w.ev_class = 'analytics.fact_requests'::regclass AND d.refobjid = 'rm.request_history'::regclass`,
    );
    expect(Number(rows[0]?.refs)).toBeGreaterThan(0);
  });
});
