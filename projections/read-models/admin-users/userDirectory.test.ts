import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountsProjection } from "../accounts/projection";
import { providerDirectoryProjection } from "../provider-directory/projection";
import { requestHistoryProjection } from "../request-history/projection";
import { accountRegistered } from "../testing/accountEventBuilders";
import { EventLog } from "../testing/eventLog";
import { providerProfileCreated, providerWentOnline } from "../testing/providerEventBuilders";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import {
  atMinute,
  jobAccepted,
  jobCompleted,
  requestCancelled,
  reviewPosted,
  serviceRequested,
} from "../testing/requestEventBuilders";
import { searchUsers } from "./userDirectory";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([
    accountsProjection,
    providerDirectoryProjection,
    requestHistoryProjection,
  ]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});

describe("searchUsers", () => {
  it("lists one role newest first with ratings, request counts and (providers) online", async () => {
    await harness.apply(
      log.recordAll([
        accountRegistered({ accountId: "c1", name: "Aisha Al Mansoori", registeredAt: atMinute(1) }),
        accountRegistered({
          accountId: "c2",
          name: "Rahul Sharma",
          email: "rahul@example.ae",
          registeredAt: atMinute(2),
        }),
        accountRegistered({
          accountId: "p1",
          name: "Khalid Recovery",
          userType: "provider",
          registeredAt: atMinute(3),
        }),
        providerProfileCreated({ providerId: "p1", name: "Khalid Recovery" }),
        providerWentOnline("p1", 25.2, 55.27),
        serviceRequested({ requestId: "r1", customerId: "c1" }),
        jobAccepted("r1", "p1"),
        jobCompleted("r1", "p1", 300),
        reviewPosted({
          requestId: "r1",
          reviewerId: "c1",
          revieweeId: "p1",
          reviewerRole: "customer",
          rating: 4,
        }),
        reviewPosted({
          requestId: "r1",
          reviewerId: "p1",
          revieweeId: "c1",
          reviewerRole: "provider",
          rating: 5,
        }),
        serviceRequested({ requestId: "r2", customerId: "c1" }),
        requestCancelled("r2", "c1"),
      ]),
    );
    const customers = await searchUsers(harness.sql, { role: "customer", limit: 50, offset: 0 });
    expect(customers.total).toBe(2);
    expect(
      customers.items.map((u) => [u.id, u.requests, u.completed, u.cancelled, u.rating, u.online]),
    ).toEqual([
      ["c2", 0, 0, 0, null, null],
      ["c1", 2, 1, 1, 5, null],
    ]);
    const providers = await searchUsers(harness.sql, { role: "provider", limit: 50, offset: 0 });
    expect(providers.items).toMatchObject([
      {
        id: "p1",
        name: "Khalid Recovery",
        requests: 1,
        completed: 1,
        rating: 4,
        totalRatings: 1,
        online: true,
      },
    ]);
  });

  it("searches words of the name, email or phone, wildcards taken literally, and pages", async () => {
    await harness.apply(
      log.recordAll([
        accountRegistered({ accountId: "c1", name: "Aisha Al Mansoori", registeredAt: atMinute(1) }),
        accountRegistered({
          accountId: "c2",
          name: "Rahul Sharma",
          email: "rahul@example.ae",
          registeredAt: atMinute(2),
        }),
        accountRegistered({ accountId: "c3", name: "Sarah 100% Jones", registeredAt: atMinute(3) }),
      ]),
    );
    const search = (text: string) =>
      searchUsers(harness.sql, { role: "customer", search: text, limit: 50, offset: 0 }).then((p) =>
        p.items.map((u) => u.id),
      );
    expect(await search("aisha mansoori")).toEqual(["c1"]);
    expect(await search("RAHUL@")).toEqual(["c2"]);
    expect(await search("100%")).toEqual(["c3"]);
    expect(await search("%")).toEqual(["c3"]);
    expect(await search("nobody")).toEqual([]);
    const second = await searchUsers(harness.sql, { role: "customer", limit: 2, offset: 2 });
    expect(second).toMatchObject({ total: 3, items: [{ id: "c1" }] });
    const past = await searchUsers(harness.sql, { role: "customer", limit: 2, offset: 10 });
    expect(past).toEqual({ total: 3, items: [] });
    await expect(searchUsers(harness.sql, { role: "customer", limit: 0, offset: 0 })).rejects.toThrow(
      /limit/,
    );
  });
});
