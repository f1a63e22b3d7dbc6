import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { DomainError } from "../../../domain/shared/domainError";
import { accountById } from "../../../projections/read-models/accounts/queries";
import { searchUsers } from "../../../projections/read-models/admin-users/userDirectory";
import {
  byCustomer,
  byProvider,
  type ServiceRequestView,
} from "../../../projections/read-models/request-history/queries";
import type { Page } from "../../../projections/read-models/shared/paging";
import { signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { SignUpRoleValue } from "../../schema/enums";
import { ServiceRequestPage } from "../request/requestTypes";
import { AdminUserPage } from "./userManagementTypes";

/** User Management (admins): find customers and providers, then their history (`user(id)` has ratings and reviews). */
@Resolver()
export class UserManagementResolver {
  @Query(() => AdminUserPage, {
    description: "Admins: customers or providers, newest first, searched by words of name, email or phone.",
  })
  adminUsers(
    @Ctx() ctx: GraphqlContext,
    @Arg("role", () => SignUpRoleValue, { description: "Customers or providers." }) role: SignUpRoleValue,
    @Arg("search", () => String, {
      nullable: true,
      description: "Words that must each appear in the name, email or phone; null for everyone.",
    })
    search?: string | null,
    @Arg("limit", () => Int, { defaultValue: 50, description: "Page size, 1 to 200." }) limit = 50,
    @Arg("offset", () => Int, { defaultValue: 0, description: "Accounts to skip, 0 or more." }) offset = 0,
  ): Promise<AdminUserPage> {
    signedIn(ctx, ["admin"]);
    if (!Number.isInteger(limit) || limit < 1 || limit > 200)
      throw new DomainError("bad_input", "input.range", { field: "limit", min: 1, max: 200 }, "limit");
    if (!Number.isInteger(offset) || offset < 0)
      throw new DomainError("bad_input", "input.zeroOrMore", { field: "offset", min: 0 }, "offset");
    if (search && search.length > 200)
      throw new DomainError("bad_input", "input.atMostChars", { field: "search", max: 200 }, "search");
    return searchUsers(ctx.services.sql, { role, limit, offset, ...(search ? { search } : {}) });
  }

  @Mutation(() => Int, {
    description:
      "Admins: signs a user out everywhere (every session ends, their sockets close at once). Answers how many sessions ended.",
  })
  async adminRevokeSessions(
    @Ctx() ctx: GraphqlContext,
    @Arg("userId", () => ID, { description: "The account to sign out everywhere." }) userId: string,
  ): Promise<number> {
    signedIn(ctx, ["admin"]);
    if (!(await accountById(ctx.services.sql, userId)))
      throw new DomainError("not_found", "resource.notFound", { resource: "User", id: userId }, "userId");
    return (await ctx.services.sessions.revokeAllOf(userId)).length;
  }

  @Query(() => ServiceRequestPage, {
    description: "Admins: one customer's bookings or one provider's jobs, newest first.",
  })
  async adminUserRequests(
    @Ctx() ctx: GraphqlContext,
    @Arg("userId", () => ID, { description: "The customer or provider." }) userId: string,
    @Arg("cursor", () => String, {
      nullable: true,
      description: "The nextCursor of the previous page; null for the first page.",
    })
    cursor?: string | null,
    @Arg("limit", () => Int, { defaultValue: 20, description: "Page size, 1 to 500." }) limit = 20,
  ): Promise<Page<ServiceRequestView>> {
    signedIn(ctx, ["admin"]);
    const account = await accountById(ctx.services.sql, userId);
    if (!account)
      throw new DomainError("not_found", "resource.notFound", { resource: "User", id: userId }, "userId");
    const page = { limit, cursor: cursor ?? null };
    return account.userType === "provider"
      ? byProvider(ctx.services.sql, userId, page)
      : byCustomer(ctx.services.sql, userId, page);
  }
}
