import type { PayoutLine } from "../../domain/payout/events";
import type { Sql } from "../../domain/ports/sql";
import { addDays, isoDateSchema } from "../../domain/rules/uaeTime";
import { DomainError } from "../../domain/shared/domainError";
import { accountById } from "../../projections/read-models/accounts/queries";
import { captainBalances } from "../../projections/read-models/ledger/queries";
import { payoutAccount, payoutRuns } from "../../projections/read-models/money/queries";
import type { CommandContext } from "../commandContext";
import type { CommandDeps } from "../commandDeps";
import { recordPayoutRun } from "../commands/moneyCommands";
import type { CommandResult } from "../handleCommand";

/** A week's run is named by its week: preparing the same week twice lands on the same stream and is refused. */
export const payoutRunIdOf = (weekStart: string) => `week-${weekStart}`;

/**
 * The admin's weekly payout run (issue 20): every captain with a payout account and a non-zero
 * ledger balance gets a line; the transfer is what the platform owes them less the cash they hold
 * for it, never negative (a captain who owes is listed, not paid).
 *
 * Balances are the ledger's as it stands now, not as of the week's end: a run paid after a later
 * week ended posts its transfers after that date, and a balance cut at the date would pay them again.
 * So the runs go in order: no run while an earlier one waits to be marked paid, none for a week
 * before one already prepared.
 */
export async function preparePayoutRun(
  deps: CommandDeps,
  sql: Sql,
  input: { weekStart: string },
  context: CommandContext,
): Promise<CommandResult<unknown> & { runId: string }> {
  const weekStart = requireDate(input.weekStart);
  const weekEnd = addDays(weekStart, 6);
  const earlier = await payoutRuns(sql, { limit: 1 });
  const latest = earlier[0];
  if (latest && latest.status !== "PAID")
    throw new DomainError("conflict", "payout.previousNotPaid", { weekStart: latest.weekStart }, "weekStart");
  if (latest && latest.weekStart >= weekStart)
    throw new DomainError(
      "conflict",
      "payout.runExists",
      { field: "weekStart", weekStart: latest.weekStart },
      "weekStart",
    );
  const lines = await payoutLines(sql);
  if (lines.length === 0) throw new DomainError("conflict", "payout.nothingToPrepare");
  const runId = payoutRunIdOf(weekStart);
  const result = await recordPayoutRun(deps)({ runId, weekStart, weekEnd, lines }, context);
  return { ...result, runId };
}

/** A date the week's end can be counted from; the payout decider judges Monday and "ended". */
function requireDate(weekStart: string): string {
  if (!isoDateSchema.safeParse(weekStart).success)
    throw new DomainError("bad_input", "input.date", { field: "weekStart" }, "weekStart");
  return weekStart;
}

/** One line per captain with a payout account and something on their balance. */
export async function payoutLines(sql: Sql): Promise<PayoutLine[]> {
  const balances = await captainBalances(sql, {});
  const lines: PayoutLine[] = [];
  for (const balance of balances) {
    if (balance.payableFils === 0 && balance.cashHeldFils === 0) continue;
    const [account, profile] = await Promise.all([
      payoutAccount(sql, balance.providerId),
      accountById(sql, balance.providerId),
    ]);
    // Without an account there is nowhere to send money; their balance waits for the next run.
    if (!account) continue;
    // A credit note after a payout can leave a captain owing on payable: they owe, so nothing is paid.
    const payableFils = Math.max(0, balance.payableFils);
    const cashHeldFils = Math.max(0, balance.cashHeldFils);
    lines.push({
      providerId: balance.providerId,
      captainName: profile?.name ?? account.accountName,
      iban: account.iban,
      accountName: account.accountName,
      payableFils,
      cashHeldFils,
      transferFils: Math.max(0, payableFils - cashHeldFils),
    });
  }
  return lines.sort((a, b) => a.captainName.localeCompare(b.captainName));
}
