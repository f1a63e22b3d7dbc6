import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { liveTracking, type TimedPosition } from "../../../domain/rules/liveTracking";
import { routeEnds, routeOf } from "../../../projections/read-models/request-route/queries";
import type { GraphqlContext } from "../../context/graphqlContext";
import { ServiceRequest } from "./requestTypes";
import { LiveTrackingView, RoutePointView } from "./trackingTypes";

const UNDER_WAY = new Set(["accepted", "in-progress"]);

/** Live tracking and the recorded route of a request (whoever may read the request may read these). */
@Resolver(() => ServiceRequest)
export class TrackingFieldsResolver {
  @FieldResolver(() => LiveTrackingView, {
    nullable: true,
    description:
      "While the job is accepted or in progress: remaining km, ETA, speed, progress and status, from the captain's " +
      "latest reported position (or the route's latest point) and the route's first point. Null otherwise.",
  })
  async tracking(
    @Root() request: ServiceRequest,
    @Ctx() ctx: GraphqlContext,
  ): Promise<LiveTrackingView | null> {
    if (!UNDER_WAY.has(request.status) || request.providerId === null) return null;
    const ends = await routeEnds(ctx.services.sql, request.id);
    const live = ctx.services.livePositions.of(request.providerId);
    const last: TimedPosition | null = ends ? { ...ends.last, at: ends.last.recordedAt } : null;
    const current = live ?? last;
    if (!current) return null;
    const tracking = liveTracking({
      pickup: { latitude: request.pickupLatitude, longitude: request.pickupLongitude },
      current,
      previous: live ? last : null,
      start: ends?.first ?? null,
    });
    return {
      remainingKm: tracking.remainingKm,
      etaMinutes: tracking.etaMinutes,
      speedKmh: tracking.speedKmh,
      progressPercent: tracking.progressPercent,
      status: tracking.status.label,
      phase: tracking.status.phase,
      color: tracking.status.color,
      providerLatitude: current.latitude,
      providerLongitude: current.longitude,
      positionAt: current.at,
    };
  }

  @FieldResolver(() => [RoutePointView], {
    description: "The captain's recorded route for this job, oldest first: for replaying it on a map.",
  })
  route(@Root() request: ServiceRequest, @Ctx() ctx: GraphqlContext): Promise<RoutePointView[]> {
    return routeOf(ctx.services.sql, request.id);
  }
}
