import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeWithPostgres } from "../../infra/testing/postgres";
import { auditLogProjection } from "../audit/auditLogProjection";
import { accountsProjection } from "../read-models/accounts/projection";
import { familySharesProjection } from "../read-models/family-shares/projection";
import { pushSettingsProjection } from "../read-models/push-settings/projection";
import { createInProcessProjectionLock } from "../runner/inProcessProjectionLock";
import { rebuildProjection } from "../runner/rebuildProjection";
import { appendHistory, caughtUp, startRunner } from "../runner/testing/runnerTestKit";
import { openPostgresTestEnvironment, type TestEnvironment } from "../runner/testing/testEnvironments";
import { ensureAnalystRole } from "./analystRole";
import { dropRole, INSUFFICIENT_PRIVILEGE, queryAsRole, uniqueRoleName } from "./testing/roleSession";

let env: TestEnvironment;
let session: pg.Client;
const role = uniqueRoleName("analyst_test");

const asAnalyst = (text: string) => queryAsRole(session, role, text);

await describeWithPostgres("analyst role", () => {
  beforeAll(async () => {
    env = await openPostgresTestEnvironment("analyst");
    await appendHistory(env.store, 5);
    // The accounts projection creates the real credentials table (auth.credentials, password hashes),
    // the family shares projection the tracking links' tokens (auth.family_share_tokens).
    const runner = startRunner(env, [
      auditLogProjection,
      accountsProjection,
      familySharesProjection,
      pushSettingsProjection,
    ]);
    await runner.started;
    await caughtUp(runner, env.store);
    await runner.stop();
    await ensureAnalystRole(env.sql, { role });
    session = new pg.Client({ connectionString: env.url });
    await session.connect();
  });
  afterAll(async () => {
    await session?.end();
    await env?.close();
    await dropRole(role);
  });

  it("reads the analytics schema, the audit log only through its redacted view, and no read model", async () => {
    expect(await asAnalyst("SELECT count(*) FROM analytics.dim_customer")).toBe("ok");
    expect(await asAnalyst("SELECT count(*) FROM rm.accounts")).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await asAnalyst("SELECT count(*) FROM analytics.audit_log")).toBe("ok");
    // The raw payloads (phones, Emirates IDs, chat text, addresses) are not the analyst's.
    expect(await asAnalyst("SELECT data FROM rm.audit_log LIMIT 1")).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await asAnalyst("SELECT * FROM analytics.redact_payload('{}')")).toBe("ok");
  });

  it("may not read the events, the checkpoints or the credentials, nor write anything", async () => {
    expect(await asAnalyst("SELECT * FROM events LIMIT 1")).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await asAnalyst("SELECT * FROM rm_meta.projection_checkpoints")).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await asAnalyst("SELECT password_hash FROM auth.credentials")).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await asAnalyst("SELECT account_id, email FROM auth.credentials")).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await asAnalyst("SELECT share_token FROM auth.family_share_tokens")).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await asAnalyst("SELECT count(*) FROM rm.family_shares")).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await asAnalyst("DELETE FROM rm.accounts")).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await asAnalyst("CREATE TABLE rm.mine (x int)")).toBe(INSUFFICIENT_PRIVILEGE);
    // A browser's push endpoint and keys let anyone notify that person: not the analyst's either.
    expect(await asAnalyst("SELECT endpoint FROM rm.push_subscriptions")).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await asAnalyst("SELECT count(*) FROM rm.push_preferences")).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it("keeps reading the analytics views after a rebuild swapped a read model's tables; read-model tables, new or swapped in, stay refused", async () => {
    await rebuildProjection(
      {
        store: env.store,
        sql: env.sql,
        lock: createInProcessProjectionLock(),
        clock: { now: () => new Date() },
        batchSize: 1000,
        lockRetryMs: 50,
      },
      auditLogProjection,
      AbortSignal.timeout(20_000),
    );
    expect(await asAnalyst("SELECT count(*) FROM analytics.audit_log")).toBe("ok");
    expect(await asAnalyst("SELECT count(*) FROM rm.audit_log")).toBe(INSUFFICIENT_PRIVILEGE);
    await rebuildProjection(
      {
        store: env.store,
        sql: env.sql,
        lock: createInProcessProjectionLock(),
        clock: { now: () => new Date() },
        batchSize: 1000,
        lockRetryMs: 50,
      },
      accountsProjection,
      AbortSignal.timeout(20_000),
    );
    // The view was dropped and created again over the swapped-in table; the default privileges granted it.
    expect(await asAnalyst("SELECT count(*) FROM analytics.dim_customer")).toBe("ok");
    expect(await asAnalyst("SELECT count(*) FROM rm.accounts")).toBe(INSUFFICIENT_PRIVILEGE);
    // Earlier versions granted rm by default privileges: a table created later must not be readable.
    await env.sql.query("CREATE TABLE rm.added_later (x int)");
    expect(await asAnalyst("SELECT * FROM rm.added_later")).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it("is NOLOGIN without a password, and can log in (read-only) with one", async () => {
    const { rows } = await env.sql.query<{ rolcanlogin: boolean }>(
      "SELECT rolcanlogin FROM pg_roles WHERE rolname = $1",
      [role],
    );
    expect(rows[0]?.rolcanlogin).toBe(false);
    await ensureAnalystRole(env.sql, { role, password: "s3cret-for-tests" });
    const after = await env.sql.query<{ rolcanlogin: boolean; rolconfig: string[] }>(
      "SELECT rolcanlogin, rolconfig FROM pg_roles WHERE rolname = $1",
      [role],
    );
    expect(after.rows[0]).toEqual({
      rolcanlogin: true,
      rolconfig: ["default_transaction_read_only=on", "statement_timeout=30s"],
    });
  });

  it("has a statement timeout and a connection limit that hold for its own sessions", async () => {
    await ensureAnalystRole(env.sql, {
      role,
      password: "s3cret-for-tests",
      statementTimeout: "200ms",
      connectionLimit: 2,
    });
    const { rows } = await env.sql.query<{ rolconnlimit: number }>(
      "SELECT rolconnlimit FROM pg_roles WHERE rolname = $1",
      [role],
    );
    expect(rows[0]?.rolconnlimit).toBe(2);
    const url = new URL(env.url!);
    url.username = role;
    url.password = "s3cret-for-tests";
    const sessions: pg.Client[] = [];
    const connect = async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      client.on("error", () => {});
      sessions.push(client);
      await client.connect();
      return client;
    };
    try {
      const first = await connect();
      const timedOut = await first.query("SELECT pg_sleep(30)").then(
        () => "ok",
        (error: { code?: string }) => error.code,
      );
      expect(timedOut).toBe("57014"); // query_canceled: statement timeout
      await connect();
      const third = await connect().then(
        () => "ok",
        (error: { code?: string }) => error.code,
      );
      expect(third).toBe("53300"); // too_many_connections for the role
    } finally {
      for (const client of sessions) await client.end().catch(() => {});
    }
  });
});
