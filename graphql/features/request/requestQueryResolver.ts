import { Arg, Ctx, ID, Int, Query, Resolver } from "type-graphql";
import { requireVisibleRequest } from "../../../command-api/auth/policy/requestPolicy";
import {
  activeForCustomer,
  byCustomer,
  byId,
  byProvider,
} from "../../../projections/read-models/request-history/queries";
import { signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { ServiceRequest, ServiceRequestPage } from "./requestTypes";

/** History (spec §2.8) by the caller's role, one request, and the customer's active request. */
@Resolver()
export class RequestQueryResolver {
  @Query(() => ServiceRequestPage, {
    description:
      "The caller's requests, newest first: as customer, what they booked; as provider, what they hold.",
  })
  async myRequests(
    @Ctx() ctx: GraphqlContext,
    @Arg("limit", () => Int, { defaultValue: 50, description: "Page size, 1 to 500." }) limit: number,
    @Arg("cursor", () => String, {
      nullable: true,
      description: "The nextCursor of the previous page; null for the first page.",
    })
    cursor?: string | null,
  ): Promise<ServiceRequestPage> {
    const principal = signedIn(ctx, ["customer", "provider"]);
    const page = { limit, cursor: cursor ?? null };
    return principal.role === "customer"
      ? byCustomer(ctx.services.sql, principal.userId, page)
      : byProvider(ctx.services.sql, principal.userId, page);
  }

  @Query(() => ServiceRequest, {
    description:
      "One request, for its customer, its provider, providers it is offered to, and admins (others: NOT_FOUND).",
  })
  async request(
    @Arg("id", () => ID, { description: "The request to read." }) id: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ServiceRequest> {
    const principal = signedIn(ctx);
    return requireVisibleRequest(principal, await byId(ctx.services.sql, id), id);
  }

  @Query(() => ServiceRequest, {
    nullable: true,
    description: "Spec §4: the customer's newest request that is not finished; null when none.",
  })
  async activeRequest(@Ctx() ctx: GraphqlContext): Promise<ServiceRequest | null> {
    const principal = signedIn(ctx, ["customer"]);
    return activeForCustomer(ctx.services.sql, principal.userId);
  }
}
