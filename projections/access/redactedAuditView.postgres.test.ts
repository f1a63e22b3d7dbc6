import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { NewEvent } from "../../domain/ports/eventStore";
import { describeWithPostgres } from "../../infra/testing/postgres";
import { auditLogProjection } from "../audit/auditLogProjection";
import { caughtUp, startRunner } from "../runner/testing/runnerTestKit";
import { openPostgresTestEnvironment, type TestEnvironment } from "../runner/testing/testEnvironments";
import { ensureAnalystRole } from "./analystRole";
import { dropRole, uniqueRoleName } from "./testing/roleSession";

let env: TestEnvironment;
let session: pg.Client;
const role = uniqueRoleName("analyst_redact");

const event = (type: string, data: unknown, n: number): NewEvent => ({
  type,
  data,
  metadata: {
    eventId: `0190b000-0000-7000-8000-00000000000${n}`,
    correlationId: `c-${n}`,
    causationId: null,
    actor: { userId: "acc-1", role: "customer" },
    occurredAt: "2026-03-01T08:00:00.000Z",
    schemaVersion: 1,
  },
});

/** What the analyst reads of one event type's payload. */
async function analystSees(type: string): Promise<Record<string, unknown>> {
  await session.query(`SET ROLE ${role}`);
  try {
    const { rows } = await session.query<{ data: Record<string, unknown> }>(
      "SELECT data FROM analytics.audit_log WHERE event_type = $1",
      [type],
    );
    expect(rows).toHaveLength(1);
    return rows[0]!.data;
  } finally {
    await session.query("RESET ROLE");
  }
}

await describeWithPostgres("the analyst's redacted audit log", () => {
  beforeAll(async () => {
    env = await openPostgresTestEnvironment("redacted_audit");
    await env.store.appendToStream(
      "account-acc-1",
      [
        event(
          "ProfileUpdated",
          {
            accountId: "acc-1",
            name: "Aisha",
            phone: "+971 50 123 4567",
            emiratesId: "784-1990-1234567-1",
            address: "Villa 12, Street 5, Al Barsha",
            emergencyContacts: [{ contactName: "Omar", contactPhone: "+971 55 765 4321" }],
          },
          1,
        ),
      ],
      { expected: "any" },
    );
    await env.store.appendToStream(
      "chat-req-1",
      [
        event(
          "ChatMessageSent",
          { messageId: "m-1", messageType: "text", content: "I'm at the gate, call 050 1112223" },
          2,
        ),
      ],
      { expected: "any" },
    );
    await env.store.appendToStream(
      "request-req-1",
      [
        event(
          "ServiceRequested",
          {
            requestId: "req-1",
            serviceType: "towing",
            pickup: { location: "Villa 12, Al Barsha", latitude: 25.112345, longitude: 55.198765 },
            destination: null,
          },
          3,
        ),
      ],
      { expected: "any" },
    );
    const runner = startRunner(env, [auditLogProjection]);
    await runner.started;
    await caughtUp(runner, env.store);
    await runner.stop();
    expect((await ensureAnalystRole(env.sql, { role })).rawAuditLog).toBe("revoked");
    session = new pg.Client({ connectionString: env.url });
    await session.connect();
  });
  afterAll(async () => {
    await session?.end();
    await env?.close();
    await dropRole(role);
  });

  it("masks phone numbers, Emirates IDs and addresses, at any depth, and keeps the rest", async () => {
    expect(await analystSees("ProfileUpdated")).toEqual({
      accountId: "acc-1",
      name: "Aisha",
      phone: "[redacted]",
      emiratesId: "[redacted]",
      address: "[redacted]",
      emergencyContacts: [{ contactName: "Omar", contactPhone: "[redacted]" }],
    });
  });

  it("masks chat text", async () => {
    expect(await analystSees("ChatMessageSent")).toEqual({
      messageId: "m-1",
      messageType: "text",
      content: "[redacted]",
    });
  });

  it("masks place labels and keeps coordinates to about a kilometre", async () => {
    expect(await analystSees("ServiceRequested")).toEqual({
      requestId: "req-1",
      serviceType: "towing",
      pickup: { location: "[redacted]", latitude: 25.11, longitude: 55.2 },
      destination: null,
    });
  });

  it("while the owner still reads the raw payload", async () => {
    const { rows } = await env.sql.query<{ data: { phone: string } }>(
      "SELECT data FROM rm.audit_log WHERE event_type = 'ProfileUpdated'",
    );
    expect(rows[0]?.data.phone).toBe("+971 50 123 4567");
  });
});
