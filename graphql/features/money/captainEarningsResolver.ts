import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { notFound } from "../../../command-api/auth/policy/accessErrors";
import { setPayoutAccount } from "../../../command-api/commands/moneyCommands";
import { uaeToday } from "../../../command-api/uaeToday";
import { DEFAULT_COMMISSION_BASIS_POINTS } from "../../../domain/money/commission";
import { filsToAed } from "../../../domain/money/fils";
import { DomainError } from "../../../domain/shared/domainError";
import { accountById } from "../../../projections/read-models/accounts/queries";
import {
  captainBalance,
  earningLines,
  earningsBetween,
  weeklyStatements,
} from "../../../projections/read-models/ledger/queries";
import { PAYOUT } from "../../../projections/read-models/money/payoutSchema";
import { payoutAccount, payoutsOfCaptain } from "../../../projections/read-models/money/queries";
import { actingAs, signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { afterWrite } from "../../context/readAfterWrite";
import { CaptainEarnings, CaptainPayout, EarningLine, PayoutAccount, WeeklyStatement } from "./moneyTypes";
import { captainPayoutOf, earningLineOf, payoutAccountOf, weeklyStatementOf } from "./payoutViews";
import { mondayOf } from "./uaeWeek";

/** The commission in force, in percent (15 unless configured). */
export const commissionPercentOf = (ctx: GraphqlContext) =>
  (ctx.services.commands.commissionBasisPoints ?? DEFAULT_COMMISSION_BASIS_POINTS) / 100;

async function earningsOf(ctx: GraphqlContext, providerId: string): Promise<CaptainEarnings> {
  const { sql } = ctx.services;
  const today = uaeToday(ctx.services.commands.clock);
  const [balance, todayFils, weekFils] = await Promise.all([
    captainBalance(sql, providerId),
    earningsBetween(sql, providerId, { from: today, to: today }),
    earningsBetween(sql, providerId, { from: mondayOf(today), to: today }),
  ]);
  return {
    providerId,
    balanceAed: filsToAed(balance.payableFils - balance.cashHeldFils),
    payableAed: filsToAed(balance.payableFils),
    cashHeldAed: filsToAed(balance.cashHeldFils),
    todayEarningsAed: filsToAed(todayFils),
    weekEarningsAed: filsToAed(weekFils),
    commissionPercent: commissionPercentOf(ctx),
  };
}

/** A captain's earnings from the ledger (the dashboard's Earnings card), payout account and payouts. */
@Resolver(() => CaptainEarnings)
export class CaptainEarningsResolver {
  @Query(() => CaptainEarnings, { description: "Providers: their own earnings, balance and payouts." })
  async myEarnings(@Ctx() ctx: GraphqlContext): Promise<CaptainEarnings> {
    const principal = signedIn(ctx, ["provider"]);
    return earningsOf(ctx, principal.userId);
  }

  @Query(() => CaptainEarnings, {
    description: "Admins: one captain's earnings (NOT_FOUND for anyone else's id).",
  })
  async captainEarnings(
    @Arg("providerId", () => ID, { description: "The captain." }) providerId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<CaptainEarnings> {
    signedIn(ctx, ["admin"]);
    const account = await accountById(ctx.services.sql, providerId);
    if (account?.userType !== "provider") throw notFound({ resource: "Captain", id: providerId });
    return earningsOf(ctx, providerId);
  }

  @FieldResolver(() => [EarningLine], { description: "Invoiced jobs and credits, newest first." })
  async jobs(
    @Root() earnings: CaptainEarnings,
    @Ctx() ctx: GraphqlContext,
    @Arg("limit", () => Int, { defaultValue: 50, description: "At most this many, 1 to 200." }) limit: number,
  ): Promise<EarningLine[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > 200)
      throw new DomainError("bad_input", "input.range", { field: "limit", min: 1, max: 200 }, "limit");
    return (await earningLines(ctx.services.sql, earnings.providerId, { limit })).map(earningLineOf);
  }

  @FieldResolver(() => [WeeklyStatement], { description: "Weekly statements, this week first." })
  async weeks(
    @Root() earnings: CaptainEarnings,
    @Ctx() ctx: GraphqlContext,
    @Arg("count", () => Int, { defaultValue: 8, description: "How many weeks back, 1 to 52." }) count: number,
  ): Promise<WeeklyStatement[]> {
    if (!Number.isInteger(count) || count < 1 || count > 52)
      throw new DomainError("bad_input", "input.range", { field: "count", min: 1, max: 52 }, "count");
    const today = uaeToday(ctx.services.commands.clock);
    return (await weeklyStatements(ctx.services.sql, earnings.providerId, { weeks: count, today })).map(
      weeklyStatementOf,
    );
  }

  @FieldResolver(() => [CaptainPayout], { description: "The captain's lines of payout runs, newest first." })
  async payouts(@Root() earnings: CaptainEarnings, @Ctx() ctx: GraphqlContext): Promise<CaptainPayout[]> {
    return (await payoutsOfCaptain(ctx.services.sql, earnings.providerId)).map(captainPayoutOf);
  }

  @Query(() => [CaptainPayout], { description: "Providers: their lines of payout runs, newest first." })
  async myPayouts(@Ctx() ctx: GraphqlContext): Promise<CaptainPayout[]> {
    const principal = signedIn(ctx, ["provider"]);
    return (await payoutsOfCaptain(ctx.services.sql, principal.userId)).map(captainPayoutOf);
  }

  @Query(() => PayoutAccount, {
    nullable: true,
    description: "Providers: where their payouts go; null until they set it.",
  })
  async myPayoutAccount(@Ctx() ctx: GraphqlContext): Promise<PayoutAccount | null> {
    const principal = signedIn(ctx, ["provider"]);
    const account = await payoutAccount(ctx.services.sql, principal.userId);
    return account ? payoutAccountOf(account) : null;
  }

  @Mutation(() => PayoutAccount, {
    description: "Providers: set or change where payouts go (a UAE IBAN and the account holder's name).",
  })
  async setPayoutAccount(
    @Arg("iban", () => String, { description: "A UAE IBAN: AE and 21 digits; spaces are ignored." })
    iban: string,
    @Arg("accountName", () => String, { description: "The account holder's name as the bank has it." })
    accountName: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<PayoutAccount> {
    const { principal, command } = actingAs(ctx, ["provider"]);
    const { position } = await setPayoutAccount(ctx.services.commands)(
      { providerId: principal.userId, iban, accountName },
      command,
    );
    const account = await afterWrite(ctx, position, [PAYOUT], () =>
      payoutAccount(ctx.services.sql, principal.userId),
    );
    if (!account) throw new DomainError("not_found", "payout.accountNotReadableYet", {}, "iban");
    return payoutAccountOf(account);
  }
}
