import { useEffect, useState } from "react";
import { apiRequest } from "../../shared/api";
import { ROUTE_PREFERENCES, type RoutePreference, type RoutingCapabilities } from "./routeTypes";

/** What a server without a router (or one that cannot be asked) offers: estimates, fastest only. */
export const ESTIMATE_ONLY: RoutingCapabilities = { approximate: true, preferences: ["fastest"] };

/** Reads `routing` out of `/api/map/config`; anything unexpected counts as the estimate only. */
export function readRoutingCapabilities(answer: unknown): RoutingCapabilities {
  const routing = (answer as { routing?: unknown } | null)?.routing as
    | { approximate?: unknown; preferences?: unknown }
    | undefined;
  if (!routing || typeof routing.approximate !== "boolean" || !Array.isArray(routing.preferences))
    return ESTIMATE_ONLY;
  const preferences = ROUTE_PREFERENCES.filter((p) => (routing.preferences as unknown[]).includes(p));
  return {
    approximate: routing.approximate,
    preferences: preferences.length > 0 ? preferences : (["fastest"] satisfies RoutePreference[]),
  };
}

/** The server's routing capabilities (run-time, from /api/map/config); the estimate's until it answers. */
export function useRoutingCapabilities(): RoutingCapabilities {
  const [capabilities, setCapabilities] = useState<RoutingCapabilities>(ESTIMATE_ONLY);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<unknown>("GET", "/api/map/config", undefined, { signal: controller.signal }).then(
      (answer) => setCapabilities(readRoutingCapabilities(answer)),
      () => {},
    );
    return () => controller.abort();
  }, []);
  return capabilities;
}
