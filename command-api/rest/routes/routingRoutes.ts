import type { Router } from "../../../domain/ports/router";
import { type AddressRateLimit, admitOrRefuse } from "../http/addressRateLimit";
import { publicRoute, type RestRoute } from "../http/restRoute";
import { RouteQuerySchema, RouteSchema } from "../schemas/routingSchemas";

/** Routes per client address per minute: a tracking screen re-routes about once a minute, a
 * captain's map twice per job; this leaves room for many people behind one address (an office NAT). */
export const ROUTES_PER_ADDRESS = { perWindow: 120, windowMs: 60_000 };

/**
 * GET /api/routes, for anyone (the family-share page draws routes too): road distance, duration
 * and line between two points, from the configured router or the straight-line estimate. Limited
 * per client address, since each call may reach an outside routing server.
 */
export function routingRoutes(deps: { router: Router; routeLimit: AddressRateLimit }): RestRoute[] {
  return [
    publicRoute({
      method: "GET",
      path: "/api/routes",
      operationId: "getRoute",
      summary:
        "A driving route between two points (road distance, duration, line); approximate without a router",
      tag: "Maps",
      query: RouteQuerySchema,
      response: RouteSchema,
      errors: [400, 429],
      async handle({ query, request }) {
        admitOrRefuse(deps.routeLimit, request.ip, "rateLimit.routeRequests");
        return deps.router.route({ from: query.from, to: query.to, preference: query.preference });
      },
    }),
  ];
}
