import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Principal } from "../../command-api/auth/principal";
import { sessionTokenFromCookieHeader } from "../../command-api/auth/sessionCookie";
import type { GraphqlContext } from "./graphqlContext";
import type { GraphqlServices } from "./graphqlServices";
import { createLoaders } from "./loaders";
import { sessionCookieJar } from "./sessionCookieJar";

/** The context of a query or mutation over HTTP: the session cookie says who calls. */
export async function httpContext(
  services: GraphqlServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<GraphqlContext> {
  const token = sessionTokenFromCookieHeader(request.headers.cookie);
  return {
    services,
    principal: token ? await services.sessions.principalOf(token) : null,
    // The request id doubles as the correlation id, as on the REST facade.
    correlationId: request.id,
    clientAddress: request.ip,
    loaders: createLoaders(services.sql),
    cookies: sessionCookieJar(request, reply, token),
  };
}

/** Who a WebSocket's upgrade request belongs to (checked once in `onConnect`, and again per operation). */
export async function principalOfUpgrade(
  services: GraphqlServices,
  request: IncomingMessage,
): Promise<Principal | null> {
  const token = sessionTokenFromCookieHeader(request.headers.cookie);
  return token ? services.sessions.principalOf(token) : null;
}

/** The context of one operation on a WebSocket; the session is looked up again so a logout takes effect. */
export async function socketContext(
  services: GraphqlServices,
  request: IncomingMessage,
): Promise<GraphqlContext> {
  return {
    services,
    principal: await principalOfUpgrade(services, request),
    correlationId: randomUUID(),
    clientAddress: request.socket.remoteAddress ?? "unknown",
    loaders: createLoaders(services.sql, { cache: false }),
    cookies: null,
  };
}
