import { Ctx, Query, Resolver } from "type-graphql";
import { requirePayments } from "../../../command-api/commands/moneyCommands";
import { DEFAULT_CANCELLATION_FEE_FILS } from "../../../domain/money/cancellationFee";
import { filsToAed } from "../../../domain/money/fils";
import { VAT_RATE_PERCENT } from "../../../domain/money/vat";
import { signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { commissionPercentOf } from "./captainEarningsResolver";
import { PaymentConfig } from "./moneyTypes";

/** What the payment form and the money screens need to know about how payments are taken. */
@Resolver()
export class PaymentConfigResolver {
  @Query(() => PaymentConfig, {
    description:
      "Anyone signed in: the processor in use (its publishable key or test cards), the cancellation fee, the commission and VAT rates.",
  })
  paymentConfig(@Ctx() ctx: GraphqlContext): PaymentConfig {
    signedIn(ctx);
    const gateway = requirePayments(ctx.services.commands);
    return {
      provider: gateway.provider,
      stripePublishableKey: gateway.publishableKey,
      testCards: gateway.testCards.map((card) => ({ ...card })),
      cancellationFeeAed: filsToAed(
        ctx.services.commands.cancellationFeeFils ?? DEFAULT_CANCELLATION_FEE_FILS,
      ),
      commissionPercent: commissionPercentOf(ctx),
      vatRatePercent: VAT_RATE_PERCENT,
    };
  }
}
