import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { routeOf } from "../../../projections/read-models/request-route/queries";
import type { GraphqlContext } from "../../context/graphqlContext";
import { liveTrackingOf } from "./liveTrackingOf";
import { ServiceRequest } from "./requestTypes";
import { LiveTrackingView, RoutePointView } from "./trackingTypes";

/** Live tracking and the recorded route of a request (whoever may read the request may read these). */
@Resolver(() => ServiceRequest)
export class TrackingFieldsResolver {
  @FieldResolver(() => LiveTrackingView, {
    nullable: true,
    description:
      "While the job is accepted or in progress: remaining km, ETA, speed, progress and status, from the captain's " +
      "latest reported position (or the route's latest point) and the route's first point. Null otherwise.",
  })
  tracking(@Root() request: ServiceRequest, @Ctx() ctx: GraphqlContext): Promise<LiveTrackingView | null> {
    return liveTrackingOf(ctx.services, request);
  }

  @FieldResolver(() => [RoutePointView], {
    description: "The captain's recorded route for this job, oldest first: for replaying it on a map.",
  })
  route(@Root() request: ServiceRequest, @Ctx() ctx: GraphqlContext): Promise<RoutePointView[]> {
    return routeOf(ctx.services.sql, request.id);
  }
}
