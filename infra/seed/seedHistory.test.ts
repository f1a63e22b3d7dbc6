import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLines } from "../../graphql/features/admin/activityFeed";
import { queryAuditLog } from "../../projections/audit/auditLogQuery";
import { registeredProjections } from "../../projections/registeredProjections";
import { readModelChecksums } from "../../projections/runner/readModelChecksum";
import { type RunningApp, startApp } from "../app/startApp";
import { loadConfig } from "../config/config";
import { DEMO_ACCOUNTS } from "./demoAccounts";
import { HISTORY_ENDS_BEFORE_NOW_MS } from "./seedHistory";

/**
 * The first start's seeded history (issue 23), through the composition root as `npm start` runs
 * it, with a week instead of npm start's 60 days so the file stays quick (bench/first-run.ts
 * measures the full default).
 */
const DAYS = 7;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const logLines: Record<string, unknown>[] = [];
const logger = pino(
  { level: "info" },
  { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
);
const historyLines = () => logLines.filter((l) => String(l.msg).startsWith("demo history"));

let dataDir: string;
let app: RunningApp;
let startedAt: number;
const config = () =>
  loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    SEED_HISTORY_DAYS: String(DAYS),
  });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "roadside-history-"));
  startedAt = Date.now();
  app = await startApp(config(), logger);
  await app.runner.waitForPosition(await app.backend.store.headPosition());
}, 180_000);
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const one = async <T>(text: string): Promise<T> => (await app.backend.sql.query<T>(text)).rows[0]!;

