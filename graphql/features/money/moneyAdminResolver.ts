import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { markPayoutRunPaid, requirePayments } from "../../../command-api/commands/moneyCommands";
import { preparePayoutRun } from "../../../command-api/payouts/preparePayoutRun";
import { filsToAed } from "../../../domain/money/fils";
import { isoDateSchema } from "../../../domain/rules/uaeTime";
import { DomainError } from "../../../domain/shared/domainError";
import {
  ledgerByRequest,
  ledgerSummary,
  trialBalanceFils,
} from "../../../projections/read-models/ledger/queries";
import { PAYOUT } from "../../../projections/read-models/money/payoutSchema";
import { paymentsBetween, payoutRun, payoutRuns } from "../../../projections/read-models/money/queries";
import { actingAs, signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { afterWrite } from "../../context/readAfterWrite";
import { LedgerSummary, PayoutRun, ReconciliationReport } from "./moneyTypes";
import { payoutRunOf } from "./payoutViews";
import { reconcile } from "./reconciliation";

/** A period of UAE days as the admin typed it, checked: two real dates, in order. */
function requirePeriod(from: string, to: string): { from: string; to: string } {
  for (const [field, value] of [
    ["from", from],
    ["to", to],
  ] as const) {
    if (!isoDateSchema.safeParse(value).success)
      throw new DomainError("bad_input", "input.date", { field }, field);
  }
  if (from > to) throw new DomainError("bad_input", "range.notBeforeFrom", { field: "to", from }, "to");
  return { from, to };
}

async function readRun(ctx: GraphqlContext, runId: string): Promise<PayoutRun> {
  const row = await payoutRun(ctx.services.sql, runId);
  if (!row)
    throw new DomainError("not_found", "resource.notFound", { resource: "Payout run", id: runId }, "runId");
  return payoutRunOf(row);
}

/** Admins' money: weekly payout runs, the ledger's summary, and reconciliation with the processor. */
@Resolver()
export class MoneyAdminResolver {
  @Query(() => [PayoutRun], { description: "Admins: payout runs, newest week first." })
  async payoutRuns(
    @Ctx() ctx: GraphqlContext,
    @Arg("limit", () => Int, { defaultValue: 20, description: "At most this many runs, 1 to 100." })
    limit: number,
  ): Promise<PayoutRun[]> {
    signedIn(ctx, ["admin"]);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw new DomainError("bad_input", "input.range", { field: "limit", min: 1, max: 100 }, "limit");
    return (await payoutRuns(ctx.services.sql, { limit })).map(payoutRunOf);
  }

  @Mutation(() => PayoutRun, {
    description:
      "Admins: prepare the payout run of a week that has ended (weekStart: its Monday, YYYY-MM-DD, UAE): one line per captain with a payout account and a balance.",
  })
  async preparePayoutRun(
    @Arg("weekStart", () => String, { description: "The week's Monday, YYYY-MM-DD (UAE)." })
    weekStart: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<PayoutRun> {
    const { command } = actingAs(ctx, ["admin"]);
    const { position, runId } = await preparePayoutRun(
      ctx.services.commands,
      ctx.services.sql,
      { weekStart },
      command,
    );
    return afterWrite(ctx, position, [PAYOUT], () => readRun(ctx, runId));
  }

  @Mutation(() => PayoutRun, {
    description: "Admins: record that the bank made a prepared run's transfers, with the bank's reference.",
  })
  async markPayoutRunPaid(
    @Arg("runId", () => ID, { description: "A prepared run." }) runId: string,
    @Arg("bankReference", () => String, { description: "The bank's reference for the batch transfer." })
    bankReference: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<PayoutRun> {
    const { command } = actingAs(ctx, ["admin"]);
    const { position } = await markPayoutRunPaid(ctx.services.commands)({ runId, bankReference }, command);
    return afterWrite(ctx, position, [PAYOUT], () => readRun(ctx, runId));
  }

  @Query(() => LedgerSummary, {
    description:
      "Admins: what was billed, charged, refunded and collected over UAE days (inclusive), from the ledger.",
  })
  async ledgerSummary(
    @Arg("from", () => String, { description: "The first day, YYYY-MM-DD (UAE)." }) from: string,
    @Arg("to", () => String, { description: "The last day, YYYY-MM-DD (UAE), inclusive." }) to: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<LedgerSummary> {
    signedIn(ctx, ["admin"]);
    const period = requirePeriod(from, to);
    const [summary, trial] = await Promise.all([
      ledgerSummary(ctx.services.sql, period),
      trialBalanceFils(ctx.services.sql),
    ]);
    return {
      ...period,
      grossBilledAed: filsToAed(summary.grossBilledFils),
      netBilledAed: filsToAed(summary.netBilledFils),
      vatAed: filsToAed(summary.vatFils),
      platformRevenueAed: filsToAed(summary.platformRevenueFils),
      capturedAed: filsToAed(summary.capturedFils),
      refundedAed: filsToAed(summary.refundedFils),
      cashCollectedAed: filsToAed(summary.cashCollectedFils),
      balances: summary.balances.map((b) => ({ account: b.account, balanceAed: filsToAed(b.balanceFils) })),
      trialBalanceAed: filsToAed(trial),
    };
  }

  @Query(() => ReconciliationReport, {
    description:
      "Admins: every payment captured over UAE days (inclusive), asked of the processor and compared with the ledger.",
  })
  async reconciliation(
    @Arg("from", () => String, { description: "The first day, YYYY-MM-DD (UAE)." }) from: string,
    @Arg("to", () => String, { description: "The last day, YYYY-MM-DD (UAE), inclusive." }) to: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ReconciliationReport> {
    signedIn(ctx, ["admin"]);
    const period = requirePeriod(from, to);
    const gateway = requirePayments(ctx.services.commands);
    const payments = await paymentsBetween(ctx.services.sql, period);
    const ledger = await ledgerByRequest(ctx.services.sql, [...new Set(payments.map((p) => p.requestId))]);
    return reconcile(period, payments, ledger, (paymentId) => gateway.retrieve(paymentId));
  }
}
