import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedTestApp, startEmbeddedTestApp } from "../testing/embeddedTestApp";
import { registerSecurityHeaders } from "./securityHeaders";

/** The CSP header as directive → sources. */
function policyOf(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe("on every answer of the product", () => {
  let product: EmbeddedTestApp;
  beforeAll(async () => {
    // The default street map (OpenFreeMap) is allowed by itself, MAP_ORIGINS besides.
    product = await startEmbeddedTestApp({ SEED_DEMO: "0", MAP_ORIGINS: "https://tiles.example" });
  }, 180_000);
  afterAll(() => product?.close());

  it("a CSP of our own sources, with the map's hosts, workers and images, and no framing", async () => {
    for (const url of ["/", "/api/docs", "/api/nothing-here", "/healthz"]) {
      const answer = await product.app.http.inject({ method: "GET", url });
      const csp = policyOf(answer.headers["content-security-policy"]);
      expect(csp.get("default-src"), url).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors"), url).toEqual(["'none'"]);
      expect(csp.get("script-src"), url).toEqual(["'self'"]);
      expect(csp.get("object-src"), url).toEqual(["'none'"]);
      expect(csp.get("worker-src"), url).toEqual(["'self'", "blob:"]);
      expect(csp.get("img-src"), url).toEqual([
        "'self'",
        "data:",
        "blob:",
        "https://tiles.example",
        "https://tiles.openfreemap.org",
      ]);
      expect(csp.get("connect-src"), url).toEqual([
        "'self'",
        "https://tiles.example",
        "https://tiles.openfreemap.org",
      ]);
      // The test processor needs no third party: no Stripe host anywhere, frames fall back to 'self'.
      expect(csp.get("frame-src"), url).toBeUndefined();
      expect(String(answer.headers["content-security-policy"]), url).not.toMatch(/stripe/);
      expect(answer.headers["x-content-type-options"], url).toBe("nosniff");
      expect(answer.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(answer.headers["x-frame-options"], url).toBe("SAMEORIGIN");
      // Plain http: no HSTS.
      expect(answer.headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("refusals carry them too (a cross-site write is answered before any route)", async () => {
    const refused = await product.app.http.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: "https://evil.example" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["x-content-type-options"]).toBe("nosniff");
    expect(policyOf(refused.headers["content-security-policy"]).get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("serves no Apollo landing page: its CDN script would be third-party code in our origin", async () => {
    const page = await product.app.http.inject({
      method: "GET",
      url: "/graphql",
      headers: { accept: "text/html" },
    });
    expect(page.body).not.toMatch(/cdn\.apollographql\.com/);
  });
});

describe("with PAYMENT_PROVIDER=stripe", () => {
  let product: EmbeddedTestApp;
  beforeAll(async () => {
    // Starting with Stripe makes no call to Stripe: these keys are only read, never used here.
    product = await startEmbeddedTestApp({
      SEED_DEMO: "0",
      MAP_ORIGINS: "https://tiles.example",
      MAP_STYLE_URL: "offline",
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_csp",
      STRIPE_PUBLISHABLE_KEY: "pk_test_csp",
    });
  }, 180_000);
  afterAll(() => product?.close());

  it("the CSP lets Stripe.js load, frame its card fields and 3-D Secure pages, and call its API", async () => {
    for (const url of ["/", "/api/nothing-here"]) {
      const answer = await product.app.http.inject({ method: "GET", url });
      const csp = policyOf(answer.headers["content-security-policy"]);
      expect(csp.get("script-src"), url).toEqual(["'self'", "https://js.stripe.com"]);
      expect(csp.get("frame-src"), url).toEqual([
        "'self'",
        "https://js.stripe.com",
        "https://hooks.stripe.com",
      ]);
      expect(csp.get("connect-src"), url).toEqual([
        "'self'",
        "https://tiles.example",
        "https://api.stripe.com",
      ]);
      // The rest is as strict as with the test processor.
      expect(csp.get("default-src"), url).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors"), url).toEqual(["'none'"]);
      expect(csp.get("script-src-attr"), url).toEqual(["'none'"]);
      expect(csp.get("img-src"), url).toEqual(["'self'", "data:", "blob:", "https://tiles.example"]);
    }
  });
});

describe("HSTS", () => {
  const serverWith = async (trustProxy: boolean) => {
    const http = Fastify({ trustProxy });
    await registerSecurityHeaders(http, { mapOrigins: [], paymentProvider: "test" });
    http.get("/", async () => "ok");
    return http;
  };

  it("is sent when a trusted proxy says the request came over TLS, and not over plain http", async () => {
    const http = await serverWith(true);
    const overTls = await http.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(overTls.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect((await http.inject({ url: "/" })).headers["strict-transport-security"]).toBeUndefined();
    await http.close();
  });

  it("is not sent on a forged X-Forwarded-Proto from a client nobody vouches for", async () => {
    const http = await serverWith(false);
    const forged = await http.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(forged.headers["strict-transport-security"]).toBeUndefined();
    await http.close();
  });
});
