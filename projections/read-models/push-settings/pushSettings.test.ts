import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { PushEvent } from "../../../domain/push/events";
import { EventLog } from "../testing/eventLog";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import { pushSettingsProjection } from "./projection";
import { pushEndpointsOf, pushPreferencesOf, pushTargetsFor } from "./queries";

let harness: ReadModelHarness;
let log: EventLog;
beforeAll(async () => {
  harness = await openReadModelHarness([pushSettingsProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});

const AT = "2026-03-01T08:00:00.000Z";
const PHONE = "https://fcm.googleapis.com/fcm/send/shared-phone";
const P256DH = `B${"a".repeat(86)}`;
const added = (accountId: string, endpoint = PHONE): PushEvent => ({
  type: "PushSubscriptionAdded",
  data: { accountId, endpoint, p256dh: P256DH, authSecret: "k7Qm2vX9pL4tR8wZ1nB5cD", addedAt: AT },
});

it("a browser subscribed by a second account is theirs alone; the first's later removal leaves it", async () => {
  await harness.apply(
    log.recordAll([
      added("c1"),
      added("c2"),
      {
        type: "PushSubscriptionRemoved",
        data: { accountId: "c1", endpoint: PHONE, reason: "unsubscribed", removedAt: AT },
      },
    ]),
  );
  expect(await pushEndpointsOf(harness.sql, "c1")).toEqual([]);
  expect(await pushEndpointsOf(harness.sql, "c2")).toEqual([PHONE]);
});

it("a kind switched off sends to nobody; the others keep going to every browser", async () => {
  await harness.apply(
    log.recordAll([
      added("p1"),
      added("p1", `${PHONE}-laptop`),
      {
        type: "PushPreferenceSet",
        data: { accountId: "p1", kind: "offer-withdrawn", enabled: false, setAt: AT },
      },
    ]),
  );
  expect(await pushTargetsFor(harness.sql, "p1", "offer-withdrawn")).toEqual([]);
  expect((await pushTargetsFor(harness.sql, "p1", "new-offer")).map((t) => t.endpoint)).toEqual([
    PHONE,
    `${PHONE}-laptop`,
  ]);
  expect(await pushPreferencesOf(harness.sql, "p1", "provider")).toEqual([
    { kind: "new-offer", enabled: true },
    { kind: "offer-withdrawn", enabled: false },
    { kind: "job-cancelled", enabled: true },
    { kind: "chat-message", enabled: true },
  ]);
});
