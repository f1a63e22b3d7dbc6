import { Arg, Ctx, Float, ID, Mutation, Query, Resolver } from "type-graphql";
import type { CommandContext } from "../../../command-api/commandContext";
import {
  approveExtra,
  proposeExtra,
  recordCashCollected,
  rejectExtra,
  requestRefund,
} from "../../../command-api/commands/moneyCommands";
import { aedToFils } from "../../../domain/money/fils";
import type { Position } from "../../../domain/ports/eventStore";
import { DomainError, domainErrorOf } from "../../../domain/shared/domainError";
import { requestMoney } from "../../../projections/read-models/money/queries";
import { MONEY } from "../../../projections/read-models/money/schema";
import { actingAs, signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { afterWrite } from "../../context/readAfterWrite";
import { requireMoneyParty } from "./moneyAccess";
import { RequestMoney } from "./moneyTypes";
import { requestMoneyOf } from "./moneyViews";

/** The request's money from the read models, or null when it has none (booked before money existed). */
async function readMoney(ctx: GraphqlContext, requestId: string): Promise<RequestMoney | null> {
  const row = await requestMoney(ctx.services.sql, requestId);
  return row ? requestMoneyOf(row) : null;
}

async function answer(
  ctx: GraphqlContext,
  position: Position | null,
  requestId: string,
): Promise<RequestMoney> {
  const money = await afterWrite(ctx, position, [MONEY], () => readMoney(ctx, requestId));
  // The command was accepted on a request with money, so the row exists once the read model caught up.
  if (!money) throw new DomainError("not_found", "money.notRecordedYet", { requestId }, "requestId");
  return money;
}

/**
 * A money mutation: the caller must act in one of `roles` and be a party to the request; the
 * command runs as them, and the answer is the request's money once the read model has the change.
 */
async function asMoneyParty(
  ctx: GraphqlContext,
  roles: Parameters<typeof actingAs>[1],
  requestId: string,
  run: (command: CommandContext) => Promise<{ position: Position | null }>,
): Promise<RequestMoney> {
  const { principal, command } = actingAs(ctx, roles);
  await requireMoneyParty(ctx, principal, requestId);
  const { position } = await run(command);
  return answer(ctx, position, requestId);
}

/** AED as typed (at most two decimals) to fils, or BAD_USER_INPUT naming the field. */
export function filsOfAed(aed: number, field: string): number {
  if (!Number.isFinite(aed) || Math.abs(aed * 100 - Math.round(aed * 100)) > 1e-6)
    throw new DomainError("bad_input", "input.aedTwoDecimals", { field }, field);
  return aedToFils(aed);
}

/**
 * A request's money (issue 20): what its customer, its captain and admins see, and what they do
 * with it: extras (captain proposes, customer answers), cash collected, refunds.
 */
@Resolver()
export class RequestMoneyResolver {
  @Query(() => RequestMoney, {
    nullable: true,
    description:
      "A request's money, for its customer, its assigned captain and admins (others: NOT_FOUND); null when the request was booked before money was recorded.",
  })
  async requestMoney(
    @Arg("requestId", () => ID, { description: "The request." }) requestId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<RequestMoney | null> {
    await requireMoneyParty(ctx, signedIn(ctx), requestId);
    return readMoney(ctx, requestId);
  }

  @Mutation(() => RequestMoney, {
    description:
      "The assigned captain asks for more on an accepted or started job (gross AED incl. VAT); it applies once the customer approves.",
  })
  async proposeExtra(
    @Arg("requestId", () => ID, { description: "The captain's job." }) requestId: string,
    @Arg("amountAed", () => Float, { description: "AED including VAT, at least 1.00." }) amountAed: number,
    @Arg("note", () => String, { description: "What it is for, as the customer will read it." }) note: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<RequestMoney> {
    const grossFils = filsOfAed(amountAed, "amountAed");
    return asMoneyParty(ctx, ["provider"], requestId, (command) =>
      proposeExtra(ctx.services.commands)(
        { requestId, extraId: ctx.services.commands.ids.next(), grossFils, note },
        command,
      ).catch(renameField("grossFils", "amountAed")),
    );
  }

  @Mutation(() => RequestMoney, {
    description: "The customer agrees to an extra; on a card booking the card is held for it too.",
  })
  async approveExtra(
    @Arg("requestId", () => ID, { description: "The customer's request." }) requestId: string,
    @Arg("extraId", () => ID, { description: "A proposed extra." }) extraId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<RequestMoney> {
    return asMoneyParty(ctx, ["customer"], requestId, (command) =>
      approveExtra(ctx.services.commands)({ requestId, extraId }, command),
    );
  }

  @Mutation(() => RequestMoney, { description: "The customer declines an extra: it costs nothing." })
  async rejectExtra(
    @Arg("requestId", () => ID, { description: "The customer's request." }) requestId: string,
    @Arg("extraId", () => ID, { description: "A proposed extra." }) extraId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<RequestMoney> {
    return asMoneyParty(ctx, ["customer"], requestId, (command) =>
      rejectExtra(ctx.services.commands)({ requestId, extraId }, command),
    );
  }

  @Mutation(() => RequestMoney, {
    description: "The assigned captain of a completed cash job confirms they took the final amount.",
  })
  async markCashCollected(
    @Arg("requestId", () => ID, { description: "The captain's completed cash job." }) requestId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<RequestMoney> {
    return asMoneyParty(ctx, ["provider"], requestId, (command) =>
      recordCashCollected(ctx.services.commands)({ requestId }, command),
    );
  }

  @Mutation(() => RequestMoney, {
    description:
      "Admins: give money back on a card booking (full or partial, at most what was charged less earlier refunds); a credit note follows.",
  })
  async refundPayment(
    @Arg("requestId", () => ID, { description: "A card booking that was charged." }) requestId: string,
    @Arg("amountAed", () => Float, { description: "AED to give back." }) amountAed: number,
    @Arg("reason", () => String, { description: "Why, as the credit note will say." }) reason: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<RequestMoney> {
    const amountFils = filsOfAed(amountAed, "amountAed");
    return asMoneyParty(ctx, ["admin"], requestId, (command) =>
      requestRefund(ctx.services.commands)(
        { requestId, refundId: ctx.services.commands.ids.next(), amountFils, reason },
        command,
      ).catch(renameField("amountFils", "amountAed")),
    );
  }
}

/** The command speaks fils; the caller typed AED: name their field in the error they get. */
function renameField(commandField: string, apiField: string) {
  return (error: unknown): never => {
    if (error instanceof DomainError && error.field === commandField)
      throw domainErrorOf(
        error.code,
        error.reason,
        error.params.field === commandField ? { ...error.params, field: apiField } : error.params,
        apiField,
      );
    throw error;
  };
}
