/**
 * Looks at the map lab (/__dev/map, dev server only) in headless Chromium: sample providers,
 * trucks, a route and 2,000 moving vehicles. `npx tsx web/scripts/mapLabScreenshot.ts`; PNGs in
 * web/test-artifacts/, browser errors printed.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { createServer } from "vite";

const webRoot = fileURLToPath(new URL("..", import.meta.url));
const out = join(webRoot, "test-artifacts");

async function main() {
  mkdirSync(out, { recursive: true });
  const server = await createServer({
    configFile: join(webRoot, "vite.config.ts"),
    server: { port: 0, host: "127.0.0.1" },
    logLevel: "warn",
  });
  await server.listen();
  const base = server.resolvedUrls?.local[0] ?? "";
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning")
        errors.push(`${message.type()}: ${message.text()}`);
    });
    await page.goto(`${base}__dev/map?vehicles=${process.env.VEHICLES ?? 2000}`);
    await page.locator("[data-map-ready=true]").waitFor({ timeout: 120_000 });
    await page.waitForTimeout(5000);
    // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
    const fps = (await page.evaluate(`new Promise((resolve) => {
      let frames = 0;
      const start = performance.now();
      const count = () => {
        frames++;
        if (performance.now() - start < 3000) requestAnimationFrame(count);
        else resolve((frames * 1000) / (performance.now() - start));
      };
      requestAnimationFrame(count);
    })`)) as number;
    console.log(`frames per second (software GPU): ${fps.toFixed(1)}`);
    await page.screenshot({ path: join(out, "map-lab-1.png"), timeout: 120_000 });
    console.log("screenshot: map-lab-1.png");
  } finally {
    await browser.close();
    await server.close();
  }
  const relevant = errors.filter((error) => !/401|502|proxy/i.test(error));
  if (relevant.length > 0) console.log(`browser messages:\n  ${relevant.join("\n  ")}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
