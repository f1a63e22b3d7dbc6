import type { FastifyInstance } from "fastify";
import type { AppMetrics } from "../metrics/appMetrics";

/** The latency of every request, by route pattern; the series are served by metricsServer.ts. */
export function observeHttpDurations(app: FastifyInstance, metrics: AppMetrics) {
  app.addHook("onResponse", async (request, reply) => {
    // The route pattern, not the URL: ids in paths would make a label per request.
    const route = request.routeOptions.url ?? "unmatched";
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
