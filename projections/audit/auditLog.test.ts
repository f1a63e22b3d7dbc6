import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor, NewEvent } from "../../domain/ports/eventStore";
import { caughtUp, startRunner } from "../runner/testing/runnerTestKit";
import { openPgliteTestEnvironment, type TestEnvironment } from "../runner/testing/testEnvironments";
import { auditLogProjection } from "./auditLogProjection";
import { queryAuditLog } from "./auditLogQuery";
import { REDACTED } from "./redactSecrets";

let env: TestEnvironment;
const customer: Actor = { userId: "cust-1", role: "customer" };
const provider: Actor = { userId: "prov-1", role: "provider" };

function event(
  type: string,
  data: unknown,
  actor: Actor,
  occurredAt: string,
  correlationId: string = randomUUID(),
): NewEvent {
  return {
    type,
    data,
    metadata: {
      eventId: randomUUID(),
      correlationId,
      causationId: null,
      actor,
      occurredAt,
      schemaVersion: 1,
    },
  };
}

beforeAll(async () => {
  env = await openPgliteTestEnvironment();
  const { store } = env;
  await store.appendToStream(
    "account-cust-1",
    [
      event(
        "AccountRegistered",
        { accountId: "cust-1", email: "a@example.ae", passwordHash: "$argon2id$secret" },
        customer,
        "2026-03-01T10:00:00.000Z",
      ),
    ],
    { expected: "no_stream" },
  );
  await store.appendToStream(
    "request-r1",
    [
      event("ServiceRequested", { requestId: "r1" }, customer, "2026-03-01T14:00:00.000Z", "corr-1"),
      event(
        "JobOffered",
        { requestId: "r1", providerId: "prov-1" },
        customer,
        "2026-03-01T14:00:00.000Z",
        "corr-1",
      ),
    ],
    { expected: "no_stream" },
  );
  await store.appendToStream(
    "request-r1",
    [event("JobAccepted", { requestId: "r1", providerId: "prov-1" }, provider, "2026-03-01T14:05:00.000Z")],
    { expected: 1n },
  );
  await store.appendToStream(
    "request-r1",
    [
      event(
        "TripShared",
        { requestId: "r1", shareToken: "unguessable-token-0123456789", sharedWithName: "Omar" },
        customer,
        "2026-03-01T14:10:00.000Z",
      ),
    ],
    { expected: 2n },
  );
  const runner = startRunner(env, [auditLogProjection]);
  await runner.started;
  await caughtUp(runner, env.store);
  await runner.stop();
});
afterAll(async () => {
  await env?.close();
});

describe("audit log", () => {
  it("records every event, newest first, with its position, stream, actor, correlation and time", async () => {
    const page = await queryAuditLog(env.sql);
    expect(page.entries.map((e) => e.type)).toEqual([
      "TripShared",
      "JobAccepted",
      "JobOffered",
      "ServiceRequested",
      "AccountRegistered",
    ]);
    const head = await env.store.headPosition();
    expect(page.entries[0]?.position).toBe(`${head.commit}/${head.prepare}`);
    expect(page.entries[1]).toMatchObject({
      streamId: "request-r1",
      revision: "2",
      actor: provider,
      occurredAt: "2026-03-01T14:05:00.000Z",
      causationId: null,
      schemaVersion: 1,
      data: { requestId: "r1", providerId: "prov-1" },
    });
    expect(page.entries[3]?.correlationId).toBe("corr-1");
    expect(page.nextCursor).toBeNull();
  });

  it("never stores credentials or share tokens (analysts read this table)", async () => {
    const { entries } = await queryAuditLog(env.sql);
    const registered = entries.find((e) => e.type === "AccountRegistered");
    expect(registered?.data).toEqual({ accountId: "cust-1", email: "a@example.ae", passwordHash: REDACTED });
    const shared = entries.find((e) => e.type === "TripShared");
    expect(shared?.data).toMatchObject({ shareToken: REDACTED, sharedWithName: "Omar" });
  });

  it("filters by stream, type, actor and time range", async () => {
    const types = async (filter: Parameters<typeof queryAuditLog>[1]) =>
      (await queryAuditLog(env.sql, filter)).entries.map((e) => e.type);
    expect(await types({ streamId: "account-cust-1" })).toEqual(["AccountRegistered"]);
    expect(await types({ eventType: "JobAccepted" })).toEqual(["JobAccepted"]);
    expect(await types({ actorUserId: "prov-1" })).toEqual(["JobAccepted"]);
    expect(
      await types({ from: new Date("2026-03-01T14:00:00.000Z"), to: new Date("2026-03-01T14:10:00.000Z") }),
    ).toEqual(["JobAccepted", "JobOffered", "ServiceRequested"]);
  });

  it("pages newest first with a cursor, without gaps or repeats", async () => {
    const first = await queryAuditLog(env.sql, { limit: 2 });
    expect(first.entries.map((e) => e.type)).toEqual(["TripShared", "JobAccepted"]);
    const second = await queryAuditLog(env.sql, { limit: 2, cursor: first.nextCursor! });
    expect(second.entries.map((e) => e.type)).toEqual(["JobOffered", "ServiceRequested"]);
    const third = await queryAuditLog(env.sql, { limit: 2, cursor: second.nextCursor! });
    expect(third.entries.map((e) => e.type)).toEqual(["AccountRegistered"]);
    expect(third.nextCursor).toBeNull();
  });

  it("ignores an event delivered twice", async () => {
    const before = await queryAuditLog(env.sql);
    const events = await env.store.readAll();
    await env.sql.transaction(async (tx) => {
      await tx.query("SET LOCAL search_path TO rm, public");
      await auditLogProjection.apply(events, tx);
    });
    expect(await queryAuditLog(env.sql)).toEqual(before);
  });
});
