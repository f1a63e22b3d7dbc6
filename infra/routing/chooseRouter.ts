import type { Router, RoutingCapabilities } from "../../domain/ports/router";
import { straightLineRouter } from "../../domain/rules/routeEstimate";
import type { RouterConfig } from "../config/routerConfig";
import { type RouterLog, serverRouter } from "./serverRouter";

export type { RoutingCapabilities };

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
