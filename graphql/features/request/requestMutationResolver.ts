import { Arg, Ctx, Float, ID, Int, Mutation, Resolver } from "type-graphql";
import { requireVisibleRequest } from "../../../command-api/auth/policy/requestPolicy";
import type { Principal } from "../../../command-api/auth/principal";
import { bookWithPayment } from "../../../command-api/commands/bookWithPayment";
import {
  acceptJob,
  cancelRequest,
  completeJob,
  declineJob,
  postReview,
  reassignJob,
  startJob,
} from "../../../command-api/commands/requestCommands";
import { quoteBooking } from "../../../command-api/pricing/quoteBooking";
import { uaeToday } from "../../../command-api/uaeToday";
import { aedToFils } from "../../../domain/money/fils";
import type { Position } from "../../../domain/ports/eventStore";
import { DomainError } from "../../../domain/shared/domainError";
import { byId } from "../../../projections/read-models/request-history/queries";
import { REQUEST_HISTORY } from "../../../projections/read-models/request-history/schema";
import { actingAs } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { afterWrite } from "../../context/readAfterWrite";
import { requireBookableProvider } from "./bookableProvider";
import { bookingFields } from "./bookingCommand";
import { RequestServiceInput } from "./requestInputs";
import { ServiceRequest } from "./requestTypes";

