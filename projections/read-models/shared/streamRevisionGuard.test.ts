import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordedEvent } from "../../../domain/ports/eventStore";
import type { Sql } from "../../../domain/ports/sql";
import { createPgliteSql } from "../../../infra/sql/pgliteSql";
import { createPgSql } from "../../../infra/sql/pgSql";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../../../infra/testing/postgres";
import { claimUnseenEvents, streamRevisionDdl, streamRevisionTable } from "./streamRevisionGuard";

let position = 0n;
function stored(streamId: string, revision: number): RecordedEvent {
  position += 1n;
  return {
    type: "Probe",
    data: {},
    streamId,
    revision: BigInt(revision),
    position: { commit: position, prepare: position },
    metadata: {
      eventId: `${streamId}/${revision}`,
      correlationId: "c",
      causationId: null,
      actor: { userId: "u", role: "customer" },
      occurredAt: "2026-03-01T10:00:00.000Z",
      schemaVersion: 1,
    },
  };
}

const ids = (events: readonly RecordedEvent[]) => events.map((e) => `${e.streamId}/${e.revision}`);

function guardSuite(open: () => Promise<{ sql: Sql; close: () => Promise<void> }>) {
  let sql: Sql;
  let close: () => Promise<void>;
  let n = 0;

  beforeAll(async () => {
    ({ sql, close } = await open());
  });
  afterAll(async () => {
    await close?.();
  });

  /** A fresh projection's table, and a claim that commits like a batch. */
  async function freshGuard() {
    const projection = `guard_probe_${++n}`;
    await sql.query(streamRevisionDdl(projection));
    const claim = (events: RecordedEvent[]) =>
      sql.transaction(async (tx) => ids(await claimUnseenEvents(tx, projection, events)));
    const revisions = async () =>
      (
        await sql.query<{ stream_id: string; revision: string; version: string }>(
          `SELECT stream_id, revision::text AS revision, xmin::text AS version
             FROM ${streamRevisionTable(projection)} ORDER BY stream_id`,
        )
      ).rows;
    return { claim, revisions };
  }

  it("passes new streams' events, drops what was applied before, and an event twice in one batch", async () => {
    const { claim, revisions } = await freshGuard();
    expect(await claim([stored("a", 0), stored("b", 0), stored("a", 1), stored("a", 1)])).toEqual([
      "a/0",
      "b/0",
      "a/1",
    ]);
    // a: 0 and 1 applied; b: 0 applied; c is new. Streams interleave in any order.
    expect(
      await claim([
        stored("b", 1),
        stored("a", 0),
        stored("c", 0),
        stored("a", 1),
        stored("a", 2),
        stored("b", 0),
      ]),
    ).toEqual(["b/1", "c/0", "a/2"]);
    expect((await revisions()).map((r) => [r.stream_id, r.revision])).toEqual([
      ["a", "2"],
      ["b", "1"],
      ["c", "0"],
    ]);
  });

  it("leaves a stream's row alone when the batch brings nothing new for it", async () => {
    const { claim, revisions } = await freshGuard();
    await claim([stored("a", 0), stored("a", 1), stored("b", 0)]);
    const before = await revisions();
    expect(await claim([stored("a", 1), stored("b", 0), stored("a", 0)])).toEqual([]);
    // Same row versions: a redelivery neither locks nor rewrites them.
    expect(await revisions()).toEqual(before);
    expect(await claim([stored("a", 2)])).toEqual(["a/2"]);
  });
}

describe("claimUnseenEvents on PGlite", () =>
  guardSuite(async () => {
    const db = await PGlite.create();
    return { sql: createPgliteSql(db), close: () => db.close() };
  }));

let database: TestDatabase | undefined;
await describeWithPostgres("claimUnseenEvents on PostgreSQL", () =>
  guardSuite(async () => {
    database = await createTestDatabase("stream_revision_guard");
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    return {
      sql: createPgSql(pool),
      close: async () => {
        await pool.end();
        await database?.drop();
      },
    };
  }),
);
