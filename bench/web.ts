import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";

/**
 * `npm run bench -- web` (issue 6): the production bundle (initial JS gzip, the lazily loaded map
 * chunk), then in headless Chromium the time from navigation to the map's first frame on the
 * customer home, and the per-update cost of the fleet layer with 1,000 and 5,000 moving vehicles.
 * Goal: initial JS ≤ 350 KB gzip.
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DIST = join(ROOT, "web/dist");
const GOAL_INITIAL_KB = 350;
const FLEET_SIZES = [1000, 5000];
const UPDATES = 30;

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2));
};
const mean = (values: number[]) => Number((values.reduce((a, b) => a + b, 0) / values.length).toFixed(2));

async function bundleSizes() {
  // Always this checkout's code: a web/dist left from an older build would measure that instead.
  // `npm run bench -- all` has just built it: WEB_BUILT=1 says so.
  if (process.env.WEB_BUILT !== "1" || !existsSync(join(DIST, "index.html"))) {
    execFileSync("npm", ["run", "build:web"], { cwd: ROOT, stdio: "inherit" });
  }
  const html = await readFile(join(DIST, "index.html"), "utf8");
  // What the browser fetches before anything renders: the entry script and its modulepreloads.
  const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const gz = async (file: string) => gzipSync(await readFile(join(DIST, file))).length;
  let initialGzip = 0;
  for (const file of initial) initialGzip += await gz(file);
  const assets = (await readdir(join(DIST, "assets"))).filter((file) => file.endsWith(".js"));
  let totalGzip = 0;
  for (const file of assets) totalGzip += await gz(`assets/${file}`);
  const mapChunk = assets.find((file) => file.startsWith("MapCanvas-"));
  const mapGzip = mapChunk ? await gz(`assets/${mapChunk}`) : 0;
  return {
    initialFiles: initial,
    initialJsGzipKb: kb(initialGzip),
    goalInitialJsGzipKb: GOAL_INITIAL_KB,
    meetsGoal: initialGzip / 1024 <= GOAL_INITIAL_KB,
    mapChunk: mapChunk ?? null,
    mapChunkGzipKb: kb(mapGzip),
    mapChunkLazy: mapChunk !== undefined && !initial.some((file) => file.includes("MapCanvas-")),
    allJsGzipKb: kb(totalGzip),
    jsFiles: assets.length,
  };
}

/** Navigation → first map frame on the customer home, signed in as a demo customer. */
async function firstMapFrame(browser: Browser) {
  const { startEmbeddedTestApp } = await import("../infra/testing/embeddedTestApp");
  const { newContext } = await import("../web/e2e/support/browser");
  const app = await startEmbeddedTestApp({ SIMULATE_FLEET: "0" });
  try {
    const runs: number[] = [];
    for (let run = 0; run < 2; run++) {
      const context = await newContext(browser, { baseURL: app.url });
      const page = await context.newPage();
      await page.goto("/login?role=customer");
      await page.getByPlaceholder("you@example.ae").first().fill("aisha@example.ae");
      await page
        .getByLabel(/^Password/)
        .first()
        .fill("demo1234");
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/");
      // A fresh navigation with the session cookie set: the clock starts at navigationStart.
      await page.goto("/");
      // A string, so tsx's helpers never leak into the page.
      const ms = await page.evaluate<number>(`new Promise((resolve) => {
        const check = () => document.querySelector("[data-map-ready=true]") ? resolve(performance.now()) : requestAnimationFrame(check);
        check();
      })`);
      runs.push(Number(ms.toFixed(0)));
      await context.close();
    }
    return { runsMs: runs, medianMs: percentile(runs, 50) };
  } finally {
    await app.close();
  }
}

async function fleetLayerCost(browser: Browser) {
  const { build } = await import("vite");
  const outDir = await mkdtemp(join(os.tmpdir(), "roadside-bench-web-"));
  await build({
    root: join(ROOT, "bench/web"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
  });
  const server = http.createServer(async (request, response) => {
    const path = join(outDir, request.url === "/" ? "index.html" : (request.url ?? "").split("?")[0]!);
    try {
      if (!(await stat(path)).isFile()) throw new Error("not a file");
      const type =
        { ".html": "text/html", ".js": "text/javascript" }[extname(path)] ?? "application/octet-stream";
      response.writeHead(200, { "content-type": type }).end(await readFile(path));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => "fleetBench" in window);
    const results: Record<string, unknown> = {};
    for (const count of FLEET_SIZES) {
      const run = await page.evaluate(
        ([n, updates]) => window.fleetBench.run(n!, updates!),
        [count, UPDATES],
      );
      results[String(count)] = {
        vehicles: count,
        updates: UPDATES,
        setPropsMs: { mean: mean(run.cpuMs), p95: percentile(run.cpuMs, 95) },
        updateToFrameMs: {
          p50: percentile(run.frameMs, 50),
          p95: percentile(run.frameMs, 95),
          mean: mean(run.frameMs),
        },
        deckCpuTimePerFrameMs:
          run.cpuTimePerFrameMs === null ? null : Number(run.cpuTimePerFrameMs.toFixed(2)),
      };
    }
    await page.close();
    return results;
  } finally {
    server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

export default async function webBench(): Promise<void> {
  const loadBefore = os.loadavg();
  const bundle = await bundleSizes();
  console.log("bundle:", JSON.stringify(bundle, null, 2));
  const { launchChromium } = await import("../web/e2e/support/browser");
  const browser = await launchChromium();
  try {
    const fleet = await fleetLayerCost(browser);
    console.log("fleet layer:", JSON.stringify(fleet, null, 2));
    const mapFrame = await firstMapFrame(browser);
    console.log("navigation → first map frame:", JSON.stringify(mapFrame));
    const result = {
      bench: "web",
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: os.loadavg() },
      note: "Software WebGL (SwiftShader) in headless Chromium on a shared machine: frame times are upper bounds.",
      bundle,
      navigationToFirstMapFrame: mapFrame,
      fleetLayer: fleet,
    };
    await mkdir(join(ROOT, "bench/results"), { recursive: true });
    await writeFile(join(ROOT, "bench/results/web.json"), `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      `load average ${loadBefore.map((n) => n.toFixed(2)).join(" ")} → ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}; written to bench/results/web.json`,
    );
  } finally {
    await browser.close();
  }
}