/** The request's life (spec §4) through the same command handlers as PATCH /api/requests/{id}. */
@Resolver()
export class RequestMutationResolver {
  @Mutation(() => ServiceRequest, { description: "Books a service now or for a later slot (customers)." })
  async requestService(
    @Arg("input", () => RequestServiceInput, { description: "What, where, which vehicle and when." })
    input: RequestServiceInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ServiceRequest> {
    const { command } = actingAs(ctx, ["customer"]);
    const { commands, sql } = ctx.services;
    const today = uaeToday(commands.clock);
    await requireBookableProvider(sql, input.providerId ?? null, input.serviceType, today);
    const quoteId = input.quoteId ?? null;
    // Booked without a quote, it is priced now as quoteBooking would (spec §9); input.estimatedPrice is not used.
    const inlineLines =
      quoteId === null
        ? await quoteBooking(sql, {
            serviceType: input.serviceType,
            pickup: input.pickup,
            providerId: input.providerId ?? null,
            scheduledAt: input.scheduledAt ? input.scheduledAt.toISOString() : null,
            today,
          })
        : null;
    const { requestId, position } = await bookWithPayment(commands)(
      { booking: bookingFields(input), quoteId, inlineLines, paymentToken: input.paymentToken ?? null },
      command,
    );
    return readBack(ctx, requestId, position);
  }

  @Mutation(() => ServiceRequest, {
    description: "A provider takes a job offered to them: first accept wins.",
  })
  async acceptJob(
    @Arg("requestId", () => ID, { description: "A request offered to the caller." }) requestId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ServiceRequest> {
    // The command first: a provider whose offer another's accept has just closed may no longer see the
    // request, yet deserves the decider's CONFLICT ("another provider accepted this job first").
    const { command } = actingAs(ctx);
    let position: Position | null;
    try {
      ({ position } = await acceptJob(ctx.services.commands)({ requestId }, command));
    } catch (error) {
      // Someone never offered the job is told what anyone who cannot see a request is told.
      if (error instanceof DomainError && (error.code === "forbidden" || error.code === "not_found"))
        await visibleTo(ctx, requestId);
      throw error;
    }
    return readBack(ctx, requestId, position);
  }

  @Mutation(() => ServiceRequest, {
    description: "A provider turns an offer down; the request stays pending for dispatch.",
  })
  async declineJob(
    @Arg("requestId", () => ID, { description: "A request offered to the caller." }) requestId: string,
    @Ctx() ctx: GraphqlContext,
    @Arg("reason", () => String, { nullable: true, description: "Why, for the record; null for none." })
    reason?: string | null,
  ): Promise<ServiceRequest> {
    const { command } = await visibleTo(ctx, requestId);
    const { position } = await declineJob(ctx.services.commands)(
      { requestId, reason: reason ?? null },
      command,
    );
    return readBack(ctx, requestId, position);
  }

  @Mutation(() => ServiceRequest, {
    description: "The assigned provider arrives and starts (accepted → in-progress).",
  })
  async startJob(
    @Arg("requestId", () => ID, { description: "A job the caller holds." }) requestId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ServiceRequest> {
    const { command } = await visibleTo(ctx, requestId);
    const { position } = await startJob(ctx.services.commands)({ requestId }, command);
    return readBack(ctx, requestId, position);
  }

  @Mutation(() => ServiceRequest, {
    description: "The assigned provider finishes; the final price defaults to the estimate.",
  })
  async completeJob(
    @Arg("requestId", () => ID, { description: "A job in progress that the caller holds." })
    requestId: string,
    @Ctx() ctx: GraphqlContext,
    @Arg("finalPrice", () => Float, {
      nullable: true,
      description:
        "What the customer pays, in AED with the 5% VAT included (0 to 1,000,000); null keeps the estimate.",
    })
    finalPrice?: number | null,
  ): Promise<ServiceRequest> {
    const { command } = await visibleTo(ctx, requestId);
    const { position } = await completeJob(ctx.services.commands)(
      { requestId, finalPrice: finalPrice ?? null },
      command,
    );
    return readBack(ctx, requestId, position);
  }

  @Mutation(() => ServiceRequest, {
    description:
      "The customer (or an admin for the customer, with a reason) cancels a request that is not completed.",
  })
  async cancelRequest(
    @Arg("requestId", () => ID, {
      description: "A request of the caller's (or, for admins, any request) that is not completed.",
    })
    requestId: string,
    @Ctx() ctx: GraphqlContext,
    @Arg("reason", () => String, { nullable: true, description: "Why; admins must give one." }) reason?:
      | string
      | null,
    @Arg("acceptedFeeAed", () => Float, {
      nullable: true,
      description:
        "The fee the customer confirmed, AED (cancellationTerms.feeAed). After a captain accepted a card booking it must equal that fee, or the cancel is refused with the amount.",
    })
    acceptedFeeAed?: number | null,
  ): Promise<ServiceRequest> {
    const { command } = await visibleTo(ctx, requestId);
    const { position } = await cancelRequest(ctx.services.commands)(
      { requestId, reason: reason ?? null, acceptedFeeFils: feeFilsOf(acceptedFeeAed) },
      command,
    );
    return readBack(ctx, requestId, position);
  }

  @Mutation(() => ServiceRequest, {
    description:
      "Admins: take an accepted job back from a captain who abandoned it, with a reason. The captain is released and dispatch offers the job to another captain.",
  })
  async reassignJob(
    @Arg("requestId", () => ID, { description: "An accepted job." }) requestId: string,
    @Arg("reason", () => String, {
      description: "Why the job is taken back; kept in the request's timeline.",
    })
    reason: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ServiceRequest> {
    const { command } = await visibleTo(ctx, requestId, ["admin"]);
    const { position } = await reassignJob(ctx.services.commands)({ requestId, reason }, command);
    return readBack(ctx, requestId, position);
  }

  @Mutation(() => ServiceRequest, {
    description:
      "Spec §2.9: rate 1 to 5 with an optional comment (at most 500 characters), once per side, after completion.",
  })
  async postReview(
    @Arg("requestId", () => ID, { description: "A completed job of the caller's." }) requestId: string,
    @Arg("rating", () => Int, { description: "Stars, a whole number from 1 to 5." }) rating: number,
    @Ctx() ctx: GraphqlContext,
    @Arg("comment", () => String, {
      nullable: true,
      description: "At most 500 characters; empty counts as none.",
    })
    comment?: string | null,
  ): Promise<ServiceRequest> {
    const { command } = await visibleTo(ctx, requestId, ["customer", "provider"]);
    // Spec §5: an empty comment becomes null.
    const trimmed = comment?.trim() ? comment.trim() : null;
    const { position } = await postReview(ctx.services.commands)(
      { requestId, rating, comment: trimmed },
      command,
    );
    return readBack(ctx, requestId, position);
  }
}

/** Someone who cannot see the request learns nothing about it, not even that it exists (REST does the same). */
async function visibleTo(
  ctx: GraphqlContext,
  requestId: string,
  roles?: readonly Principal["role"][],
): Promise<ReturnType<typeof actingAs>> {
  const acting = actingAs(ctx, roles);
  requireVisibleRequest(acting.principal, await byId(ctx.services.sql, requestId), requestId);
  return acting;
}

/** The confirmed fee in fils; a figure that is not whole fils is refused naming the argument. */
function feeFilsOf(acceptedFeeAed: number | null | undefined): number | null {
  if (acceptedFeeAed === null || acceptedFeeAed === undefined) return null;
  if (!Number.isFinite(acceptedFeeAed) || acceptedFeeAed < 0)
    throw new DomainError("bad_input", "input.aedZeroOrMore", { field: "acceptedFeeAed" }, "acceptedFeeAed");
  const fils = aedToFils(acceptedFeeAed);
  if (Math.abs(fils - acceptedFeeAed * 100) > 1e-6)
    throw new DomainError("bad_input", "input.twoDecimals", { field: "acceptedFeeAed" }, "acceptedFeeAed");
  return fils;
}

async function readBack(
  ctx: GraphqlContext,
  requestId: string,
  position: Position | null,
): Promise<ServiceRequest> {
  // The answer and the caller's history read request_history; other screens follow by subscription.
  const view = await afterWrite(ctx, position, [REQUEST_HISTORY], () => byId(ctx.services.sql, requestId));
  if (!view)
    throw new DomainError("not_found", "resource.notReadableYet", { resource: "Request", id: requestId });
  return view;
}
