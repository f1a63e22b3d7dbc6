import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** A year, the figure browsers' HSTS preload lists ask for. */
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The Content-Security-Policy of the web app and every answer: only our own scripts, no framing
 * (clickjacking), no plugins. What the built app needs beyond 'self': inline styles (Chakra's
 * emotion injects <style> elements), blob:/data: images and blob: workers (maplibre, deck.gl),
 * and the map's style and tile hosts (MAP_ORIGINS and the style URLs). WebSockets to our own host
 * are covered by 'self' (CSP 3: 'self' matches ws:/wss: of the same host).
 */
export function contentSecurityPolicy(mapOrigins: readonly string[]): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...mapOrigins],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...mapOrigins],
    "worker-src": ["'self'", "blob:"],
  };
}

/**
 * @fastify/helmet on every answer: CSP, `nosniff`, a referrer policy, no framing. HSTS is sent only
 * on a request that came over TLS (directly, or per a trusted proxy's X-Forwarded-Proto): on plain
 * http it would be ignored at best, and would pin a development host to https at worst.
 */
export async function registerSecurityHeaders(
  http: FastifyInstance,
  options: { mapOrigins: readonly string[] },
): Promise<void> {
  await http.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(options.mapOrigins),
    },
    // The origin, never the path, to other sites: share links carry their token in the path, and
    // tile hosts that restrict API keys by referrer still see which site asks.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: false,
  });
  http.addHook("onSend", async (request, reply) => {
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
}
