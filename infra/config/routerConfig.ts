import { z } from "zod";

/** Routing: its environment variables (README "Configuration"). Unset ROUTER_URL: the straight-line estimate. */
export const RouterEnv = {
  /** An OSRM or Valhalla server's base URL (public or self-hosted). */
  ROUTER_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /** Which of the two ROUTER_URL speaks; required with it. */
  ROUTER_KIND: z.enum(["osrm", "valhalla"]).optional(),
  /** How long a route may take before the estimate answers instead. */
  ROUTER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2500),
};

interface ParsedRouterEnv {
  ROUTER_URL?: string | undefined;
  ROUTER_KIND?: "osrm" | "valhalla" | undefined;
  ROUTER_TIMEOUT_MS: number;
}

export interface RouterConfig {
  router: {
    /** null: no routing server, the straight-line estimate answers. */
    server: { url: string; kind: "osrm" | "valhalla" } | null;
    timeoutMs: number;
  };
}

/** The cross-variable rule; null when the variables agree. */
export function routerConfigProblem(env: Omit<ParsedRouterEnv, "ROUTER_TIMEOUT_MS">): string | null {
  if (env.ROUTER_URL !== undefined && env.ROUTER_KIND === undefined)
    return "ROUTER_KIND: is required with ROUTER_URL (osrm or valhalla)";
  if (env.ROUTER_URL === undefined && env.ROUTER_KIND !== undefined)
    return "ROUTER_URL: is required with ROUTER_KIND (the server's base URL)";
  return null;
}

export function routerConfigOf(env: ParsedRouterEnv): RouterConfig {
  return {
    router: {
      server:
        env.ROUTER_URL !== undefined && env.ROUTER_KIND !== undefined
          ? { url: env.ROUTER_URL, kind: env.ROUTER_KIND }
          : null,
      timeoutMs: env.ROUTER_TIMEOUT_MS,
    },
  };
}