describe("the first start on an empty embedded store", () => {
  it("seeds bookings over the whole period, in all seven emirates and all four services", async () => {
    const span = await one<{ first: Date; last: Date; emirates: number; services: number; requests: number }>(
      `SELECT min(created_at) AS first, max(created_at) AS last, count(DISTINCT pickup_emirate)::int AS emirates,
              count(DISTINCT service_type)::int AS services, count(*)::int AS requests
         FROM rm.request_history`,
    );
    expect(span.requests).toBeGreaterThan(DAYS * 10);
    expect(span.emirates).toBe(7);
    expect(span.services).toBe(4);
    // From about DAYS ago to a few hours before now: nothing in the future, nothing still under way.
    expect(startedAt - new Date(span.first).getTime()).toBeGreaterThan((DAYS - 1) * DAY_MS);
    expect(startedAt - new Date(span.last).getTime()).toBeGreaterThan(5 * HOUR_MS);
    expect(startedAt - new Date(span.last).getTime()).toBeLessThan(2 * DAY_MS);
  });

  it("ends every booking: completed with prices and reviews, cancelled with reasons, or unassigned", async () => {
    const { rows } = await app.backend.sql.query<{ status: string; n: number }>(
      "SELECT status, count(*)::int AS n FROM rm.request_history GROUP BY status",
    );
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    expect(Object.keys(byStatus).sort()).toEqual(expect.arrayContaining(["cancelled", "completed"]));
    for (const status of Object.keys(byStatus))
      expect(["cancelled", "completed", "unassigned"]).toContain(status);
    const events = await app.backend.store.readAll();
    const cancellations = events.filter((e) => e.type === "RequestCancelled");
    expect(cancellations.length).toBeGreaterThan(0);
    for (const e of cancellations) expect((e.data as { reason: string | null }).reason).toBeTruthy();
    expect(events.some((e) => e.type === "ReviewPosted")).toBe(true);
    expect(events.some((e) => e.type === "ChatMessageSent")).toBe(true);
    expect(events.some((e) => e.type === "OfferWithdrawn")).toBe(true);
    const completed = events.filter((e) => e.type === "JobCompleted");
    expect(completed.length).toBe(byStatus.completed);
    // The demo customers and captains have histories of their own.
    const requested = events.filter((e) => e.type === "ServiceRequested");
    for (const demo of DEMO_ACCOUNTS.filter((a) => a.userType === "customer"))
      expect(requested.some((e) => (e.data as { customerId: string }).customerId === demo.id)).toBe(true);
    // (Each demo captain's share is a few jobs a week: the week asks only that they have some between them.)
    const providers = new Set(completed.map((e) => (e.data as { providerId: string }).providerId));
    const demoCaptains = DEMO_ACCOUNTS.filter((a) => a.userType === "provider").map((a) => a.id);
    expect(demoCaptains.filter((id) => providers.has(id)).length).toBeGreaterThan(0);
  });

  it("settles each job's money when it ends, on its simulated clock, leaving the worker nothing due", async () => {
    const events = await app.backend.store.readAll();
    const byRequest = (type: string) =>
      new Map(
        events.filter((e) => e.type === type).map((e) => [(e.data as { requestId: string }).requestId, e]),
      );
    const invoices = byRequest("TaxInvoiceIssued");
    const captures = byRequest("PaymentCaptured");
    const authorised = byRequest("PaymentAuthorized");
    const completed = events.filter((e) => e.type === "JobCompleted");
    expect([...authorised.keys()].some((id) => captures.has(id))).toBe(true);
    for (const done of completed) {
      const { requestId } = done.data as { requestId: string };
      expect(invoices.get(requestId)?.metadata.occurredAt).toBe(done.metadata.occurredAt);
      if (authorised.has(requestId))
        expect(captures.get(requestId)?.metadata.occurredAt).toBe(done.metadata.occurredAt);
    }
    // The worker's processes look at every queued event and find nothing due (none of their events above).
    const pending = async () =>
      one<{ n: number }>(
        `SELECT (SELECT count(*) FROM rm.payment_queue q
                  WHERE NOT EXISTS (SELECT 1 FROM auth.payment_done d WHERE d.event_id = q.event_id))::int
              + (SELECT count(*) FROM rm.invoice_queue q
                  WHERE NOT EXISTS (SELECT 1 FROM auth.invoice_done d WHERE d.event_id = q.event_id))::int AS n`,
      );
    for (let i = 0; i < 300 && (await pending()).n > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await pending()).n).toBe(0);
    const { rows } = await app.backend.sql.query<{ kind: string; outcome: string; n: number }>(
      `SELECT q.kind, d.outcome, count(*)::int AS n FROM rm.invoice_queue q
         JOIN auth.invoice_done d ON d.event_id = q.event_id GROUP BY 1, 2`,
    );
    const outcomes = Object.fromEntries(rows.map((r) => [`${r.kind}:${r.outcome}`, r.n]));
    expect(Object.keys(outcomes).filter((k) => k.startsWith("issue:"))).toEqual(["issue:nothing-due"]);
    // Each invoice is mailed once looked at: the past week's (all of this week-long history's) are
    // sent, older ones are not (the invoicing process's test covers that).
    const mails = rows.filter((r) => r.kind === "mail");
    expect(mails.reduce((n, r) => n + r.n, 0)).toBe(invoices.size);
    for (const r of mails) expect(["mailed", "no-recipient", "stale-not-mailed"]).toContain(r.outcome);
    // The ledger spreads the revenue over the period, none of it on the present.
    const ledger = await one<{ days: number; last: Date }>(
      "SELECT count(DISTINCT day)::int AS days, max(occurred_at) AS last FROM rm.ledger_transactions",
    );
    expect(ledger.days).toBeGreaterThanOrEqual(DAYS - 1);
    expect(startedAt - new Date(ledger.last).getTime()).toBeGreaterThanOrEqual(HISTORY_ENDS_BEFORE_NOW_MS);
  });

  it("stamps every event with its simulated time, in the order they were appended", async () => {
    const events = await app.backend.store.readAll();
    let previous = "";
    for (const event of events) {
      const occurredAt = String(event.metadata.occurredAt);
      expect(occurredAt >= previous).toBe(true);
      previous = occurredAt;
    }
    // The demo accounts were signed up before the history, on its clock too: nothing is from the present.
    expect(startedAt - Date.parse(previous)).toBeGreaterThanOrEqual(HISTORY_ENDS_BEFORE_NOW_MS);
    for (const event of events.filter((e) => e.type === "ServiceRequested"))
      expect((event.data as { requestedAt: string }).requestedAt).toBe(event.metadata.occurredAt);
    for (const event of events.filter((e) => e.type === "JobCompleted"))
      expect((event.data as { completedAt: string }).completedAt).toBe(event.metadata.occurredAt);
  });

  it("replays every read model to the same tables", async () => {
    const live = await readModelChecksums(app.backend.sql, registeredProjections);
    for (const projection of registeredProjections) await app.runner.rebuild(projection.name);
    expect(await readModelChecksums(app.backend.sql, registeredProjections)).toEqual(live);
  }, 180_000);

  it("reads as sentences in the admin's activity feed, never as raw event names", async () => {
    const page = await queryAuditLog(app.backend.sql, { limit: 500 });
    const lines = activityLines(page.entries, 20);
    expect(lines).toHaveLength(20);
    for (const line of lines) expect(line.summary).not.toBe(line.entry.type);
  });

  it("logs how long it took", () => {
    expect(historyLines()).toHaveLength(1);
    expect(historyLines()[0]).toMatchObject({ seeded: true, seconds: expect.any(Number) });
  });

  it("seeds nothing on the second start", async () => {
    const before = (await app.backend.store.readAll()).length;
    await app.close();
    app = await startApp(config(), logger);
    expect((await app.backend.store.readAll()).length).toBe(before);
    expect(historyLines()).toHaveLength(1);
  }, 120_000);
});
