import { Arg, Ctx, ID, Int, Query, Resolver, Root, Subscription } from "type-graphql";
import { requireRole } from "../../../command-api/auth/policy/identityPolicy";
import { requireVisibleRequest } from "../../../command-api/auth/policy/requestPolicy";
import { DomainError } from "../../../domain/shared/domainError";
import { type AuditLogEntry, queryAuditLog } from "../../../projections/audit/auditLogQuery";
import { byId } from "../../../projections/read-models/request-history/queries";
import { requestTimeline, type TimelineEntry as Step } from "../../../projections/timeline/requestTimeline";
import { signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { attachedIterator } from "../../live/attachedIterator";
import { guardedSubscribe } from "../../live/guardedSubscribe";
import { DateTimeScalar } from "../../schema/scalars";
import { AuditEntry, AuditLogPage } from "./auditTypes";
import { TimelineEntry } from "./timelineTypes";

const CURSOR = /^-?\d+\/-?\d+$/;

/** The event log for operations: filtered history, a request's timeline, and the live tail. */
@Resolver()
export class AuditResolver {
  @Query(() => AuditLogPage, {
    description: "Admins: events filtered by stream, type, actor and time [from, to), newest first.",
  })
  auditLog(
    @Ctx() ctx: GraphqlContext,
    @Arg("streamId", () => String, { nullable: true, description: "Only this stream, e.g. request-<id>." })
    streamId?: string | null,
    @Arg("eventType", () => String, {
      nullable: true,
      description: "Only events of this type, e.g. RequestCancelled.",
    })
    eventType?: string | null,
    @Arg("actorUserId", () => ID, { nullable: true, description: "Only events this account caused." })
    actorUserId?: string | null,
    @Arg("from", () => DateTimeScalar, {
      nullable: true,
      description: "Only events at or after this instant.",
    })
    from?: Date | null,
    @Arg("to", () => DateTimeScalar, { nullable: true, description: "Only events before this instant." })
    to?: Date | null,
    @Arg("cursor", () => String, {
      nullable: true,
      description: "The nextCursor of the previous page; null for the newest.",
    })
    cursor?: string | null,
    @Arg("limit", () => Int, { defaultValue: 50, description: "Page size, 1 to 500." }) limit = 50,
  ): Promise<AuditLogPage> {
    signedIn(ctx, ["admin"]);
    if (cursor && !CURSOR.test(cursor))
      throw new DomainError("bad_input", "input.unknownCursor", { field: "cursor" }, "cursor");
    if (!Number.isInteger(limit) || limit < 1 || limit > 500)
      throw new DomainError("bad_input", "input.range", { field: "limit", min: 1, max: 500 }, "limit");
    return queryAuditLog(ctx.services.sql, {
      ...(streamId ? { streamId } : {}),
      ...(eventType ? { eventType } : {}),
      ...(actorUserId ? { actorUserId } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(cursor ? { cursor } : {}),
      limit,
    });
  }

  @Query(() => [TimelineEntry], {
    description:
      "Every event of one request with the state after it, for admins and the request's own parties.",
  })
  async requestTimeline(
    @Arg("requestId", () => ID, { description: "The request whose history to read." }) requestId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<Step[]> {
    const principal = signedIn(ctx);
    if (principal.role !== "admin")
      requireVisibleRequest(principal, await byId(ctx.services.sql, requestId), requestId);
    const steps = await requestTimeline(ctx.services.commands.store, requestId);
    if (steps.length === 0)
      throw new DomainError("not_found", "resource.notFound", { resource: "Request", id: requestId });
    return steps;
  }

  @Subscription(() => AuditEntry, {
    description: "Admins: every event from now on, as it is appended (secrets redacted).",
    subscribe: guardedSubscribe<Record<string, never>>(async (_args, ctx) => {
      requireRole(ctx.principal, ["admin"]);
      return attachedIterator<AuditLogEntry>(
        (push) => ctx.services.auditTail.subscribe(push),
        ctx.services.onBackgroundError,
      );
    }),
  })
  auditTail(@Root() entry: AuditEntry): AuditEntry {
    return entry;
  }
}
