import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWebAppRoutes } from "./webAppRoutes";

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "roadside-dist-"));
  await mkdir(join(dist, "assets"));
  await writeFile(join(dist, "index.html"), "<!doctype html><title>Roadside</title>");
  await writeFile(join(dist, "assets", "app.js"), "console.log('app')");
  await writeFile(join(dist, "assets", "app.js.br"), brotliCompressSync("console.log('app')"));
  await writeFile(join(dist, "robots.txt"), "User-agent: *\nAllow: /\n");
  await writeFile(join(dist, "serviceWorker.js"), "self.addEventListener('fetch', () => {})");
  await writeFile(join(dist, "manifest.webmanifest"), '{"name":"Roadside"}');
  await mkdir(join(dist, "prerendered"));
  await writeFile(join(dist, "prerendered", "index.html"), "<!doctype html><h1>Stuck on the road?</h1>");
  await writeFile(join(dist, "prerendered", "login.html"), "<!doctype html><h1>Sign in</h1>");
  await mkdir(join(dist, "prerendered", "ar"));
  await writeFile(join(dist, "prerendered", "ar", "index.html"), '<!doctype html><html lang="ar" dir="rtl">');
});
afterAll(() => rm(dist, { recursive: true, force: true }));

async function server() {
  const app = Fastify();
  app.get("/api/known", async () => ({ ok: true }));
  expect(await registerWebAppRoutes(app, dist)).toBe(true);
  return app;
}

describe("the web app on the API's port", () => {
  it("serves the app at / and its assets", async () => {
    const app = await server();
    const page = await app.inject({ url: "/", headers: { cookie: "roadside_session=abc" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Roadside</title>");
    expect((await app.inject("/index.html")).body).toContain("<title>Roadside</title>");
    expect((await app.inject("/assets/app.js")).body).toContain("console.log");
  });

  it("hands unknown page paths to the app's router (its 404 page)", async () => {
    const app = await server();
    for (const path of ["/history", "/no/such/page"]) {
      const page = await app.inject(path);
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");
    }
  });

  it("serves robots.txt as text, and a missing file as 404 rather than the app's HTML", async () => {
    const app = await server();
    const robots = await app.inject("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toContain("text/plain");
    expect(robots.body).toBe("User-agent: *\nAllow: /\n");
    const missing = await app.inject("/sitemap.xml");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toContain("application/json");
  });

  it("sends the build's brotli copy to a browser that accepts it, and hashed assets cached for good", async () => {
    const app = await server();
    const compressed = await app.inject({
      url: "/assets/app.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["content-type"]).toContain("javascript");
    expect(compressed.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(compressed.rawPayload).toEqual(brotliCompressSync("console.log('app')"));
    const plain = await app.inject("/assets/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('app')");
    // The page itself is revalidated, so a new build's asset names reach the browser at once.
    expect((await app.inject("/")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("sends the landing and sign-in pre-rendered to a visitor without a session, and the app shell with one", async () => {
    const app = await server();
    const landing = await app.inject("/");
    expect(landing.body).toContain("Stuck on the road?");
    expect(landing.headers["content-type"]).toContain("text/html");
    expect(landing.headers.vary).toMatch(/cookie/i);
    expect((await app.inject("/login")).body).toContain("Sign in");
    // A query may change the screen: the app renders it from the shell.
    expect((await app.inject("/login?role=provider")).body).toBe("<!doctype html><title>Roadside</title>");
    // Another cookie is no session.
    expect((await app.inject({ url: "/", headers: { cookie: "theme=dark" } })).body).toContain(
      "Stuck on the road?",
    );
    for (const url of ["/", "/login"]) {
      const signedIn = await app.inject({ url, headers: { cookie: "theme=dark; roadside_session=abc" } });
      expect(signedIn.body, url).toBe("<!doctype html><title>Roadside</title>");
    }
    // Pages that were not pre-rendered are the shell for everyone.
    expect((await app.inject("/history")).body).toBe("<!doctype html><title>Roadside</title>");
  });

  it("sends the pre-rendered page in the reader's language: the remembered choice, else the browser's", async () => {
    const app = await server();
    const arabic = '<!doctype html><html lang="ar" dir="rtl">';
    const landing = (headers: Record<string, string>) => app.inject({ url: "/", headers });
    expect((await landing({ "accept-language": "ar-AE,ar;q=0.9,en;q=0.8" })).body).toBe(arabic);
    expect((await landing({ "accept-language": "ar", cookie: "roadside_language=en" })).body).toContain(
      "Stuck on the road?",
    );
    expect((await landing({ "accept-language": "en-US", cookie: "roadside_language=ar" })).body).toBe(arabic);
    expect((await landing({ "accept-language": "ar" })).headers.vary).toMatch(/accept-language/i);
    // No Arabic sign-in page in this build: the shell, which renders in the reader's language.
    expect((await app.inject({ url: "/login", headers: { "accept-language": "ar" } })).body).toBe(
      "<!doctype html><title>Roadside</title>",
    );
  });

  it("keeps JSON 404s for server paths", async () => {
    const app = await server();
    const missing = await app.inject("/api/unknown");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toContain("application/json");
    const post = await app.inject({ method: "POST", url: "/history" });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({
      error: "There is no POST /history here",
      reason: "http.noSuchPathHere",
      params: { method: "POST", path: "/history" },
    });
  });

  it("serves the service worker uncached and the manifest with its media type", async () => {
    const app = await server();
    const worker = await app.inject("/serviceWorker.js");
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    const manifest = await app.inject("/manifest.webmanifest");
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toEqual({ name: "Roadside" });
    // Other files keep the static server's own caching.
    expect((await app.inject("/assets/app.js")).headers["cache-control"]).not.toBe("no-cache");
  });

  it("reports a missing build instead of serving nothing", async () => {
    expect(await registerWebAppRoutes(Fastify(), join(dist, "missing"))).toBe(false);
  });
});
