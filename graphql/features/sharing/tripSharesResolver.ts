import { Arg, Ctx, ID, Query, Resolver } from "type-graphql";
import { requireRequestParty } from "../../../command-api/auth/policy/requestPolicy";
import { sharesOf } from "../../../projections/read-models/family-shares/queries";
import { byId } from "../../../projections/read-models/request-history/queries";
import { signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { FamilyShare } from "../trip/tripTypes";

/** The customer's own view of whom they shared a trip with, and whether each link still works. */
@Resolver()
export class TripSharesResolver {
  @Query(() => [FamilyShare], {
    description:
      "Everyone the request's trip was shared with, oldest first, each with isActive and expiresAt.",
  })
  async tripShares(
    @Arg("requestId", () => ID, { description: "The request (the customer's own, or any for admins)." })
    requestId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<FamilyShare[]> {
    const principal = signedIn(ctx, ["customer", "admin"]);
    const request = requireRequestParty(principal, await byId(ctx.services.sql, requestId), requestId, {
      adminMayRead: true,
    });
    // The phone numbers are the customer's family's: a provider party does not see them.
    if (principal.role === "customer" && request.customerId !== principal.userId) return [];
    return sharesOf(ctx.services.sql, requestId, ctx.services.commands.clock.now());
  }
}
