import { afterAll, beforeAll, expect, it } from "vitest";
import { countingProjection } from "./testing/countingProjection";
import { startRunner } from "./testing/runnerTestKit";
import { openPgliteTestEnvironment, type TestEnvironment } from "./testing/testEnvironments";

let env: TestEnvironment;

beforeAll(async () => {
  env = await openPgliteTestEnvironment();
}, 60_000);
afterAll(async () => {
  await env?.close();
});

it("logs each committed batch with the correlation ids of its events", async () => {
  const lines: Array<Record<string, unknown>> = [];
  const runner = startRunner(env, [countingProjection()], {
    log: { warn() {}, error() {}, debug: (details) => lines.push(details) },
  });
  await runner.started;
  const { position } = await env.store.appendToStream(
    "request-r1",
    [
      {
        type: "ServiceRequested",
        data: {},
        metadata: {
          eventId: "0190f0f0-0000-7000-8000-000000000001",
          correlationId: "req-correlation-42",
          causationId: null,
          actor: { userId: "u1", role: "customer" },
          occurredAt: "2026-01-01T00:00:00.000Z",
          schemaVersion: 1,
        },
      },
    ],
    { expected: "no_stream" },
  );
  await runner.waitForPosition(position);
  await runner.stop();
  expect(lines).toContainEqual(
    expect.objectContaining({
      projection: "test_counting",
      events: 1,
      correlationIds: ["req-correlation-42"],
    }),
  );
});
