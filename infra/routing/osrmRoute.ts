import { z } from "zod";
import type { Route, RouteQuery } from "../../domain/ports/router";
import { jsonOf, RouteServerError } from "./routeServerError";

const OsrmReply = z.object({
  code: z.string(),
  message: z.string().optional(),
  routes: z
    .array(
      z.object({
        distance: z.number().nonnegative(),
        duration: z.number().nonnegative(),
        geometry: z.object({
          type: z.literal("LineString"),
          coordinates: z.array(z.tuple([z.number(), z.number()])).min(2),
        }),
      }),
    )
    .optional(),
});

/**
 * One route from an OSRM server's `/route/v1/driving` service (the HTTP API of OSRM 5). OSRM has
 * no "shortest" switch: it is asked for alternatives and the one with the least distance is taken;
 * "fastest" is its first route, the one its weights rank best.
 */
export async function osrmRoute(baseUrl: string, query: RouteQuery, signal: AbortSignal): Promise<Route> {
  const points = `${query.from.longitude},${query.from.latitude};${query.to.longitude},${query.to.latitude}`;
  const url = `${baseUrl.replace(/\/+$/, "")}/route/v1/driving/${points}?overview=full&geometries=geojson&alternatives=true`;
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  const body = OsrmReply.safeParse(await jsonOf(response, "OSRM"));
  if (!body.success) throw new RouteServerError(`OSRM answered ${response.status} in an unknown shape`);
  const routes = body.data.routes ?? [];
  if (body.data.code !== "Ok" || routes.length === 0) {
    throw new RouteServerError(
      `OSRM answered ${response.status} ${body.data.code}${body.data.message ? `: ${body.data.message}` : ""}`,
    );
  }
  const chosen =
    query.preference === "shortest"
      ? routes.reduce((best, route) => (route.distance < best.distance ? route : best))
      : routes[0]!;
  return {
    distanceMeters: Math.round(chosen.distance),
    durationSeconds: Math.round(chosen.duration),
    line: chosen.geometry.coordinates,
    approximate: false,
    source: "osrm",
  };
}
