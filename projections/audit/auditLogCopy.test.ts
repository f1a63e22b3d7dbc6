import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor, NewEvent, RecordedEvent } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { describeWithPostgres } from "../../infra/testing/postgres";
import { COPY_MIN_ROWS } from "../read-models/shared/batchTable";
import {
  openPgliteTestEnvironment,
  openPostgresTestEnvironment,
  type TestEnvironment,
} from "../runner/testing/testEnvironments";
import { auditLogProjection } from "./auditLogProjection";

/*
 * The audit log writes a batch of events it cannot hold yet with COPY, and anything else (a
 * redelivery, events out of order, one event twice) with the INSERT that skips taken keys. Both
 * must leave the same rows, and every event exactly once.
 */

const actor: Actor = { userId: "cust-1", role: "customer" };

function event(type: string, data: unknown): NewEvent {
  return {
    type,
    data,
    metadata: {
      eventId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      actor,
      occurredAt: "2026-03-01T10:00:00.000Z",
      schemaVersion: 1,
    },
  };
}

/** A Sql whose transactions count their COPYs, or offer none (the INSERT path). */
function watched(sql: Sql, copies: { count: number }, withCopy: boolean): Sql {
  return {
    query: (text, params, options) => sql.query(text, params, options),
    transaction: (fn) =>
      sql.transaction((tx) => {
        const copyFrom = tx.copyFrom;
        const view: Sql = {
          query: (text, params, options) => tx.query(text, params, options),
          transaction: (inner) => tx.transaction(inner),
          ...(withCopy && copyFrom
            ? {
                copyFrom: (table: string, columns: readonly string[], data: string) => {
                  copies.count++;
                  return copyFrom(table, columns, data);
                },
              }
            : {}),
        };
        return fn(view);
      }),
  };
}

async function applyIn(sql: Sql, schema: string, events: readonly RecordedEvent[]): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await tx.query(`SET LOCAL search_path TO ${schema}, public`);
    await auditLogProjection.migrate(tx);
    await auditLogProjection.apply(events, tx);
  });
}

async function rowsOf(sql: Sql, schema: string): Promise<unknown[]> {
  const { rows } = await sql.query<{ r: string }>(
    `SELECT row_to_json(a)::text AS r FROM ${schema}.audit_log a ORDER BY commit_position, global_position`,
  );
  return rows.map((row) => JSON.parse(row.r));
}

function copyAndInsertAgree(open: () => Promise<TestEnvironment>) {
  let env: TestEnvironment;
  let events: RecordedEvent[];

  beforeAll(async () => {
    env = await open();
    // Enough for two batches of a replay's size (COPY_MIN_ROWS events or more each).
    for (let i = 0; i < (2 * COPY_MIN_ROWS) / 3 + 2; i++) {
      await env.store.appendToStream(
        `request-r${i}`,
        [
          event("ServiceRequested", {
            requestId: `r${i}`,
            description: "tab\there, a new\nline, a backslash \\ and \\N",
          }),
          event("JobOffered", { requestId: `r${i}`, providerId: "p1" }),
          event("AccountRegistered", { accountId: `a${i}`, passwordHash: "$argon2id$secret" }),
        ],
        { expected: "no_stream" },
      );
    }
    events = await env.store.readAll();
  });
  afterAll(async () => {
    await env?.close();
  });

  it("leaves a live batch (fewer than COPY_MIN_ROWS events) to the INSERT", async () => {
    const copies = { count: 0 };
    await applyIn(watched(env.sql, copies, true), "live_sized", events.slice(0, 50));
    expect(copies.count).toBe(0);
    expect(await rowsOf(env.sql, "live_sized")).toHaveLength(50);
  });

  it("copies a replay's batches and stores what the INSERT stores", async () => {
    const copies = { count: 0 };
    const withCopy = watched(env.sql, copies, true);
    const half = COPY_MIN_ROWS + 3;
    await applyIn(withCopy, "by_copy", events.slice(0, half));
    await applyIn(withCopy, "by_copy", events.slice(half));
    expect(copies.count).toBe(2);

    const withoutCopy = watched(env.sql, { count: 0 }, false);
    await applyIn(withoutCopy, "by_insert", events.slice(0, half));
    await applyIn(withoutCopy, "by_insert", events.slice(half));

    const copied = await rowsOf(env.sql, "by_copy");
    expect(copied).toHaveLength(events.length);
    expect(copied).toEqual(await rowsOf(env.sql, "by_insert"));
    expect(JSON.stringify(copied)).not.toContain("$argon2id$secret");
  });

  it("stores each event once when batches overlap, repeat an event or come out of order", async () => {
    const copies = { count: 0 };
    const sql = watched(env.sql, copies, true);
    const n = COPY_MIN_ROWS;
    await applyIn(sql, "redelivered", events.slice(0, n));
    await applyIn(sql, "redelivered", events.slice(n - 10, 2 * n - 10)); // overlaps what is stored
    const rest = events.slice(2 * n - 10);
    await applyIn(sql, "redelivered", [...rest].reverse()); // out of order
    await applyIn(sql, "redelivered", [...rest, ...rest]); // each twice in one batch
    await applyIn(sql, "redelivered", events); // all again
    expect(copies.count).toBe(1);
    expect(await rowsOf(env.sql, "redelivered")).toEqual(await rowsOf(env.sql, "by_copy"));
  });
}

describe("audit log COPY path on PGlite", () => copyAndInsertAgree(openPgliteTestEnvironment));

await describeWithPostgres("audit log COPY path on PostgreSQL", () =>
  copyAndInsertAgree(() => openPostgresTestEnvironment("audit_copy")),
);
