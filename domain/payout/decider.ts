import type { Decider } from "../shared/decider";
import { DomainError } from "../shared/domainError";
import type { PayoutCommand } from "./commands";
import type { PayoutEvent, PayoutLine } from "./events";

/** What the payout decider remembers of a run's stream. */
export interface PayoutRunState {
  status: "none" | "prepared" | "paid";
  weekStart: string | null;
  weekEnd: string | null;
  lines: readonly PayoutLine[];
  bankReference: string | null;
}

export const initialState = (): PayoutRunState => ({
  status: "none",
  weekStart: null,
  weekEnd: null,
  lines: [],
  bankReference: null,
});

export function evolve(state: PayoutRunState, event: PayoutEvent): PayoutRunState {
  switch (event.type) {
    case "PayoutRunPrepared":
      return {
        ...state,
        status: "prepared",
        weekStart: event.data.weekStart,
        weekEnd: event.data.weekEnd,
        lines: event.data.lines,
      };
    case "PayoutRunPaid":
      return { ...state, status: "paid", bankReference: event.data.bankReference };
  }
}

type Command<T extends PayoutCommand["type"]> = Extract<PayoutCommand, { type: T }>;

export function decide(command: PayoutCommand, state: PayoutRunState): PayoutEvent[] {
  if (command.actor.role !== "admin") throw new DomainError("forbidden", "payout.onlyAdmin");
  switch (command.type) {
    case "PreparePayoutRun":
      return prepare(command, state);
    case "MarkPayoutRunPaid":
      return markPaid(command, state);
  }
}

export const payoutDecider: Decider<PayoutCommand, PayoutEvent, PayoutRunState> = {
  initialState,
  evolve,
  decide,
};

const DAY_MS = 86_400_000;
/** Asia/Dubai is UTC+4 all year (no daylight saving). */
const DUBAI_OFFSET = "+04:00";

function prepare(cmd: Command<"PreparePayoutRun">, state: PayoutRunState): PayoutEvent[] {
  const weekStart = Date.parse(`${cmd.weekStart}T00:00:00Z`);
  if (new Date(weekStart).getUTCDay() !== 1)
    throw new DomainError(
      "bad_input",
      "payout.notMonday",
      { field: "weekStart", weekStart: cmd.weekStart },
      "weekStart",
    );
  const sunday = new Date(weekStart + 6 * DAY_MS).toISOString().slice(0, 10);
  if (cmd.weekEnd !== sunday)
    throw new DomainError(
      "bad_input",
      "payout.weekEndsOn",
      { field: "weekEnd", weekStart: cmd.weekStart, sunday },
      "weekEnd",
    );
  // Balances are paid for a finished week only: the week ends at midnight after Sunday, Dubai time.
  const weekOver = Date.parse(`${cmd.weekStart}T00:00:00${DUBAI_OFFSET}`) + 7 * DAY_MS;
  if (Date.parse(cmd.at) < weekOver)
    throw new DomainError("conflict", "payout.weekNotOver", { weekStart: cmd.weekStart }, "weekStart");
  validateLines(cmd.lines);
  const prepared: PayoutEvent = {
    type: "PayoutRunPrepared",
    data: {
      runId: cmd.runId,
      weekStart: cmd.weekStart,
      weekEnd: cmd.weekEnd,
      lines: cmd.lines,
      preparedBy: cmd.actor.userId,
      preparedAt: cmd.at,
    },
  };
  if (state.status === "none") return [prepared];
  // The same preparation re-sent (a retried mutation): already on the stream.
  if (state.weekStart === cmd.weekStart && JSON.stringify(state.lines) === JSON.stringify(cmd.lines))
    return [];
  throw new DomainError("conflict", "payout.alreadyPrepared", { runId: cmd.runId });
}

/**
 * Each captain once; each line's transfer is what the platform owes less the cash the captain
 * holds, or nothing when they hold more (they owe, and are listed, not paid).
 */
function validateLines(lines: readonly PayoutLine[]): void {
  if (lines.length === 0)
    throw new DomainError("bad_input", "payout.nothingToPay", { field: "lines" }, "lines");
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    if (seen.has(line.providerId))
      throw new DomainError(
        "bad_input",
        "payout.captainTwice",
        { field: `lines[${index}]`, providerId: line.providerId },
        "lines",
      );
    seen.add(line.providerId);
    const expected = Math.max(0, line.payableFils - line.cashHeldFils);
    if (line.transferFils !== expected)
      throw new DomainError(
        "bad_input",
        "payout.wrongTransfer",
        { field: `lines[${index}].transferFils`, expectedFils: expected, transferFils: line.transferFils },
        "lines",
      );
  }
}

function markPaid(cmd: Command<"MarkPayoutRunPaid">, state: PayoutRunState): PayoutEvent[] {
  if (state.status === "none") throw new DomainError("not_found", "payout.notFound", { runId: cmd.runId });
  const bankReference = cmd.bankReference.trim();
  if (bankReference === "")
    throw new DomainError("bad_input", "input.required", { field: "bankReference" }, "bankReference");
  if (state.status === "paid") {
    if (state.bankReference === bankReference) return [];
    throw new DomainError("conflict", "payout.alreadyPaid", {
      runId: cmd.runId,
      bankReference: String(state.bankReference),
    });
  }
  return [
    {
      type: "PayoutRunPaid",
      data: { runId: cmd.runId, bankReference, paidBy: cmd.actor.userId, paidAt: cmd.at },
    },
  ];
}
