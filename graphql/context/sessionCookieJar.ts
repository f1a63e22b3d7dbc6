import type { FastifyReply, FastifyRequest } from "fastify";
import {
  isHttps,
  SESSION_COOKIE,
  type SessionCookieOptions,
  sessionCookieOptions,
} from "../../command-api/auth/sessionCookie";

/** Sets and clears the session cookie on the HTTP answer of a login, register or logout mutation. */
export interface SessionCookieJar {
  /** The session token the request came with, if any. */
  readonly token: string | null;
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/**
 * Writes Set-Cookie itself rather than through `reply.setCookie`: that exists only where @fastify/cookie is
 * registered, which is the REST facade's business. Name and attributes come from the facade's own module.
 */
export function sessionCookieJar(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string | null,
): SessionCookieJar {
  const secure = isHttps(request.headers, request.protocol === "https");
  return {
    token,
    set(value, expiresAt) {
      reply.header("set-cookie", setCookie(value, sessionCookieOptions(secure, expiresAt)));
    },
    clear() {
      reply.header("set-cookie", setCookie("", { ...sessionCookieOptions(secure), expires: new Date(0) }));
    },
  };
}

function setCookie(value: string, options: SessionCookieOptions): string {
  const parts = [`${SESSION_COOKIE}=${encodeURIComponent(value)}`, `Path=${options.path}`];
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.httpOnly) parts.push("HttpOnly");
  parts.push("SameSite=Lax");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}
