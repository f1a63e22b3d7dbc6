import { Arg, Ctx, Field, Float, ID, ObjectType, Query, Resolver } from "type-graphql";
import { requireVisibleRequest } from "../../../command-api/auth/policy/requestPolicy";
import { cancellationTerms } from "../../../command-api/commands/cancellationTerms";
import { filsToAed } from "../../../domain/money/fils";
import { byId } from "../../../projections/read-models/request-history/queries";
import { actingAs } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";

@ObjectType({ simpleResolvers: true, description: "What cancelling a request now costs the caller." })
export class CancellationTerms {
  @Field(() => ID, { description: "The request." }) requestId!: string;
  @Field(() => Float, {
    description:
      "AED incl. VAT taken from the card hold when cancelling now; 0 when free. cancelRequest's acceptedFeeAed must equal it.",
  })
  feeAed!: number;
  @Field(() => Boolean, { description: "A captain has accepted and is on the way (or at work)." })
  captainAccepted!: boolean;
}

/** Shown before the customer confirms a cancel (issue 20): the fee, if any, and why. */
@Resolver()
export class CancellationTermsResolver {
  @Query(() => CancellationTerms, {
    description:
      "The customer (or an admin): what cancelling this request now would cost. Admins never pay a fee.",
  })
  async cancellationTerms(
    @Arg("requestId", () => ID, { description: "A request of the caller's (any, for admins)." })
    requestId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<CancellationTerms> {
    const { principal, command } = actingAs(ctx, ["customer", "admin"]);
    requireVisibleRequest(principal, await byId(ctx.services.sql, requestId), requestId);
    const terms = await cancellationTerms(ctx.services.commands, requestId, command.actor);
    return { requestId, feeAed: filsToAed(terms.feeFils), captainAccepted: terms.captainAccepted };
  }
}
