/**
 * Screenshots of the built app in headless Chromium, for looking at, not for asserting:
 *   npx vite build --config web/vite.config.ts && npx tsx web/scripts/screenshots.ts
 * Serves web/dist on a random port with a stand-in for the few /api/auth calls the pages make
 * (the real server is not needed), and writes PNGs to web/test-artifacts/ (gitignored).
 */
import { createReadStream, existsSync, mkdirSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright-core";

const webRoot = fileURLToPath(new URL("..", import.meta.url));
const dist = join(webRoot, "dist");
const out = join(webRoot, "test-artifacts");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".map": "application/json",
};

const DEMO_USERS: Record<string, { id: string; userType: string; name: string }> = {
  "aisha@example.ae": {
    id: "0190f3a2-0000-7000-8000-00000000a15a",
    userType: "customer",
    name: "Aisha Al Mansouri",
  },
  "khalid@captains.ae": {
    id: "0190f3a2-0000-7000-8000-0000000c4a1d",
    userType: "provider",
    name: "Khalid Recovery",
  },
  "admin@roadside.ae": { id: "0190f3a2-0000-7000-8000-0000000ad111", userType: "admin", name: "Operations" },
};

let apiUp = true;

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

async function api(req: IncomingMessage, res: ServerResponse) {
  if (!apiUp) {
    res.writeHead(502, { "content-type": "text/plain" });
    res.end("Bad Gateway");
    return;
  }
  const email = /session=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
  const user = email ? DEMO_USERS[decodeURIComponent(email)] : undefined;
  if (req.url === "/api/auth/me") return json(res, 200, user ?? null);
  if (req.url === "/api/auth/login" && req.method === "POST") {
    const input = JSON.parse(await readBody(req)) as { email: string; password: string };
    const found = DEMO_USERS[input.email];
    if (!found || input.password !== "demo1234")
      return json(res, 401, { message: "Invalid email or password" });
    return json(res, 200, found, {
      "set-cookie": `session=${encodeURIComponent(input.email)}; Path=/; HttpOnly`,
    });
  }
  if (req.url === "/api/auth/logout")
    return json(res, 200, {}, { "set-cookie": "session=; Path=/; Max-Age=0" });
  return json(res, 404, { message: "Not in this stand-in" });
}

function serveStatic(req: IncomingMessage, res: ServerResponse) {
  const path = normalize(decodeURIComponent((req.url ?? "/").split("?")[0] ?? "/")).replace(
    /^(\.\.[/\\])+/,
    "",
  );
  let file = join(dist, path);
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, "index.html");
  res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
  createReadStream(file).pipe(res);
}

async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(out, `${name}.png`), fullPage });
  console.log(`  ${name}.png`);
}

async function main() {
  if (!existsSync(join(dist, "index.html"))) throw new Error("web/dist is missing: build first");
  mkdirSync(out, { recursive: true });
  const server = createServer((req, res) => {
    if (req.url?.startsWith("/api/")) void api(req, res);
    else serveStatic(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  console.log(`serving web/dist at ${base}`);

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  });
  const errors: string[] = [];
  try {
    for (const [label, viewport] of [
      ["desktop", { width: 1280, height: 800 }],
      ["phone", { width: 375, height: 812 }],
    ] as const) {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: 1,
        geolocation: { latitude: 25.0805, longitude: 55.1403 },
        permissions: ["geolocation"],
      });
      const page = await context.newPage();
      page.on("pageerror", (error) => errors.push(`${label} ${page.url()}: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`${label} ${page.url()}: ${message.text()}`);
      });

      await page.goto(`${base}/`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await shot(page, `landing-${label}`);
      await page.getByRole("button", { name: /I Need Help/ }).click();
      await shot(page, `landing-role-${label}`, false);
      await page.getByRole("button", { name: "Sign In as a customer" }).click();
      await shot(page, `auth-screen-${label}`);

      await page.goto(`${base}/login`);
      await page.getByRole("tab", { name: "Login" }).waitFor();
      await shot(page, `login-${label}`);
      await page.getByRole("tab", { name: "Register" }).click();
      await shot(page, `register-${label}`);

      await page.goto(`${base}/no/such/page`);
      await page.getByText("Page Not Found").waitFor();
      await shot(page, `not-found-${label}`);

      await page.goto(`${base}/forgot-password`);
      await shot(page, `forgot-password-${label}`);

      if (label === "desktop") {
        await page.goto(`${base}/terms`);
        await page.getByRole("heading", { name: "Terms of Service" }).waitFor();
        await shot(page, `terms-${label}`);

        apiUp = false;
        await page.goto(`${base}/`);
        await page.getByText("Can't reach the Roadside server").waitFor();
        await shot(page, `server-unreachable-${label}`, false);
        apiUp = true;
      }

      // Sign in with a demo account: the customer home with its map.
      await page.goto(`${base}/login`);
      await page.getByRole("button", { name: /customer demo account aisha@example.ae/ }).click();
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.getByRole("heading", { name: "Emergency Services" }).waitFor();
      // SwiftShader compiles deck.gl's shaders slowly: allow a minute for the first map.
      await page.waitForSelector(".maplibregl-canvas", { timeout: 60_000 });
      await page.locator("[data-map-ready=true]").waitFor({ timeout: 60_000 });
      await page.waitForTimeout(4000);
      await shot(page, `customer-home-${label}`, false);
      if (label === "desktop") {
        // The Layers button exists only when the server configures something to choose (/api/map/config).
        const layers = page.getByRole("button", { name: "Map layers" });
        if ((await layers.count()) > 0) {
          await layers.click();
          await page.getByText("Base map").or(page.getByText("Live Traffic")).first().waitFor();
          await shot(page, `map-layers-${label}`, false);
          await page.keyboard.press("Escape");
        }
        await page.getByRole("searchbox").or(page.getByLabel("Search places")).first().fill("burj khalifa");
        await page.keyboard.press("Enter");
        await page.waitForTimeout(4000);
        await shot(page, `map-search-${label}`, false);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (errors.length > 0) {
    console.log("browser errors:");
    for (const error of errors) console.log(`  ${error}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
