import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { Sql } from "../../domain/ports/sql";
import { createPgliteSql } from "../../infra/sql/pgliteSql";
import { ensureAuthTables } from "./sessionSchema";
import { announcingRevocations, forgettingRevokedSessions } from "./sessionSockets";
import { createSqlSessionStore } from "./sessionStore";

/** Two nodes' buses joined, as LISTEN/NOTIFY joins them: each message reaches every handler. */
function sharedBus(): LiveBus {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    async publish({ topic, payload }) {
      for (const handler of handlers.get(topic) ?? []) handler(payload);
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      handlers.set(topic, set);
      set.add(handler);
      return () => set.delete(handler);
    },
  };
}

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
    const bus = sharedBus();
    const nodeA = createSqlSessionStore(sql, clock, options);
    const nodeB = createSqlSessionStore(sql, clock, options);
    const stops = [forgettingRevokedSessions(nodeA, bus), forgettingRevokedSessions(nodeB, bus)];
    const principal = { userId: "u1", role: "customer" } as const;
    const { token } = await nodeA.issue(principal);
    expect(await nodeB.principalOf(token)).toEqual(principal); // now in B's cache for a minute

    await announcingRevocations(nodeA, bus).revoke(token);

    expect(await nodeA.principalOf(token)).toBeNull();
    expect(await nodeB.principalOf(token)).toBeNull();
    for (const stop of stops) stop();
  });
});
