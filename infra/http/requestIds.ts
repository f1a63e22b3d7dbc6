import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import { v7 } from "uuid";
import { pooledRandom16 } from "../runtime/pooledRandom";

/** What a caller (or the load balancer) may pass as the id of its request: short, printable, no spaces. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const HEADERS = ["x-request-id", "x-correlation-id"] as const;

/**
 * The request's id: the caller's X-Request-Id / X-Correlation-Id when it looks like an id, else a new
 * UUIDv7. It is the log's `reqId` and the correlation id of the events its command appends.
 */
export function requestIdOf(request: IncomingMessage): string {
  for (const header of HEADERS) {
    const value = request.headers[header];
    if (typeof value === "string" && ACCEPTABLE_ID.test(value)) return value;
  }
  return v7({ random: pooledRandom16() });
}

/** Tells the caller its request id, so a support ticket can quote it. */
export function echoRequestIds(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
}
