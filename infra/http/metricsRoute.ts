import type { FastifyInstance } from "fastify";
import type { AppMetrics } from "../metrics/appMetrics";

/** `/metrics` in the Prometheus text format, and the latency of every other request. */
export function registerMetricsRoute(app: FastifyInstance, metrics: AppMetrics) {
  app.addHook("onResponse", async (request, reply) => {
    // The route pattern, not the URL: ids in paths would make a label per request.
    const route = request.routeOptions.url ?? "unmatched";
    if (route === "/metrics") return;
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get("/metrics", async (_request, reply) => {
    reply.header("content-type", metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
