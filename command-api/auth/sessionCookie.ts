import type { IncomingHttpHeaders } from "node:http";

/** The browser sends it with `credentials: include`; JavaScript never sees it (httpOnly). */
export const SESSION_COOKIE = "roadside_session";

export interface SessionCookieOptions {
  path: "/";
  httpOnly: true;
  /** Lax: sent on top-level navigation from elsewhere, never on cross-site POSTs (a CSRF guard). */
  sameSite: "lax";
  secure: boolean;
  expires?: Date;
  maxAge?: number;
}

/**
 * Secure whenever the browser talks https, directly or through a proxy that says so. Trusting
 * x-forwarded-proto here is harmless: a forged "https" only makes the cookie stricter.
 */
export function isHttps(headers: IncomingHttpHeaders, encrypted: boolean): boolean {
  if (encrypted) return true;
  const forwarded = headers["x-forwarded-proto"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim().toLowerCase();
  return first === "https";
}

export function sessionCookieOptions(secure: boolean, expiresAt?: Date): SessionCookieOptions {
  return { path: "/", httpOnly: true, sameSite: "lax", secure, ...(expiresAt ? { expires: expiresAt } : {}) };
}

/** Reads the session token from a raw Cookie header (the /ws upgrade has no Fastify request). */
export function sessionTokenFromCookieHeader(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}
