import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountRegistered, profileUpdated } from "../testing/accountEventBuilders";
import { EventLog } from "../testing/eventLog";
import { captainApprovedHistory, captainProfileCompleted } from "../testing/onboardingEventBuilders";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import { atMinute, reviewPosted } from "../testing/requestEventBuilders";
import { accountsProjection } from "./projection";
import { accountById, credentialsByEmail } from "./queries";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([accountsProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});

describe("accounts", () => {
  it("keeps the language the owner chose last", async () => {
    await harness.apply(log.recordAll([accountRegistered({ accountId: "c3" })]));
    expect((await accountById(harness.sql, "c3"))?.preferredLanguage).toBeNull();
    const chosen = (language: "en" | "ar", minute: number) => ({
      type: "PreferredLanguageSet" as const,
      data: { accountId: "c3", language, setAt: atMinute(minute) },
    });
    await harness.apply(log.recordAll([chosen("ar", 1)]));
    expect((await accountById(harness.sql, "c3"))?.preferredLanguage).toBe("ar");
    await harness.apply(log.recordAll([chosen("en", 2), chosen("ar", 3)]));
    expect((await accountById(harness.sql, "c3"))?.preferredLanguage).toBe("ar");
  });

  it("shows emailVerified once the owner opened their link", async () => {
    await harness.apply(log.recordAll([accountRegistered({ accountId: "c2", userType: "provider" })]));
    expect((await accountById(harness.sql, "c2"))?.emailVerified).toBe(false);
    await harness.apply(
      log.recordAll([
        {
          type: "AccountEmailVerified",
          data: { accountId: "c2", email: "c2@example.ae", verifiedAt: atMinute(5) },
        },
      ]),
    );
    expect((await accountById(harness.sql, "c2"))?.emailVerified).toBe(true);
  });

  it("isVerified: a captain an admin approved, until a changed profile asks for a new review", async () => {
    await harness.apply(log.recordAll([accountRegistered({ accountId: "p7", userType: "provider" })]));
    expect((await accountById(harness.sql, "p7"))?.isVerified).toBe(false);
    await harness.apply(log.recordAll(captainApprovedHistory("p7")));
    expect((await accountById(harness.sql, "p7"))?.isVerified).toBe(true);
    await harness.apply(
      log.recordAll([captainProfileCompleted("p7", { tradeName: "Renamed Recovery LLC" })]),
    );
    expect((await accountById(harness.sql, "p7"))?.isVerified).toBe(false);
  });

  it("keeps the profile in rm and the credentials in auth", async () => {
    await harness.apply(
      log.recordAll([
        accountRegistered({ accountId: "c1", email: "aisha@example.ae", userType: "customer" }),
        profileUpdated({
          accountId: "c1",
          name: "Aisha M.",
          address: "Villa 12, Street 4",
          city: "Sharjah",
          emiratesId: "784-1990-1234567-1",
          updatedAt: atMinute(10),
        }),
      ]),
    );
    expect(await accountById(harness.sql, "c1")).toEqual({
      id: "c1",
      name: "Aisha M.",
      email: "aisha@example.ae",
      phone: "+971 55 123 4567",
      userType: "customer",
      address: "Villa 12, Street 4",
      city: "Sharjah",
      emiratesId: "784-1990-1234567-1",
      isVerified: false,
      emailVerified: false,
      rating: null,
      totalRatings: 0,
      createdAt: atMinute(0),
      preferredLanguage: null,
    });
    expect(await credentialsByEmail(harness.sql, "  AISHA@example.ae ")).toEqual({
      accountId: "c1",
      email: "aisha@example.ae",
      passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
      userType: "customer",
    });
    const { rows } = await harness.sql.query<{ schema: string }>(
      "SELECT table_schema AS schema FROM information_schema.columns WHERE column_name = 'password_hash'",
    );
    expect(rows.map((r) => r.schema)).toEqual(["auth"]);
  });

  it("rates an account as reviewee, including reviews that arrive before the account", async () => {
    const review = (requestId: string, rating: number) =>
      reviewPosted({ requestId, reviewerId: "p1", revieweeId: "c1", reviewerRole: "provider", rating });
    await harness.apply(log.recordAll([review("r1", 5)]));
    await harness.apply(log.recordAll([accountRegistered({ accountId: "c1" }), review("r2", 2)]));
    expect(await accountById(harness.sql, "c1")).toMatchObject({ rating: 3.5, totalRatings: 2 });
  });

  it("changes nothing on redelivery and a replay never disturbs credentials", async () => {
    const events = log.recordAll([
      accountRegistered({ accountId: "c1" }),
      reviewPosted({
        requestId: "r1",
        reviewerId: "p1",
        revieweeId: "c1",
        reviewerRole: "provider",
        rating: 4,
      }),
    ]);
    await harness.apply(events);
    await harness.apply(events);
    expect(await accountById(harness.sql, "c1")).toMatchObject({ totalRatings: 1 });

    // A rebuild replays into a fresh rm, while auth.credentials keeps its rows.
    await harness.sql.query("DROP SCHEMA rm CASCADE");
    await harness.sql.query("CREATE SCHEMA rm");
    await harness.sql.transaction(async (tx) => {
      await tx.query("SET LOCAL search_path TO rm");
      await accountsProjection.migrate(tx);
    });
    await harness.apply(events);
    expect(await credentialsByEmail(harness.sql, "c1@example.ae")).toMatchObject({ accountId: "c1" });
    expect(await accountById(harness.sql, "c1")).toMatchObject({ totalRatings: 1 });
    expect(await credentialsByEmail(harness.sql, "nobody@example.ae")).toBeNull();
  });

  it("a password change or reset replaces the hash; an older one replayed never rolls it back", async () => {
    const changed = (passwordHash: string, minute: number) => ({
      type: "PasswordChanged" as const,
      data: { accountId: "c1", passwordHash, changedAt: atMinute(minute) },
    });
    const reset = (passwordHash: string, minute: number) => ({
      type: "PasswordReset" as const,
      data: { accountId: "c1", resetId: "r1", passwordHash, resetAt: atMinute(minute) },
    });
    const events = log.recordAll([accountRegistered({ accountId: "c1" }), changed("$hash-2", 5)]);
    await harness.apply(events);
    expect(await credentialsByEmail(harness.sql, "c1@example.ae")).toMatchObject({ passwordHash: "$hash-2" });

    await harness.apply(log.recordAll([reset("$hash-3", 9)]));
    expect(await credentialsByEmail(harness.sql, "c1@example.ae")).toMatchObject({ passwordHash: "$hash-3" });

    // A rebuild replays the older change: the newer password stays.
    await harness.sql.query("DELETE FROM rm.accounts_stream_revision");
    await harness.apply(events);
    expect(await credentialsByEmail(harness.sql, "c1@example.ae")).toMatchObject({ passwordHash: "$hash-3" });
  });
});
