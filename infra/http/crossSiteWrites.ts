import type { FastifyInstance } from "fastify";
import { errorBody } from "../../command-api/rest/http/errorBody";
import type { OriginPolicy } from "./originPolicy";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cross-site request forgery: a page on another site can make the browser send a form or a
 * `fetch` with the user's session cookie. Every unsafe method (REST and GraphQL alike) from
 * another site's Origin, or marked `Sec-Fetch-Site: cross-site`, is refused 403 before it runs.
 */
export function refuseCrossSiteWrites(http: FastifyInstance, origins: OriginPolicy): void {
  http.addHook("onRequest", async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const refusal = origins.refusesWrite(request.headers);
    if (refusal) return reply.code(403).send(errorBody(refusal));
  });
}
