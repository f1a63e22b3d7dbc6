import { Arg, ID, Resolver, Root, Subscription } from "type-graphql";
import { requireSignedIn } from "../../../command-api/auth/policy/identityPolicy";
import { requireVisibleRequest } from "../../../command-api/auth/policy/requestPolicy";
import {
  REQUEST_CHANGED_TOPIC,
  type RequestChangedPayload,
} from "../../../projections/read-models/request-history/projection";
import { byId, type ServiceRequestView } from "../../../projections/read-models/request-history/queries";
import { requireAccessStill } from "../../live/accessEnded";
import { guardedSubscribe } from "../../live/guardedSubscribe";
import { liveIterator } from "../../live/liveIterator";
import { ServiceRequest } from "./requestTypes";

/** Why a new message goes out: the request changed, or its captain reported a position. */
type TrackingChange = { readonly kind: "request" | "position" };

/**
 * Live tracking for one request: the request as it is now, then again after every change of the
 * request and every position its captain reports, so `tracking` (remaining km, ETA, speed, progress,
 * status) and the captain's position reach the customer's screen as the server computes them.
 */
@Resolver()
export class TrackingSubscriptionResolver {
  @Subscription(() => ServiceRequest, {
    description:
      "One request as it is now, then after every change of it and every position its captain reports: " +
      "select `tracking` for the live status, ETA, distance, speed and progress (others: NOT_FOUND). " +
      "Once the caller may no longer see the request, FORBIDDEN ends it.",
    subscribe: guardedSubscribe<{ requestId: string }>(async ({ requestId }, ctx) => {
      const principal = requireSignedIn(ctx.principal);
      const initial = await byId(ctx.services.sql, requestId);
      requireVisibleRequest(principal, initial, requestId);
      // Whose positions matter can change (dispatch assigns a captain); every read refreshes it.
      let providerId = initial?.providerId ?? null;
      let push: (change: TrackingChange) => void = () => {};
      const iterator = liveIterator<TrackingChange, ServiceRequestView>(
        (pushTo) => {
          push = pushTo;
          const offRequest = ctx.services.liveBus.subscribe(REQUEST_CHANGED_TOPIC, (payload) => {
            if ((payload as RequestChangedPayload).requestId === requestId) pushTo({ kind: "request" });
          });
          const offPosition = ctx.services.livePositions.onPosition((position) => {
            if (providerId !== null && position.userId === providerId) pushTo({ kind: "position" });
          });
          return () => {
            offRequest();
            offPosition();
          };
        },
        {
          map: async () => {
            const current = await byId(ctx.services.sql, requestId);
            // Checked on every delivery: a captain whose offer ended stops following the customer.
            const view = await requireAccessStill({ resource: "Request", id: requestId }, () =>
              requireVisibleRequest(principal, current, requestId),
            );
            providerId = view.providerId;
            return view;
          },
          // Positions arrive faster than a slow client reads: only the newest few matter.
          maxQueued: 5,
          onError: ctx.services.onBackgroundError,
        },
      );
      push({ kind: "request" });
      return iterator;
    }),
  })
  trackingUpdated(
    @Root() request: ServiceRequest,
    @Arg("requestId", () => ID, { description: "The request whose captain to follow." }) _requestId: string,
  ): ServiceRequest {
    return request;
  }
}
