import { z } from "zod";
import { distanceKm } from "../../../domain/rules/distance";
import { etaMinutes } from "../../../domain/rules/eta";
import { statusText } from "../../../domain/rules/statusText";
import { activeShareByToken } from "../../../projections/read-models/family-shares/queries";
import { FAMILY_SHARES } from "../../../projections/read-models/family-shares/schema";
import { providerById } from "../../../projections/read-models/provider-directory/queries";
import { byId, FINISHED_STATUSES } from "../../../projections/read-models/request-history/queries";
import { requireActingAsSelf } from "../../auth/policy/identityPolicy";
import { requireVisibleRequest } from "../../auth/policy/requestPolicy";
import { shareTrip } from "../../commands/sharingCommands";
import { HttpError } from "../http/httpError";
import { publicRoute, type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import { IdInput } from "../schemas/commonSchemas";
import { ShareBody, ShareCreated, SharedTrip, ShareTokenParams } from "../schemas/sharingSchemas";

const TAG = "Family sharing";
/** One answer for unknown, ended and never-issued links: a link says nothing about other trips. */

export function familySharingRoutes(ctx: RestContext): RestRoute[] {
  return [
    signedInRoute({
      method: "POST",
      path: "/api/family-sharing/{requestId}",
      summary: "Share a live trip with family: returns the token of a public, read-only tracking link",
      tag: TAG,
      roles: ["customer"],
      params: z.object({ requestId: IdInput }),
      body: ShareBody,
      response: ShareCreated,
      errors: [400, 401, 403, 404, 409],
      async handle({ principal, params, body, request }) {
        requireActingAsSelf(principal, body.userId, "userId");
        requireVisibleRequest(principal, await byId(ctx.sql, params.requestId), params.requestId);
        const { userId: _userId, ...share } = body;
        const shared = await shareTrip(ctx.commands)(
          { requestId: params.requestId, ...share },
          ctx.contextOf(principal, request),
        );
        await ctx.settled(shared.position, [FAMILY_SHARES]);
        return {
          shareId: shared.shareId,
          shareToken: shared.shareToken,
          trackingUrl: `/api/family-sharing/track/${shared.shareToken}`,
          trackingPageUrl: `/track/${shared.shareToken}`,
        };
      },
    }),

    publicRoute({
      method: "GET",
      path: "/api/family-sharing/track/{shareToken}",
      summary: "Public tracking data of one shared trip; gone (410) once the job ends",
      tag: TAG,
      params: ShareTokenParams,
      response: SharedTrip,
      errors: [400, 410],
      async handle({ params, reply }) {
        const now = ctx.commands.clock.now();
        const share = await activeShareByToken(ctx.sql, params.shareToken, now);
        const trip = share ? await byId(ctx.sql, share.requestId) : null;
        if (!share || !trip || (FINISHED_STATUSES as readonly string[]).includes(trip.status))
          throw new HttpError(410, "share.linkGone");
        // The link is public: never let a cache hold a trip's position longer than a moment.
        reply.header("cache-control", "no-store");
        const provider = trip.providerId ? await providerById(ctx.sql, trip.providerId) : null;
        const live = trip.providerId ? ctx.livePositions.of(trip.providerId) : null;
        const position = live
          ? { latitude: live.latitude, longitude: live.longitude, at: live.at }
          : provider?.latitude != null && provider.longitude != null
            ? { latitude: provider.latitude, longitude: provider.longitude, at: provider.positionAt }
            : null;
        const pickup = {
          location: trip.pickupLocation,
          latitude: trip.pickupLatitude,
          longitude: trip.pickupLongitude,
        };
        return {
          requestId: trip.id,
          serviceType: trip.serviceType,
          status: trip.status,
          statusText: statusText(trip.status),
          sharedWithName: share.sharedWithName,
          pickup: share.includeLocation ? pickup : null,
          destination:
            share.includeLocation && trip.destination
              ? {
                  location: trip.destination,
                  latitude: trip.destinationLatitude,
                  longitude: trip.destinationLongitude,
                }
              : null,
          provider:
            share.includeProviderDetails && provider
              ? { name: provider.name, phone: provider.phone, rating: provider.rating }
              : null,
          providerPosition: share.includeLocation ? position : null,
          etaMinutes:
            share.includeETA && position && trip.providerId ? etaMinutes(distanceKm(position, pickup)) : null,
          updatedAt: trip.updatedAt,
        };
      },
    }),
  ];
}
