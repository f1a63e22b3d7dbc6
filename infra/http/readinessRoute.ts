import type { FastifyInstance } from "fastify";

export interface ReadinessReport {
  ready: boolean;
  /** Why not, in words an operator can act on; empty when ready. */
  reasons: string[];
  checks: Record<string, unknown>;
}

/**
 * Readiness, apart from liveness (`/healthz`): 200 only while this node can serve correct answers
 * now (stores reachable, read models close enough to the store). A load balancer takes a node out
 * while it answers 503 and back when it recovers; nothing restarts it.
 */
export function registerReadinessRoute(app: FastifyInstance, readiness: () => Promise<ReadinessReport>) {
  app.get("/readyz", async (_request, reply) => {
    const report = await readiness();
    return reply.code(report.ready ? 200 : 503).send(report);
  });
}
