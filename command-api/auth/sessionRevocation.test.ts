import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sql } from "../../domain/ports/sql";
import { createInProcessLiveBus } from "../../infra/livebus/inProcessLiveBus";
import { createPgliteSql } from "../../infra/sql/pgliteSql";
import { ensureAuthTables } from "./sessionSchema";
import { nodeSessionStore } from "./sessionSockets";

describe("a logout on one node", () => {
  let db: PGlite;
  let sql: Sql;

  beforeAll(async () => {
    db = new PGlite();
    sql = createPgliteSql(db);
    await ensureAuthTables(sql);
  }, 60_000);
  afterAll(() => db?.close());

  it("ends the session on the other nodes at once, though they had it cached", async () => {
    const clock = { now: () => new Date() };
    const options = { lifetimeMs: 3_600_000, cacheMs: 60_000, cacheEntries: 100 };
    // One bus for both nodes: LISTEN/NOTIFY brings each message to every node, as this does to every handler.
    const bus = createInProcessLiveBus();
    const nodeA = nodeSessionStore(sql, clock, bus, options);
    const nodeB = nodeSessionStore(sql, clock, bus, options);
    const principal = { userId: "u1", role: "customer" } as const;
    const { token } = await nodeA.sessions.issue(principal);
    expect(await nodeB.sessions.principalOf(token)).toEqual(principal); // now in B's cache for a minute

    await nodeA.sessions.revoke(token);

    expect(await nodeA.sessions.principalOf(token)).toBeNull();
    expect(await nodeB.sessions.principalOf(token)).toBeNull();
    nodeA.stop();
    nodeB.stop();
  });
});
