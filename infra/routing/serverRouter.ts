import type { Route, RoutePreference, RouteQuery, Router } from "../../domain/ports/router";
import { estimateRoute } from "../../domain/rules/routeEstimate";
import { osrmRoute } from "./osrmRoute";
import { valhallaRoute } from "./valhallaRoute";

export type RouterKind = "osrm" | "valhalla";

/** The part of the logger the router uses: a route that fell back is a warning, not an error. */
export interface RouterLog {
  warn(details: object, message: string): void;
}

export interface ServerRouterOptions {
  kind: RouterKind;
  /** The server's base URL (ROUTER_URL), e.g. http://localhost:5000 for OSRM, :8002 for Valhalla. */
  url: string;
  /** A route slower than this is given up for the estimate (ROUTER_TIMEOUT_MS). */
  timeoutMs: number;
  log: RouterLog;
}

const FETCHERS: Record<RouterKind, (url: string, query: RouteQuery, signal: AbortSignal) => Promise<Route>> =
  {
    osrm: osrmRoute,
    valhalla: valhallaRoute,
  };

/**
 * A router backed by an OSRM or Valhalla server. When the server is slow, down, or finds no road,
 * the answer is the straight-line estimate (marked approximate) and the reason is logged, so a
 * screen never waits on it for longer than the time-out. Only the caller's own abort is thrown.
 */
export function serverRouter(options: ServerRouterOptions): Router {
  const fetchRoute = FETCHERS[options.kind];
  const preferences: readonly RoutePreference[] = ["fastest", "shortest"];
  return {
    preferences,
    async route(query) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = query.signal ? AbortSignal.any([query.signal, timeout]) : timeout;
      try {
        return await fetchRoute(options.url, query, signal);
      } catch (error) {
        if (query.signal?.aborted) throw query.signal.reason ?? error;
        options.log.warn(
          {
            router: options.kind,
            reason: timeout.aborted ? `no answer within ${options.timeoutMs} ms` : String(error),
            preference: query.preference,
          },
          "routing server unavailable: answered with the straight-line estimate",
        );
        return estimateRoute(query.from, query.to);
      }
    },
  };
}
