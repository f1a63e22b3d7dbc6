import { Arg, ID, Resolver, Root, Subscription } from "type-graphql";
import { requireRole, requireSignedIn } from "../../../command-api/auth/policy/identityPolicy";
import { canSeeRequest, requireVisibleRequest } from "../../../command-api/auth/policy/requestPolicy";
import type { Principal } from "../../../command-api/auth/principal";
import type { LiveBus } from "../../../domain/ports/liveBus";
import { PROVIDER_REQUEST_CHANGED_TOPIC } from "../../../projections/read-models/provider-dashboard/projection";
import {
  REQUEST_CHANGED_TOPIC,
  type RequestChangedPayload,
} from "../../../projections/read-models/request-history/projection";
import { byId, type ServiceRequestView } from "../../../projections/read-models/request-history/queries";
import type { GraphqlContext } from "../../context/graphqlContext";
import { requireAccessStill } from "../../live/accessEnded";
import { checkedIterator, guardedSubscribe } from "../../live/guardedSubscribe";
import { liveIterator } from "../../live/liveIterator";
import { JobOfferKindValue } from "../../schema/enums";
import { JobOffer } from "./jobOfferTypes";
import { ServiceRequest } from "./requestTypes";

interface DashboardRowChange {
  providerId: string;
  requestId: string;
  status: string;
}

const onTopic =
  <T>(bus: LiveBus, topic: string) =>
  (push: (payload: T) => void) =>
    bus.subscribe(topic, (payload) => push(payload as T));

/** The request as it is after a change: read once per change, shared by everyone it concerns. */
function currentView(
  ctx: GraphqlContext,
  change: object,
  requestId: string,
): Promise<ServiceRequestView | null> {
  return ctx.services.sharedReads.read(change, `request:${requestId}`, () =>
    byId(ctx.services.sql, requestId),
  );
}

/** Each delivery is checked again: a provider whose offer was withdrawn stops seeing the request. */
async function visibleView(ctx: GraphqlContext, principal: Principal, change: object, requestId: string) {
  const view = await currentView(ctx, change, requestId);
  return view && canSeeRequest(principal, view) ? view : undefined;
}

/**
 * The request as it is after a change, for a subscriber who subscribed to this one request: one who may no
 * longer see it (an offer declined, withdrawn or taken by another) gets FORBIDDEN and the subscription ends.
 */
async function stillVisibleView(
  ctx: GraphqlContext,
  principal: Principal,
  change: object,
  requestId: string,
): Promise<ServiceRequestView> {
  const view = await currentView(ctx, change, requestId);
  return requireAccessStill({ resource: "Request", id: requestId }, () =>
    requireVisibleRequest(principal, view, requestId),
  );
}

/** Live request status for tracking, history and the provider's offers (spec §7 request_update, new_request). */
@Resolver()
export class RequestSubscriptionResolver {
  @Subscription(() => ServiceRequest, {
    description:
      "One request as it is now, then after every change, for whoever may see it (others: NOT_FOUND). " +
      "The first message also tells the client the subscription is live: nothing after it is missed. " +
      "Access is checked on every delivery: once the caller may no longer see the request, FORBIDDEN ends it.",
    subscribe: guardedSubscribe<{ requestId: string }>(async ({ requestId }, ctx) => {
      const principal = requireSignedIn(ctx.principal);
      let push: (change: { requestId: string }) => void = () => {};
      const iterator = liveIterator<{ requestId: string }, ServiceRequestView>(
        (pushTo) => {
          push = pushTo;
          return ctx.services.liveBus.subscribe(REQUEST_CHANGED_TOPIC, (change) =>
            pushTo(change as RequestChangedPayload),
          );
        },
        {
          filter: (change) => change.requestId === requestId,
          map: (change) => stillVisibleView(ctx, principal, change, requestId),
          onError: ctx.services.onBackgroundError,
        },
      );
      await checkedIterator(iterator, async () => {
        requireVisibleRequest(principal, await byId(ctx.services.sql, requestId), requestId);
      });
      // A fresh object: this subscriber's own read of the current state, queued before any later change.
      push({ requestId });
      return iterator;
    }),
  })
  requestUpdated(
    @Root() request: ServiceRequest,
    @Arg("requestId", () => ID, { description: "The request to follow." }) _requestId: string,
  ): ServiceRequest {
    return request;
  }

  @Subscription(() => ServiceRequest, {
    description: "Changes of the caller's requests: a customer's bookings, or the jobs a provider holds.",
    subscribe: guardedSubscribe<Record<string, never>>(async (_args, ctx) => {
      const principal = requireRole(ctx.principal, ["customer", "provider"]);
      const mine = (change: RequestChangedPayload) =>
        principal.role === "customer"
          ? change.customerId === principal.userId
          : change.providerId === principal.userId;
      return liveIterator<RequestChangedPayload, ServiceRequestView>(
        onTopic(ctx.services.liveBus, REQUEST_CHANGED_TOPIC),
        {
          filter: mine,
          map: (change) => visibleView(ctx, principal, change, change.requestId),
          onError: ctx.services.onBackgroundError,
        },
      );
    }),
  })
  myRequests(@Root() request: ServiceRequest): ServiceRequest {
    return request;
  }

  @Subscription(() => JobOffer, {
    description: "Providers: jobs offered to them that they can take now, and offers of theirs that closed.",
    subscribe: guardedSubscribe<Record<string, never>>(async (_args, ctx) => {
      const principal = requireRole(ctx.principal, ["provider"]);
      return liveIterator<DashboardRowChange, JobOffer>(
        onTopic(ctx.services.liveBus, PROVIDER_REQUEST_CHANGED_TOPIC),
        {
          filter: (change) => change.providerId === principal.userId,
          map: async (change) => {
            const kind =
              change.status === "pending"
                ? JobOfferKindValue.OFFERED
                : change.status === "withdrawn"
                  ? JobOfferKindValue.WITHDRAWN
                  : undefined;
            if (kind === undefined) return undefined;
            const request = (await visibleView(ctx, principal, change, change.requestId)) ?? null;
            return { kind, requestId: change.requestId, request };
          },
          onError: ctx.services.onBackgroundError,
        },
      );
    }),
  })
  jobOffers(@Root() offer: JobOffer): JobOffer {
    return offer;
  }
}
