import type { RoutePreference, Router } from "../../domain/ports/router";
import type { RouterConfig } from "../config/routerConfig";
import { type RouterLog, serverRouter } from "./serverRouter";
import { straightLineRouter } from "./straightLineRouter";

/** What the web app is told about routing (`/api/map/config`'s `routing`). */
export interface RoutingCapabilities {
  /** True when routes are the straight-line estimate (no ROUTER_URL): screens say "approx.". */
  readonly approximate: boolean;
  /** The preferences worth offering; one means no choice is shown. */
  readonly preferences: readonly RoutePreference[];
}

/** The configured router (ROUTER_URL + ROUTER_KIND) or the offline estimate. */
export function chooseRouter(config: RouterConfig, log: RouterLog): Router {
  const server = config.router.server;
  return server
    ? serverRouter({ kind: server.kind, url: server.url, timeoutMs: config.router.timeoutMs, log })
    : straightLineRouter;
}

/**
 * The router's capabilities for the map's configuration. A configured server can still fall back
 * to the estimate for one route; that route says so itself (`approximate` on the Route).
 */
export function routingCapabilities(config: RouterConfig, router: Router): () => RoutingCapabilities {
  const capabilities: RoutingCapabilities = {
    approximate: config.router.server === null,
    preferences: router.preferences,
  };
  return () => capabilities;
}
