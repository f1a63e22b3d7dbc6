import { describe, it } from "vitest";
import type { Actor } from "../shared/actor";
import { deciderSpec } from "../shared/deciderSpec";
import type { PayoutCommand } from "./commands";
import { payoutDecider } from "./decider";
import type { PayoutEvent, PayoutLine } from "./events";

const spec = deciderSpec(payoutDecider);
const ADMIN: Actor = { userId: "admin-1", role: "admin" };
/** Monday 2025-03-03 to Sunday 2025-03-09; the week is over at 2025-03-09T20:00Z (midnight in Dubai). */
const AFTER_WEEK = "2025-03-10T06:00:00.000Z";

const line = (o: Partial<PayoutLine> = {}): PayoutLine => ({
  providerId: "prov-a",
  captainName: "Omar Haddad",
  iban: "AE070331234567890123456",
  accountName: "Omar Haddad",
  payableFils: 50_000,
  cashHeldFils: 12_000,
  transferFils: 38_000,
  ...o,
});
const prepare = (o: Partial<Extract<PayoutCommand, { type: "PreparePayoutRun" }>> = {}): PayoutCommand => ({
  type: "PreparePayoutRun",
  actor: ADMIN,
  at: AFTER_WEEK,
  runId: "run-1",
  weekStart: "2025-03-03",
  weekEnd: "2025-03-09",
  lines: [line()],
  ...o,
});
const markPaid = (bankReference = "ENBD-778812", actor = ADMIN): PayoutCommand => ({
  type: "MarkPayoutRunPaid",
  actor,
  at: "2025-03-11T06:00:00.000Z",
  runId: "run-1",
  bankReference,
});
const prepared = (lines = [line()]): PayoutEvent => ({
  type: "PayoutRunPrepared",
  data: {
    runId: "run-1",
    weekStart: "2025-03-03",
    weekEnd: "2025-03-09",
    lines,
    preparedBy: "admin-1",
    preparedAt: AFTER_WEEK,
  },
});
const paid = (bankReference = "ENBD-778812"): PayoutEvent => ({
  type: "PayoutRunPaid",
  data: { runId: "run-1", bankReference, paidBy: "admin-1", paidAt: "2025-03-11T06:00:00.000Z" },
});

describe("PreparePayoutRun", () => {
  it("an admin prepares a finished week's run", () => spec.given([]).when(prepare()).then([prepared()]));

  it("a captain who holds more cash than they are owed is listed with no transfer", () => {
    const owes = line({ providerId: "prov-b", payableFils: 1_000, cashHeldFils: 4_000, transferFils: 0 });
    spec
      .given([])
      .when(prepare({ lines: [line(), owes] }))
      .then([prepared([line(), owes])]);
  });

  it("a transfer other than payable less cash held is refused, naming the line", () =>
    spec
      .given([])
      .when(prepare({ lines: [line({ transferFils: 50_000 })] }))
      .thenThrows("bad_input", "lines[0].transferFils: must be payable less cash held (AED 380.00)"));

  it("an owing captain's transfer must be zero", () =>
    spec
      .given([])
      .when(
        prepare({
          lines: [
            line({ payableFils: 0, cashHeldFils: 500, transferFils: 0 }),
            line({ providerId: "p2", payableFils: 0, cashHeldFils: 500, transferFils: 1 }),
          ],
        }),
      )
      .thenThrows("bad_input", "lines[1]"));

  it("each captain once; at least one line", () => {
    spec
      .given([])
      .when(prepare({ lines: [line(), line()] }))
      .thenThrows("bad_input", "listed twice");
    spec
      .given([])
      .when(prepare({ lines: [] }))
      .thenThrows("bad_input", "lines");
  });

  it("weekStart must be a Monday and weekEnd its Sunday", () => {
    spec
      .given([])
      .when(prepare({ weekStart: "2025-03-04", weekEnd: "2025-03-10" }))
      .thenThrows("bad_input", "weekStart: 2025-03-04 is not a Monday");
    spec
      .given([])
      .when(prepare({ weekEnd: "2025-03-08" }))
      .thenThrows("bad_input", "weekEnd: the week of 2025-03-03 ends on 2025-03-09");
  });

  it("the week must have ended in Dubai (midnight after Sunday, UTC+4)", () => {
    spec
      .given([])
      .when(prepare({ at: "2025-03-09T19:59:59.000Z" }))
      .thenThrows("conflict", "has not ended yet");
    spec
      .given([])
      .when(prepare({ at: "2025-03-09T20:00:00.000Z" }))
      .then([
        {
          ...prepared(),
          data: { ...prepared().data, preparedAt: "2025-03-09T20:00:00.000Z" },
        } as PayoutEvent,
      ]);
  });

  it("the same run re-sent is a no-op; other lines under its id conflict", () => {
    spec.given([prepared()]).when(prepare()).then([]);
    spec
      .given([prepared()])
      .when(prepare({ lines: [line({ providerId: "prov-z" })] }))
      .thenThrows("conflict", "already prepared");
  });

  it("admins only", () =>
    spec
      .given([])
      .when({ ...prepare(), actor: { userId: "prov-a", role: "provider" } })
      .thenThrows("forbidden"));
});

describe("MarkPayoutRunPaid", () => {
  it("a prepared run is marked paid with the bank's reference", () =>
    spec.given([prepared()]).when(markPaid()).then([paid()]));

  it("the same reference re-sent is a no-op; paying twice is a conflict naming the first reference", () => {
    spec.given([prepared(), paid()]).when(markPaid()).then([]);
    spec
      .given([prepared(), paid()])
      .when(markPaid("OTHER-1"))
      .thenThrows("conflict", "already paid (bank reference ENBD-778812)");
  });

  it("an unknown run is not found; a blank reference is refused", () => {
    spec.given([]).when(markPaid()).thenThrows("not_found", "run-1");
    spec.given([prepared()]).when(markPaid("   ")).thenThrows("bad_input", "bankReference");
  });

  it("admins only", () =>
    spec
      .given([prepared()])
      .when(markPaid("X", { userId: "prov-a", role: "provider" }))
      .thenThrows("forbidden"));
});
