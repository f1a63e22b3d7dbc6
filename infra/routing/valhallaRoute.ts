import { z } from "zod";
import type { Route, RouteQuery } from "../../domain/ports/router";
import { decodePolyline6 } from "./polyline6";
import { jsonOf, RouteServerError } from "./routeServerError";

const ValhallaReply = z.object({
  trip: z
    .object({
      status: z.number(),
      units: z.string().optional(),
      summary: z.object({ length: z.number().nonnegative(), time: z.number().nonnegative() }),
      legs: z.array(z.object({ shape: z.string() })).min(1),
    })
    .optional(),
  error: z.string().optional(),
  error_code: z.number().optional(),
});

/**
 * One route from a Valhalla server's `/route` action (JSON POST), driving (`costing: auto`);
 * "shortest" sets the auto costing's `shortest` option, which weighs distance only. Lengths are
 * asked for in kilometres; each leg's shape is a polyline at precision 6.
 */
export async function valhallaRoute(baseUrl: string, query: RouteQuery, signal: AbortSignal): Promise<Route> {
  const request = {
    locations: [
      { lat: query.from.latitude, lon: query.from.longitude },
      { lat: query.to.latitude, lon: query.to.longitude },
    ],
    costing: "auto",
    ...(query.preference === "shortest" ? { costing_options: { auto: { shortest: true } } } : {}),
    units: "kilometers",
    directions_type: "none",
  };
  const response = await fetch(`${baseUrl.replace(/\/+$/, "")}/route`, {
    method: "POST",
    signal,
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(request),
  });
  const body = ValhallaReply.safeParse(await jsonOf(response, "Valhalla"));
  if (!body.success) throw new RouteServerError(`Valhalla answered ${response.status} in an unknown shape`);
  const trip = body.data.trip;
  if (!response.ok || !trip || trip.status !== 0) {
    const code = body.data.error_code === undefined ? "" : ` ${body.data.error_code}`;
    throw new RouteServerError(
      `Valhalla answered ${response.status}${code}${body.data.error ? `: ${body.data.error}` : ""}`,
    );
  }
  if (trip.units !== undefined && trip.units !== "kilometers") {
    throw new RouteServerError(`Valhalla answered in ${trip.units}, not the kilometers asked for`);
  }
  // Legs join end to start: drop each later leg's first point, the previous leg's last.
  const line = trip.legs.flatMap((leg, i) => decodePolyline6(leg.shape).slice(i === 0 ? 0 : 1));
  if (line.length < 2) throw new RouteServerError("Valhalla answered a route line of fewer than two points");
  return {
    distanceMeters: Math.round(trip.summary.length * 1000),
    durationSeconds: Math.round(trip.summary.time),
    line,
    approximate: false,
    source: "valhalla",
  };
}
