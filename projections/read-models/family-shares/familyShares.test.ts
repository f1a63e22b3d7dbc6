import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EventLog } from "../testing/eventLog";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import { atMinute, jobCompleted, requestCancelled } from "../testing/requestEventBuilders";
import { tripShared } from "../testing/tripExtrasEventBuilders";
import { familySharesProjection } from "./projection";
import { activeShareByToken, sharePushEndpointsOf, sharePushTargetsOf, sharesOf } from "./queries";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([familySharesProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});

const TOKEN = "tok_s1_abcdefghijklmnopqrstuv";

describe("family_shares", () => {
  it("opens the link while the job runs and closes it when the job ends", async () => {
    await harness.apply(log.recordAll([tripShared({ shareId: "s1", requestId: "r1", sharedBy: "c1" })]));
    expect(await activeShareByToken(harness.sql, TOKEN, new Date(atMinute(10)))).toEqual({
      id: "s1",
      requestId: "r1",
      shareToken: TOKEN,
      sharedWithName: "Mariam",
      sharedWithPhone: "+971 50 222 3344",
      includeLocation: true,
      includeETA: true,
      includeProviderDetails: true,
      userId: "c1",
      sharedAt: atMinute(0),
      expiresAt: null,
      isActive: true,
    });

    await harness.apply(log.recordAll([jobCompleted("r1", "p1", 300, atMinute(40))]));
    expect(await activeShareByToken(harness.sql, TOKEN, new Date(atMinute(39)))).not.toBeNull();
    expect(await activeShareByToken(harness.sql, TOKEN, new Date(atMinute(41)))).toBeNull();
    expect(await sharesOf(harness.sql, "r1", new Date(atMinute(41)))).toMatchObject([
      { id: "s1", isActive: false, expiresAt: atMinute(40) },
    ]);
    expect(await activeShareByToken(harness.sql, "unknown-token", new Date(atMinute(1)))).toBeNull();
  });

  it("expires a share whose job had already ended when the share arrives", async () => {
    const ended = log.record(requestCancelled("r1", "c1", atMinute(5)));
    const shared = log.record(
      tripShared({ shareId: "s1", requestId: "r1", sharedBy: "c1", sharedAt: atMinute(1) }),
    );
    await harness.apply([ended]);
    await harness.apply([shared, shared]);
    expect(await sharesOf(harness.sql, "r1", new Date(atMinute(6)))).toMatchObject([
      { id: "s1", isActive: false, expiresAt: atMinute(5) },
    ]);
  });

  it("keeps links shared under version 1 (tokens in rm.family_shares) working after the upgrade", async () => {
    await harness.sql.transaction(async (tx) => {
      await tx.query("SET LOCAL search_path TO rm");
      // Version 1's shape: the token in the read model itself.
      await tx.query("ALTER TABLE family_shares ADD COLUMN share_token text");
      await tx.query(
        `INSERT INTO family_shares (id, request_id, share_token, shared_with_name, shared_with_phone, include_location,
           include_eta, include_provider_details, shared_by, shared_at)
         VALUES ('old-share', 'r9', 'tok_from_version_one_abcdefg', 'Omar', '+971 50 000 0000', true, true, true, 'c9', $1)`,
        [atMinute(0)],
      );
      await familySharesProjection.migrate(tx);
    });
    expect(
      await activeShareByToken(harness.sql, "tok_from_version_one_abcdefg", new Date(atMinute(1))),
    ).toMatchObject({
      id: "old-share",
      requestId: "r9",
    });
  });

  it("keeps each link's subscribed browsers, with new keys, until removed, and after the trip ends", async () => {
    const phone = "https://fcm.googleapis.com/fcm/send/mothers-phone";
    const keys = { p256dh: `B${"a".repeat(86)}`, authSecret: "k7Qm2vX9pL4tR8wZ1nB5cD" };
    const added = (shareId: string, endpoint: string, authSecret = keys.authSecret) => ({
      type: "SharePushSubscriptionAdded" as const,
      data: { requestId: "r1", shareId, endpoint, ...keys, authSecret, addedAt: atMinute(1) },
    });
    await harness.apply(
      log.recordAll([
        tripShared({ shareId: "s1", requestId: "r1", sharedBy: "c1" }),
        added("s1", phone),
        added("s1", `${phone}-laptop`),
        added("s1", phone, "zzzzzzzzzzzzzzzzzzzzzz"),
        {
          type: "SharePushSubscriptionRemoved",
          data: {
            requestId: "r1",
            shareId: "s1",
            endpoint: `${phone}-laptop`,
            reason: "unsubscribed",
            removedAt: atMinute(2),
          },
        },
        jobCompleted("r1", "p1", 300, atMinute(40)),
      ]),
    );
    expect(await sharePushEndpointsOf(harness.sql, "s1")).toEqual([phone]);
    expect(await sharePushTargetsOf(harness.sql, "r1")).toEqual([
      { shareId: "s1", shareToken: TOKEN, endpoint: phone },
    ]);
    const { rows } = await harness.sql.query<{ auth_secret: string }>(
      "SELECT auth_secret FROM rm.family_shares_push_subscriptions WHERE endpoint = $1",
      [phone],
    );
    expect(rows).toEqual([{ auth_secret: "zzzzzzzzzzzzzzzzzzzzzz" }]);
  });
});
