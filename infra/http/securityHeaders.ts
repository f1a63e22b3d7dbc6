import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** A year, the figure browsers' HSTS preload lists ask for. */
const HSTS = "max-age=31536000; includeSubDomains";

/** Which card processor the browser talks to (PAYMENT_PROVIDER). */
export type BrowserPaymentProvider = "test" | "stripe";

/**
 * What Stripe.js needs, per Stripe's CSP guide: its script from js.stripe.com, its card fields and
 * 3-D Secure pages in frames from js.stripe.com and hooks.stripe.com, and its calls to
 * api.stripe.com. Only with PAYMENT_PROVIDER=stripe: the test processor runs in our own origin, so
 * there a third party's script would be allowed for nothing.
 */
const STRIPE_SOURCES = {
  script: ["https://js.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
} as const;

/**
 * The Content-Security-Policy of the web app and every answer: only our own scripts, no framing
 * (clickjacking), no plugins. What the built app needs beyond 'self': inline styles (Chakra's
 * emotion injects <style> elements), blob:/data: images and blob: workers (maplibre, deck.gl),
 * the map's style and tile hosts (MAP_ORIGINS and the style URLs), and with Stripe, Stripe.js's
 * hosts (STRIPE_SOURCES). WebSockets to our own host are covered by 'self' (CSP 3: 'self' matches
 * ws:/wss: of the same host).
 */
export function contentSecurityPolicy(
  mapOrigins: readonly string[],
  paymentProvider: BrowserPaymentProvider,
): Record<string, string[]> {
  const stripe = paymentProvider === "stripe";
  const policy: Record<string, string[]> = {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "script-src": ["'self'", ...(stripe ? STRIPE_SOURCES.script : [])],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...mapOrigins],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...mapOrigins, ...(stripe ? STRIPE_SOURCES.connect : [])],
    "worker-src": ["'self'", "blob:"],
  };
  // Without a frame-src, frames fall back to default-src 'self', which is what the test processor
  // needs (it has no frames); Stripe's card fields and bank pages are frames of its own hosts.
  if (stripe) policy["frame-src"] = ["'self'", ...STRIPE_SOURCES.frame];
  return policy;
}

/**
 * @fastify/helmet on every answer: CSP, `nosniff`, a referrer policy, no framing. HSTS is sent only
 * on a request that came over TLS (directly, or per a trusted proxy's X-Forwarded-Proto): on plain
 * http it would be ignored at best, and would pin a development host to https at worst.
 */
export async function registerSecurityHeaders(
  http: FastifyInstance,
  options: { mapOrigins: readonly string[]; paymentProvider: BrowserPaymentProvider },
): Promise<void> {
  await http.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(options.mapOrigins, options.paymentProvider),
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
