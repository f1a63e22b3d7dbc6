import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MailMessage } from "../../domain/ports/mailer";
import { mailQueueProjection } from "../../projections/mail-queue/mailQueueProjection";
import { accountsProjection } from "../../projections/read-models/accounts/projection";
import { accountRegistered } from "../../projections/read-models/testing/accountEventBuilders";
import { EventLog } from "../../projections/read-models/testing/eventLog";
import {
  openReadModelHarness,
  type ReadModelHarness,
} from "../../projections/read-models/testing/readModelHarness";
import { AT } from "../../projections/read-models/testing/requestEventBuilders";
import { ensureRecoveryTables } from "../auth/recoveryTables";
import { resetOfToken } from "../auth/resetTokens";
import { spendVerificationToken } from "../auth/verificationTokens";
import { MailProcess } from "./mailProcess";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([accountsProjection, mailQueueProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  await ensureRecoveryTables(harness.sql);
  log = new EventLog();
});

/** Made by the system (seeding), so it is owed no verification mail: these tests are about resets. */
const seeded = (accountId: string) =>
  log.record(accountRegistered({ accountId }), { actor: { userId: "system", role: "system" } });

const minutesAfterAt = (minutes: number) => new Date(Date.parse(AT) + minutes * 60_000);
const resetRequested = (resetId: string) => ({
  type: "PasswordResetRequested" as const,
  data: {
    accountId: "c1",
    resetId,
    email: "c1@example.ae",
    requestedAt: AT,
    expiresAt: minutesAfterAt(30).toISOString(),
  },
});

function processAt(minutes: number, send: (message: MailMessage) => Promise<void>) {
  return new MailProcess({
    sql: harness.sql,
    mailer: { send },
    clock: { now: () => minutesAfterAt(minutes) },
    publicUrl: "https://roadside.test/",
    log: { info: () => {}, warn: () => {} },
    retryMs: 3_600_000,
  });
}

async function drained(process: MailProcess) {
  process.resume();
  await process.idle();
  process.pause();
}

