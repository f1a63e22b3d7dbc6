import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sql } from "../../domain/ports/sql";
import { createPgliteSql } from "../../infra/sql/pgliteSql";
import { ensureAuthTables } from "./sessionSchema";
import { createSqlSessionStore } from "./sessionStore";

const MINUTE = 60_000;
const OPTIONS = { lifetimeMs: 24 * 60 * MINUTE, idleMs: 30 * MINUTE, cacheMs: 5_000, cacheEntries: 100 };
const principal = { userId: "u-idle", role: "customer" } as const;

function clockAt(start: number) {
  let now = start;
  return { clock: { now: () => new Date(now) }, advance: (ms: number) => (now += ms) };
}

describe("a session's idle timeout, beside its lifetime", () => {
  let db: PGlite;
  let sql: Sql;

  beforeAll(async () => {
    db = new PGlite();
    sql = createPgliteSql(db);
    await ensureAuthTables(sql);
  }, 60_000);
  afterAll(() => db?.close());

  it("ends a session left unused for longer than the idle time", async () => {
    const { clock, advance } = clockAt(Date.UTC(2026, 10, 1));
    const store = createSqlSessionStore(sql, clock, OPTIONS);
    const { token } = await store.issue(principal);
    advance(29 * MINUTE);
    expect(await store.principalOf(token)).toEqual(principal);
    const { token: forgotten } = await store.issue(principal);
    advance(31 * MINUTE);
    expect(await store.principalOf(forgotten)).toBeNull();
    // Gone for good: using it again later cannot bring it back.
    const { rows } = await sql.query("SELECT 1 FROM auth.sessions WHERE account_id = $1", [principal.userId]);
    expect(rows).toHaveLength(1);
  });

  it("keeps a session in use alive past the idle time, up to its absolute lifetime", async () => {
    const { clock, advance } = clockAt(Date.UTC(2026, 10, 2));
    const store = createSqlSessionStore(sql, clock, OPTIONS);
    const { token } = await store.issue(principal);
    // Used every 20 minutes for almost a day: never idle for 30.
    for (let used = 20; used < 24 * 60; used += 20) {
      advance(20 * MINUTE);
      expect(await store.principalOf(token), `after ${used} minutes`).toEqual(principal);
    }
    advance(20 * MINUTE);
    expect(await store.principalOf(token)).toBeNull();
  });

  it("ends an idle session on another node too, which saw it used only through its own cache", async () => {
    const { clock, advance } = clockAt(Date.UTC(2026, 10, 3));
    const nodeA = createSqlSessionStore(sql, clock, OPTIONS);
    const nodeB = createSqlSessionStore(sql, clock, OPTIONS);
    const { token } = await nodeA.issue(principal);
    advance(10 * MINUTE);
    expect(await nodeB.principalOf(token)).toEqual(principal); // records the use for every node
    advance(25 * MINUTE);
    expect(await nodeA.principalOf(token)).toEqual(principal); // 25 minutes since the use B recorded
    advance(31 * MINUTE);
    expect(await nodeB.principalOf(token)).toBeNull();
  });
});
