import type {} from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import type { Principal } from "../../auth/principal";
import { SESSION_COOKIE } from "../../auth/sessionCookie";
import type { SessionStore } from "../../auth/sessionStore";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in caller behind the session cookie, or null. Set for every /api request. */
    principal: Principal | null;
  }
}

/** Reads the session cookie once per request; routes then decide what the principal may do. */
export function installSessionPrincipal(app: FastifyInstance, sessions: SessionStore): void {
  app.decorateRequest("principal", null);
  app.addHook("onRequest", async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.principal = token ? await sessions.principalOf(token) : null;
  });
}
