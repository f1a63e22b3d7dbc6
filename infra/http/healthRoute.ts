import type { FastifyInstance } from "fastify";

export interface HealthReport {
  status: "ok";
  role: string;
  eventStore: string;
  projections: Array<{ name: string; version: number; state: string; position: string; lag: number }>;
}

/**
 * Liveness and a summary of where the read models stand. 503 until start-up (migrations,
 * catch-up, seeding) has finished, so a load balancer only sends traffic to a ready node.
 */
export function registerHealthRoute(app: FastifyInstance, health: () => Promise<HealthReport | null>) {
  app.get("/healthz", async (_request, reply) => {
    const report = await health();
    if (!report) return reply.code(503).send({ status: "starting" });
    return report;
  });
}
