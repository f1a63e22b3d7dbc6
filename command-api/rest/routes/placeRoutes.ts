import type { Geocoder } from "../../../domain/ports/geocoder";
import { DEFAULT_LOCATION } from "../../../domain/rules/emirates";
import { AddressRateLimit, type AddressRateLimits, admitOrRefuse } from "../http/addressRateLimit";
import { publicRoute, type RestRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import {
  PlaceReverseQuery,
  PlaceReverseResult,
  PlaceSearchQuery,
  PlaceSearchResult,
} from "../schemas/placeSchemas";

const TAG = "Places";

/**
 * Search-as-you-type sends a call every few hundred milliseconds while someone types; 120 a minute
 * is several people's worth from one address, and keeps a configured geocoding server's limits safe.
 */
export const DEFAULT_PLACE_LOOKUP_LIMITS: AddressRateLimits = { perWindow: 120, windowMs: 60_000 };

const DEFAULT_LIMIT = 8;

export function placeRoutes(
  ctx: Pick<RestContext, "commands"> & { geocoder: Geocoder; placeLookupLimits?: AddressRateLimits },
): RestRoute[] {
  const limit = new AddressRateLimit(
    ctx.commands.clock,
    ctx.placeLookupLimits ?? DEFAULT_PLACE_LOOKUP_LIMITS,
  );
  const admit = (address: string) => admitOrRefuse(limit, address, "rateLimit.placeLookups");
  // A request that goes away (the customer typed on) cancels its look-up at the geocoding server.
  // (The response's "close" before it finished: the request's own "close" fires once its body is read.)
  function abortedWith(reply: { raw: NodeJS.WritableStream & { writableFinished: boolean } }): AbortSignal {
    const controller = new AbortController();
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    return controller.signal;
  }

  return [
    publicRoute({
      method: "GET",
      path: "/api/places/search",
      operationId: "searchPlaces",
      summary:
        "Places in the UAE matching the text (typos allowed), nearest to `near` among equal matches; built-in gazetteer or the configured geocoding server",
      tag: TAG,
      query: PlaceSearchQuery,
      response: PlaceSearchResult,
      errors: [400, 429],
      async handle({ query, request, reply }) {
        admit(request.ip);
        const places = await ctx.geocoder.search({
          text: query.q,
          near: query.near ?? DEFAULT_LOCATION,
          limit: query.limit ?? DEFAULT_LIMIT,
          language: query.lang ?? "en",
          signal: abortedWith(reply),
        });
        return { places };
      },
    }),
    publicRoute({
      method: "GET",
      path: "/api/places/reverse",
      operationId: "reversePlace",
      summary:
        "The named place nearest a point (null out at sea or in empty desert), to label a pin or a GPS fix",
      tag: TAG,
      query: PlaceReverseQuery,
      response: PlaceReverseResult,
      errors: [400, 429],
      async handle({ query, request, reply }) {
        admit(request.ip);
        const place = await ctx.geocoder.reverse({
          at: { latitude: query.lat, longitude: query.lng },
          language: query.lang ?? "en",
          signal: abortedWith(reply),
        });
        return { place };
      },
    }),
  ];
}
