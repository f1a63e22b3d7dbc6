import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../domain/ports/eventStore";
import type { RequestEvent } from "../../domain/request/events";
import {
  accepted,
  asCustomer,
  asProvider,
  completed,
  minutesAfterT0,
  offered,
  PROVIDER_A,
  REQUEST_ID,
  requested,
  started,
  T0,
} from "../../domain/request/request.fixtures";
import { requestStream } from "../../domain/streams";
import { openPgliteTestEnvironment, type TestEnvironment } from "../runner/testing/testEnvironments";
import { requestStateAt, requestTimeline } from "./requestTimeline";

let env: TestEnvironment;

async function append(events: RequestEvent[], actor: Actor, occurredAt: string) {
  await env.store.appendToStream(
    requestStream(REQUEST_ID),
    events.map((event) => ({
      ...event,
      metadata: {
        eventId: randomUUID(),
        correlationId: randomUUID(),
        causationId: null,
        actor,
        occurredAt,
        schemaVersion: 1,
      },
    })),
    { expected: "any" },
  );
}

beforeAll(async () => {
  env = await openPgliteTestEnvironment();
  await append([requested(), offered({ to: PROVIDER_A })], asCustomer(), T0);
  await append(
    [accepted({ by: PROVIDER_A, at: minutesAfterT0(3) })],
    asProvider(PROVIDER_A),
    minutesAfterT0(3),
  );
  await append(
    [started({ by: PROVIDER_A, at: minutesAfterT0(20) })],
    asProvider(PROVIDER_A),
    minutesAfterT0(20),
  );
  await append(
    [completed({ by: PROVIDER_A, at: minutesAfterT0(60) })],
    asProvider(PROVIDER_A),
    minutesAfterT0(60),
  );
});
afterAll(async () => {
  await env?.close();
});

describe("request timeline", () => {
  it("lists every event with its actor, time and the request's state after it", async () => {
    const timeline = await requestTimeline(env.store, REQUEST_ID);
    expect(timeline.map((e) => [e.type, e.actor.role, e.occurredAt, e.stateAfter.status])).toEqual([
      ["ServiceRequested", "customer", T0, "pending"],
      ["JobOffered", "customer", T0, "pending"],
      ["JobAccepted", "provider", minutesAfterT0(3), "accepted"],
      ["JobStarted", "provider", minutesAfterT0(20), "in-progress"],
      ["JobCompleted", "provider", minutesAfterT0(60), "completed"],
    ]);
    expect(timeline[2]?.stateAfter.assignedProviderId).toBe(PROVIDER_A);
    expect(timeline.map((e) => e.revision)).toEqual(["0", "1", "2", "3", "4"]);
  });

  it("answers what the request looked like at a given moment", async () => {
    const at = await requestStateAt(env.store, REQUEST_ID, new Date(minutesAfterT0(10)));
    expect(at.state.status).toBe("accepted");
    expect(at.asOf?.type).toBe("JobAccepted");

    const before = await requestStateAt(env.store, REQUEST_ID, new Date(Date.parse(T0) - 1));
    expect(before.state.status).toBe("none");
    expect(before.asOf).toBeNull();

    const exactly = await requestStateAt(env.store, REQUEST_ID, new Date(minutesAfterT0(20)));
    expect(exactly.state.status).toBe("in-progress");
  });

  it("is empty for a request that does not exist", async () => {
    expect(await requestTimeline(env.store, "no-such-request")).toEqual([]);
  });
});
