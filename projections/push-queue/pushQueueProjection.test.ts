import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Sql } from "../../domain/ports/sql";
import { READ_MODEL_SCHEMA } from "../projection";
import { EventLog } from "../read-models/testing/eventLog";
import { quoteIssued } from "../read-models/testing/moneyEventBuilders";
import { openReadModelHarness, type ReadModelHarness } from "../read-models/testing/readModelHarness";
import {
  atMinute,
  jobAccepted,
  jobCompleted,
  jobOffered,
  serviceRequested,
} from "../read-models/testing/requestEventBuilders";
import { pushQueueProjection } from "./pushQueueProjection";

let harness: ReadModelHarness;
let log: EventLog;

beforeAll(async () => {
  harness = await openReadModelHarness([pushQueueProjection]);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.reset();
  log = new EventLog();
});

const queued = async () =>
  (
    await harness.sql.query<{ kind: string; account_id: string; details: string }>(
      "SELECT kind, account_id, details FROM rm.push_queue ORDER BY queued_at, kind, account_id",
    )
  ).rows.map((row) => ({ kind: row.kind, to: row.account_id, requestId: JSON.parse(row.details).requestId }));

describe("the push queue projection, with a busy second's bookings in one batch", () => {
  it("knows the bookings it inserts together before the events after them in the batch read them", async () => {
    await harness.apply(
      log.recordAll([
        quoteIssued("r1", { customerId: "c1", providerId: "p1" }),
        serviceRequested({ requestId: "r1", customerId: "c1", providerId: "p1" }),
        serviceRequested({ requestId: "r2", customerId: "c2", providerId: "p1" }),
        // Read back within the same batch: the customer to tell, and whether an invoice will follow.
        jobAccepted("r1", "p1", atMinute(1)),
        jobAccepted("r2", "p1", atMinute(1)),
        jobCompleted("r2", "p1", 275, atMinute(2)),
        jobCompleted("r1", "p1", 275, atMinute(2)),
      ]),
    );
    expect(await queued()).toEqual([
      { kind: "captain-accepted", to: "c1", requestId: "r1" },
      { kind: "captain-accepted", to: "c2", requestId: "r2" },
      // r1 was quoted: its customer hears of the completion with the tax invoice, not now.
      { kind: "job-completed", to: "c2", requestId: "r2" },
    ]);
  });

  it("keeps the first row of a request seen twice, as one insert per event did", async () => {
    await harness.apply(
      log.recordAll([
        serviceRequested({ requestId: "r3", customerId: "c3" }),
        serviceRequested({ requestId: "r3", customerId: "someone-else" }),
        jobAccepted("r3", "p1", atMinute(1)),
      ]),
    );
    expect(await queued()).toEqual([{ kind: "captain-accepted", to: "c3", requestId: "r3" }]);
  });

  it("inserts a batch's bookings in one statement though each is followed by its captain's offer", async () => {
    const bookings = ["r4", "r5", "r6"].flatMap((requestId, i) => [
      quoteIssued(requestId, { customerId: `c${i}`, providerId: "p1" }),
      serviceRequested({ requestId, customerId: `c${i}`, providerId: "p1" }),
      jobOffered(requestId, "p1"),
    ]);
    const statements: string[] = [];
    await harness.sql.transaction(async (tx) => {
      await tx.query(`SET LOCAL search_path TO ${READ_MODEL_SCHEMA}`);
      const counting: Sql = {
        query: (text, params) => {
          statements.push(text);
          return tx.query(text, params);
        },
        transaction: (work) => tx.transaction(work),
      };
      await pushQueueProjection.apply(log.recordAll(bookings), counting);
    });
    const inserts = (table: string) => statements.filter((s) => s.includes(`INSERT INTO ${table} `)).length;
    expect(inserts("push_queue_requests")).toBe(1);
    expect(inserts("push_queue_quoted")).toBe(1);
    expect(inserts("push_queue")).toBe(1);
    expect(await queued()).toEqual(
      ["r4", "r5", "r6"].map((requestId) => ({ kind: "new-offer", to: "p1", requestId })),
    );
    // The bookings are there for what reads them later.
    await harness.apply(log.recordAll([jobAccepted("r5", "p1", atMinute(1))]));
    expect((await queued()).filter((row) => row.kind === "captain-accepted")).toEqual([
      { kind: "captain-accepted", to: "c1", requestId: "r5" },
    ]);
  });
});
