import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { machineNote } from "./lib/machine";
import { serveBenchPages } from "./web/benchPages";
import { firstMapFrames } from "./web/firstMapFrame";
import { mapChunkSizes } from "./web/mapChunks";

/**
 * `npm run bench -- web` (issues 6 and 24): the production bundle (initial JS gzip; the JS the
 * map's first frame needs, the lazily loaded map chunk and its static imports, and the deck.gl
 * overlay chunk beside it, each with what it carries per package), then in headless Chromium the
 * time from navigation to the map's first frame on the customer home against a bare MapLibre page
 * with the same style in the same run, and the per-update cost of the fleet layer with 1,000 and
 * 5,000 moving vehicles.
 * Goals: initial JS ≤ 350 KB gzip; first map frame's JS ≤ 350 KB gzip; first frame ≤ 1.3× the bare page.
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DIST = join(ROOT, "web/dist");
const GOAL_INITIAL_KB = 350;
const FLEET_SIZES = [1000, 5000];
const UPDATES = 30;
/** Rounds of the first-frame comparison (each an app run and a bare run); `FIRST_FRAME_ROUNDS=5` for more. */
const FIRST_FRAME_ROUNDS = Math.max(3, Number(process.env.FIRST_FRAME_ROUNDS ?? 3));

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
  // What the browser fetches before anything renders: the entry script and its modulepreloads, each
  // once (index.html may link a chunk twice: Vite's preloads and bootPreloadPlugin's overlap).
  const initial = [
    ...new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1]!)),
  ];
  const gz = async (file: string) => gzipSync(await readFile(join(DIST, file))).length;
  let initialGzip = 0;
  for (const file of initial) initialGzip += await gz(file);
  const assets = (await readdir(join(DIST, "assets"))).filter((file) => file.endsWith(".js"));
  let totalGzip = 0;
  for (const file of assets) totalGzip += await gz(`assets/${file}`);
  const map = await mapChunkSizes(DIST, initial);
  return {
    initialFiles: initial,
    initialJsGzipKb: kb(initialGzip),
    goalInitialJsGzipKb: GOAL_INITIAL_KB,
    meetsGoal: initialGzip / 1024 <= GOAL_INITIAL_KB,
    ...map,
    mapChunkLazy: !initial.some((file) => file.includes("MapCanvas-")),
    allJsGzipKb: kb(totalGzip),
    jsFiles: assets.length,
  };
}

async function fleetLayerCost(browser: Browser, pagesUrl: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${pagesUrl}/`);
  await page.waitForFunction(() => "fleetBench" in window);
  const results: Record<string, unknown> = {};
  for (const count of FLEET_SIZES) {
    const run = await page.evaluate(([n, updates]) => window.fleetBench.run(n!, updates!), [count, UPDATES]);
    results[String(count)] = {
      vehicles: count,
      updates: UPDATES,
      setPropsMs: { mean: mean(run.cpuMs), p95: percentile(run.cpuMs, 95) },
      updateToFrameMs: {
        p50: percentile(run.frameMs, 50),
        p95: percentile(run.frameMs, 95),
        mean: mean(run.frameMs),
      },
      deckCpuTimePerFrameMs: run.cpuTimePerFrameMs === null ? null : Number(run.cpuTimePerFrameMs.toFixed(2)),
    };
  }
  await page.close();
  return results;
}

export default async function webBench(): Promise<void> {
  const machine = machineNote();
  const bundle = await bundleSizes();
  console.log("bundle:", JSON.stringify(bundle, null, 2));
  const { launchChromium, newContext } = await import("../web/e2e/support/browser");
  const { startEmbeddedTestApp } = await import("../infra/testing/embeddedTestApp");
  const browser = await launchChromium();
  const pages = await serveBenchPages();
  // The built-in offline map: the style the bare page draws too, with no outside host to wait for.
  const app = await startEmbeddedTestApp({ SIMULATE_FLEET: "0", MAP_STYLE_URL: "offline" });
  try {
    const fleet = await fleetLayerCost(browser, pages.url);
    console.log("fleet layer:", JSON.stringify(fleet, null, 2));
    const mapFrame = await firstMapFrames(
      browser,
      { appUrl: app.url, pagesUrl: pages.url, newContext },
      FIRST_FRAME_ROUNDS,
    );
    console.log("navigation → first map frame:", JSON.stringify(mapFrame, null, 2));
    const note = machine();
    const result = {
      bench: "web",
      at: new Date().toISOString(),
      machine: note,
      note: "Software WebGL (SwiftShader) in headless Chromium on a shared machine: frame times are upper bounds.",
      bundle,
      navigationToFirstMapFrame: mapFrame,
      fleetLayer: fleet,
    };
    await mkdir(join(ROOT, "bench/results"), { recursive: true });
    await writeFile(join(ROOT, "bench/results/web.json"), `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      `map's first-frame JS ${bundle.firstFrameJs.gzipKb} KB gzip (goal ≤ ${bundle.goalFirstFrameJsGzipKb}), ` +
        `overlay ${bundle.overlayJs?.gzipKb ?? "none"} KB gzip; first frame app ${mapFrame.app.medianMs} ms vs ` +
        `bare MapLibre ${mapFrame.bareMapLibre.medianMs} ms = ${mapFrame.ratio}× (goal ≤ ${mapFrame.goalRatio}×); ` +
        `app's deck.gl overlay drawn at ${mapFrame.app.overlayDrawnMedianMs} ms`,
    );
    console.log(
      `${note.cpuModel}; load average ${note.loadAverageBefore.map((n) => n.toFixed(2)).join(" ")} → ` +
        `${note.loadAverageAfter.map((n) => n.toFixed(2)).join(" ")}; written to bench/results/web.json`,
    );
  } finally {
    await app.close();
    await pages.close();
    await browser.close();
  }
}
