import { z } from "zod";

/** How a process takes part in a deployment (README "Deploy"): its role, proxies, readiness. */
export const DeployEnv = {
  /** all: one process does everything; api: HTTP/GraphQL/WebSockets only; worker: projections, dispatch, simulator. */
  ROLE: z.enum(["all", "api", "worker"]).default("all"),
  /**
   * Whom to believe about the client's address (X-Forwarded-For): "false" (nobody), "true" (any
   * proxy), a hop count, or comma-separated addresses/CIDRs of the load balancers.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((text, ctx): boolean | number | string[] => {
      if (text === "false" || text === "0") return false;
      if (text === "true") return true;
      if (/^[1-9][0-9]?$/.test(text)) return Number(text);
      const entries = text.split(",").map((part) => part.trim());
      if (entries.every((entry) => /^[0-9a-fA-F.:]+(\/[0-9]{1,3})?$/.test(entry))) return entries;
      ctx.addIssue({
        code: "custom",
        message: "must be true, false, a hop count (1-99) or comma-separated proxy addresses/CIDRs",
      });
      return z.NEVER;
    }),
  /** /readyz answers 503 while any projection is more than this many events behind the store. */
  READY_MAX_LAG_EVENTS: z.coerce.number().int().min(0).max(100_000_000).default(5000),
  /** After SIGTERM, how long /readyz reports draining before the server stops accepting. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** Where GET /metrics is served: its own port, never the public one; unset, nowhere (0: any free port). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** The interface of METRICS_PORT: loopback unless Prometheus scrapes from elsewhere (a container network). */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
};

type ParsedDeployEnv = z.output<z.ZodObject<typeof DeployEnv>>;

export interface DeployConfig {
  role: "all" | "api" | "worker";
  trustProxy: boolean | number | string[];
  readyMaxLagEvents: number;
  shutdownDrainMs: number;
  /** /metrics on this port and interface, or nowhere. */
  metrics: { port: number; host: string } | null;
}

export function deployConfigOf(env: ParsedDeployEnv): DeployConfig {
  return {
    role: env.ROLE,
    trustProxy: env.TRUST_PROXY,
    readyMaxLagEvents: env.READY_MAX_LAG_EVENTS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    metrics: env.METRICS_PORT === undefined ? null : { port: env.METRICS_PORT, host: env.METRICS_HOST },
  };
}
