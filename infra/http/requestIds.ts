import { randomFillSync } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import { v7 } from "uuid";

/** What a caller (or the load balancer) may pass as the id of its request: short, printable, no spaces. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const HEADERS = ["x-request-id", "x-correlation-id"] as const;

/*
 * uuid's v7() asks the OS for 16 random bytes per id: ~8 % of a cached history read's CPU. Every
 * request gets an id, and these ids only need to be unique and time-ordered to the millisecond, so
 * their random bytes come from a pool refilled 4 kB at a time.
 */
const randomPool = Buffer.alloc(4096);
let poolOffset = randomPool.length;

function pooledRandom16(): Uint8Array {
  if (poolOffset + 16 > randomPool.length) {
    randomFillSync(randomPool);
    poolOffset = 0;
  }
  poolOffset += 16;
  return randomPool.subarray(poolOffset - 16, poolOffset);
}

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