describe("mail process", () => {
  it("mails a reset link once, whose token (stored only as a hash) leads to the reset", async () => {
    await harness.apply([seeded("c1"), log.record(resetRequested("r1"))]);
    const sent: MailMessage[] = [];
    const record = async (message: MailMessage) => {
      sent.push(message);
    };
    await drained(processAt(1, record));
    await drained(processAt(2, record));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "c1@example.ae", subject: "Reset your Roadside password" });
    const token = /token=([A-Za-z0-9_-]{43})/.exec(sent[0]!.text)?.[1];
    expect(await resetOfToken(harness.sql, token!, minutesAfterAt(2))).toEqual({
      resetId: "r1",
      accountId: "c1",
    });
    const { rows } = await harness.sql.query<{ token_digest: string }>(
      "SELECT token_digest FROM auth.password_reset_tokens",
    );
    expect(rows.map((r) => r.token_digest)).not.toContain(token);
  });

  it("writes to an account that chose Arabic in Arabic, right to left; to one that chose nothing in English", async () => {
    await harness.apply([
      seeded("c1"),
      log.record({
        type: "PreferredLanguageSet",
        data: { accountId: "c1", language: "ar", setAt: AT },
      }),
      log.record(resetRequested("r1")),
      ...log.recordAll([accountRegistered({ accountId: "p1", userType: "provider" })]),
    ]);
    const sent: MailMessage[] = [];
    await drained(processAt(1, async (message) => void sent.push(message)));
    sent.sort((a, b) => a.to.localeCompare(b.to));
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ["c1@example.ae", "أعد تعيين كلمة مرور حسابك في رود سايد"],
      ["p1@example.ae", "Confirm your Roadside email"],
    ]);
    expect(sent[0]!.html).toMatch(/^<div dir="rtl" lang="ar">/);
    expect(sent[0]!.text).toMatch(
      /اختر كلمة مرور جديدة من هنا: https:\/\/roadside\.test\/reset-password\?token=/,
    );
    expect(sent[1]!.html).not.toContain("rtl");
  });

  it("never mails a link that has already expired", async () => {
    await harness.apply([seeded("c1"), log.record(resetRequested("r1"))]);
    const sent: MailMessage[] = [];
    await drained(
      processAt(31, async (message) => {
        sent.push(message);
      }),
    );
    expect(sent).toEqual([]);
    const { rows } = await harness.sql.query<{ outcome: string }>("SELECT outcome FROM auth.mail_sent");
    expect(rows).toEqual([{ outcome: "stale" }]);
  });

  it("a mail the server refused stays owed and goes out on the next wake", async () => {
    await harness.apply([seeded("c1"), log.record(resetRequested("r1"))]);
    const failing = processAt(1, async () => {
      throw new Error("450 try later");
    });
    await drained(failing);
    const sent: MailMessage[] = [];
    await drained(
      processAt(1, async (message) => {
        sent.push(message);
      }),
    );
    expect(sent).toHaveLength(1);
  });

  it("mails a sign-up a verification link once, whose token (kept only as a hash) works once", async () => {
    await harness.apply(log.recordAll([accountRegistered({ accountId: "p1", userType: "provider" })]));
    const sent: MailMessage[] = [];
    const record = async (message: MailMessage) => {
      sent.push(message);
    };
    await drained(processAt(1, record));
    await drained(processAt(2, record));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "p1@example.ae", subject: "Confirm your Roadside email" });
    const token = /verify-email\?token=([A-Za-z0-9_-]{43})/.exec(sent[0]!.text)?.[1];
    const { rows } = await harness.sql.query<{ token_digest: string }>(
      "SELECT token_digest FROM auth.email_verification_tokens",
    );
    expect(rows).toHaveLength(1);
    expect(rows.map((r) => r.token_digest)).not.toContain(token);
    expect(await spendVerificationToken(harness.sql, token!, minutesAfterAt(3))).toBe("p1");
    expect(await spendVerificationToken(harness.sql, token!, minutesAfterAt(3))).toBeNull();
  });

  it("sends no verification link to an account verified since, nor to one the system made", async () => {
    await harness.apply([
      ...log.recordAll([
        accountRegistered({ accountId: "p1", userType: "provider" }),
        { type: "AccountEmailVerified", data: { accountId: "p1", email: "p1@example.ae", verifiedAt: AT } },
      ]),
      seeded("c1"),
    ]);
    const sent: MailMessage[] = [];
    await drained(
      processAt(1, async (message) => {
        sent.push(message);
      }),
    );
    expect(sent).toEqual([]);
  });

  it("tells a captain an admin's answer: approval with the note, rejection with the reason; not the system's own approvals", async () => {
    const admin = { actor: { userId: "admin-1", role: "admin" as const } };
    const approvedBy = (providerId: string) => ({
      type: "CaptainApproved" as const,
      data: {
        providerId,
        reviewerId: "admin-1",
        note: "Welcome aboard",
        documentIds: ["d1"],
        approvedAt: AT,
      },
    });
    await harness.apply([
      seeded("p1"),
      seeded("p2"),
      seeded("p3"),
      log.record(approvedBy("p1"), admin),
      log.record(
        {
          type: "CaptainRejected",
          data: {
            providerId: "p2",
            reviewerId: "admin-1",
            reason: "The licence photo is blurred",
            rejectedAt: AT,
          },
        },
        admin,
      ),
      log.record(approvedBy("p3"), { actor: { userId: "system", role: "system" } }),
    ]);
    const sent: MailMessage[] = [];
    await drained(
      processAt(1, async (message) => {
        sent.push(message);
      }),
    );
    // Both events have the same time: the queue orders them by event id, which is random here.
    sent.sort((a, b) => a.to.localeCompare(b.to));
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ["p1@example.ae", "You are approved: you can go online on Roadside"],
      ["p2@example.ae", "Your Roadside application needs a change"],
    ]);
    expect(sent[0]!.text).toContain("Their note: Welcome aboard");
    expect(sent[1]!.text).toContain("The reason: The licence photo is blurred");
    expect(sent[1]!.text).toContain("https://roadside.test/provider-dashboard");
  });

  it("sends an expiry warning only until the paper's expiry day begins", async () => {
    await harness.apply([
      seeded("p1"),
      log.record(
        {
          type: "CaptainDocumentExpiryWarned",
          data: {
            providerId: "p1",
            documentId: "d1",
            kind: "trade-licence",
            expiresOn: "2025-03-11",
            warnedAt: AT,
          },
        },
        { actor: { userId: "system", role: "system" } },
      ),
    ]);
    const sent: MailMessage[] = [];
    // AT is 2025-03-10 12:00 UAE: the licence lapses at midnight, 12 hours (720 minutes) later.
    await drained(processAt(721, async (message) => void sent.push(message)));
    expect(sent).toEqual([]);
    const { rows } = await harness.sql.query<{ outcome: string }>("SELECT outcome FROM auth.mail_sent");
    expect(rows).toEqual([{ outcome: "stale" }]);
  });
});
