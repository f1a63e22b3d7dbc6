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
    const options = { lifetimeMs: 3_600_000, idleMs: 3_600_000, cacheMs: 60_000, cacheEntries: 100 };
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

  it("signs an account out everywhere on every node, keeping only the session asked to stay", async () => {
    const clock = { now: () => new Date() };
    const options = { lifetimeMs: 3_600_000, idleMs: 3_600_000, cacheMs: 60_000, cacheEntries: 100 };
    const bus = createInProcessLiveBus();
    const nodeA = nodeSessionStore(sql, clock, bus, options);
    const nodeB = nodeSessionStore(sql, clock, bus, options);
    const mina = { userId: "mina", role: "customer" } as const;
    const phone = await nodeA.sessions.issue(mina);
    const laptop = await nodeA.sessions.issue(mina);
    const tablet = await nodeA.sessions.issue(mina);
    const other = await nodeA.sessions.issue({ userId: "omar", role: "customer" });
    for (const { token } of [phone, laptop, tablet])
      expect(await nodeB.sessions.principalOf(token)).toEqual(mina);

    expect(await nodeA.sessions.revokeAllOf("mina", { except: tablet.token })).toHaveLength(2);
    expect(await nodeB.sessions.principalOf(phone.token)).toBeNull();
    expect(await nodeB.sessions.principalOf(laptop.token)).toBeNull();
    expect(await nodeB.sessions.principalOf(tablet.token)).toEqual(mina);

    expect(await nodeB.sessions.revokeAllOf("mina")).toHaveLength(1);
    expect(await nodeA.sessions.principalOf(tablet.token)).toBeNull();
    expect(await nodeA.sessions.principalOf(other.token)).toEqual({ userId: "omar", role: "customer" });
    nodeA.stop();
    nodeB.stop();
  });
});
