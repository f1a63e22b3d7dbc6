import { Arg, Ctx, ID, Int, Query, Resolver } from "type-graphql";
import type { Principal } from "../../../command-api/auth/principal";
import { DomainError } from "../../../domain/shared/domainError";
import { providerRequests, providerStats } from "../../../projections/read-models/provider-dashboard/queries";
import { signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import {
  DashboardRowStatusValue,
  DashboardSortValue,
  PeriodValue,
  SortDirectionValue,
} from "../../schema/enums";
import { ProviderRequestsPage, ProviderStats } from "./dashboardTypes";

/** The provider dashboard (spec §2.10): the caller's own rows; an admin names the provider for support. */
@Resolver()
export class DashboardResolver {
  @Query(() => ProviderRequestsPage, {
    description:
      "Search (words of the pickup and customer, or the id), filter by status, sort and page (25, 50, 100 or 500).",
  })
  providerRequests(
    @Ctx() ctx: GraphqlContext,
    @Arg("page", () => Int, { defaultValue: 1, description: "Page number, from 1." }) page: number,
    @Arg("limit", () => Int, { defaultValue: 50, description: "Rows per page: 25, 50, 100 or 500." })
    limit: number,
    @Arg("search", () => String, {
      nullable: true,
      description: "Words of the pickup or customer name, or (part of) the request id; null for all.",
    })
    search?: string | null,
    @Arg("status", () => DashboardRowStatusValue, {
      nullable: true,
      description: "Only rows with this status; null for all.",
    })
    status?: DashboardRowStatusValue | null,
    @Arg("sortBy", () => DashboardSortValue, {
      defaultValue: DashboardSortValue.TIMESTAMP,
      description: "The column to sort by.",
    })
    sortBy = DashboardSortValue.TIMESTAMP,
    @Arg("sortDirection", () => SortDirectionValue, {
      defaultValue: SortDirectionValue.DESC,
      description: "Ascending or descending.",
    })
    sortDirection = SortDirectionValue.DESC,
    @Arg("providerId", () => ID, {
      nullable: true,
      description: "Admins only: whose dashboard to read. Providers leave it out (or pass their own id).",
    })
    providerId?: string | null,
  ): Promise<ProviderRequestsPage> {
    return providerRequests(ctx.services.sql, {
      providerId: dashboardOwner(ctx, providerId),
      now: ctx.services.commands.clock.now(),
      page,
      limit,
      ...(search ? { search } : {}),
      ...(status ? { status } : {}),
      sortBy,
      sortDirection,
    });
  }

  @Query(() => ProviderStats, {
    description:
      "The provider dashboard's stat cards for a period: the caller's own, or (admins) a named provider's.",
  })
  providerStats(
    @Ctx() ctx: GraphqlContext,
    @Arg("period", () => PeriodValue, {
      defaultValue: PeriodValue.TODAY,
      description: "The calendar period up to today (UAE).",
    })
    period: PeriodValue,
    @Arg("providerId", () => ID, { nullable: true, description: "Admins only." }) providerId?: string | null,
  ): Promise<ProviderStats> {
    return providerStats(
      ctx.services.sql,
      dashboardOwner(ctx, providerId),
      period,
      ctx.services.commands.clock.now(),
    );
  }
}

function dashboardOwner(ctx: GraphqlContext, providerId: string | null | undefined): string {
  const principal: Principal = signedIn(ctx, ["provider", "admin"]);
  if (principal.role === "provider") {
    if (providerId && providerId !== principal.userId)
      throw new DomainError("forbidden", "dashboard.ownOnly", {}, "providerId");
    return principal.userId;
  }
  if (!providerId)
    throw new DomainError("bad_input", "dashboard.adminNamesProvider", { field: "providerId" }, "providerId");
  return providerId;
}
