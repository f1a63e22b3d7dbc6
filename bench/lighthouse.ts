import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_PATH } from "../web/e2e/support/browser";
import { startProductServer } from "../web/e2e/support/productServer";
import { type AuditResult, audit, type Preset } from "./lighthouse/audit";
import { checkGoals } from "./lighthouse/goals";
import { sessionCookieOf } from "./lighthouse/sessionCookie";
import { formatTable, type PageRun } from "./lighthouse/table";

/**
 * `npm run bench -- lighthouse [--runs=N] [--out=name] [--only=landing,sign-in] [--presets=mobile]` (issue 28): builds the web app, starts the
 * product (PGlite, demo accounts seeded), and runs Lighthouse 12 in the system Chromium on the
 * landing page, sign-in, and — with a demo session cookie sent as a header — the customer home and
 * the provider dashboard, with the mobile (default) and desktop presets. Records the four category
 * scores, the Web Vitals and Lighthouse's benchmarkIndex (the host's speed: a slower host scores
 * lower), with the CPU model and load, in bench/results/<out>.json (default lighthouse.json).
 * With --runs=N each page is audited N times and the run with the median Performance is kept.
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PRESETS: readonly Preset[] = ["mobile", "desktop"];

interface PageSpec {
  page: string;
  path: string;
  /** A demo account whose session the page is opened with; anonymous when absent. */
  signedInAs?: string;
}

const PAGES: readonly PageSpec[] = [
  { page: "landing", path: "/" },
  { page: "sign-in", path: "/login" },
  { page: "customer-home", path: "/", signedInAs: "aisha@example.ae" },
  { page: "provider-dashboard", path: "/", signedInAs: "khalid@captains.ae" },
];

function option(args: readonly string[], name: string): string | undefined {
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function medianByPerformance(results: AuditResult[]): AuditResult {
  const sorted = [...results].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export default async function lighthouseBench(args: string[]): Promise<void> {
  const runsPerPage = Math.max(1, Number(option(args, "runs") ?? 1));
  const only = option(args, "only")?.split(",");
  const presets = (option(args, "presets")?.split(",") as Preset[] | undefined) ?? PRESETS;
  // A partial run is for trying a change; it never replaces the recorded figures unless told where to go.
  const out = option(args, "out") ?? (only || presets !== PRESETS ? "lighthouse-partial" : "lighthouse");
  // `npm run bench -- all` has just built this checkout (WEB_BUILT=1).
  if (process.env.WEB_BUILT !== "1")
    execFileSync("npm", ["run", "build:web"], { cwd: ROOT, stdio: "inherit" });

  const loadBefore = os.loadavg();
  // No simulated fleet: its server-side work would share the two cores with the browser.
  const server = await startProductServer({ SIMULATE_FLEET: "0" });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"],
  });
  const runs: PageRun[] = [];
  const allRuns: (PageRun & { run: number })[] = [];
  try {
    for (const spec of PAGES.filter((page) => !only || only.includes(page.page))) {
      const headers: Record<string, string> = spec.signedInAs
        ? { Cookie: await sessionCookieOf(server.url, spec.signedInAs) }
        : {};
      for (const preset of presets) {
        const results: AuditResult[] = [];
        for (let run = 0; run < runsPerPage; run++) {
          const result = await audit(new URL(spec.path, server.url).href, chrome.port, preset, headers);
          results.push(result);
          allRuns.push({ page: spec.page, preset, result, run });
          console.log(
            `${spec.page} ${preset} #${run + 1}: performance ${result.scores.performance}, LCP ${result.vitals.lcpMs} ms, TBT ${result.vitals.tbtMs} ms`,
          );
        }
        runs.push({ page: spec.page, preset, result: medianByPerformance(results) });
      }
    }
  } finally {
    await chrome.kill();
    await server.close();
  }
  const loadAfter = os.loadavg();

  const goals = checkGoals(runs);
  const cpu = os.cpus()[0];
  const result = {
    bench: "lighthouse",
    at: new Date().toISOString(),
    machine: {
      cpuModel: cpu?.model ?? "unknown",
      cpus: os.cpus().length,
      node: process.version,
      chromium: execFileSync(CHROMIUM_PATH, ["--version"]).toString().trim(),
      lighthouse: "12.8.2",
      loadAverage: { before: loadBefore, after: loadAfter },
    },
    note:
      "Lighthouse's simulated throttling (mobile: slow 4G, 4× CPU slowdown) on a shared 2-core machine; " +
      "benchmarkIndex is Lighthouse's measure of this host's speed (a typical laptop ≈ 1000–2000): compare runs through it.",
    runsPerPage,
    goals,
    goalsMet: goals.every((goal) => goal.met),
    pages: runs.map(({ page, preset, result }) => ({ page, preset, ...result })),
    ...(runsPerPage > 1
      ? {
          everyRun: allRuns.map(({ page, preset, run, result }) => ({
            page,
            preset,
            run,
            scores: result.scores,
            vitals: result.vitals,
            // Each run's own: on a shared host the speed changes from one run to the next.
            benchmarkIndex: result.benchmarkIndex,
            runtimeError: result.runtimeError,
          })),
        }
      : {}),
  };
  await mkdir(join(ROOT, "bench/results"), { recursive: true });
  await writeFile(join(ROOT, `bench/results/${out}.json`), `${JSON.stringify(result, null, 2)}\n`);

  console.log(`\n${formatTable(runs)}\n`);
  for (const goal of goals)
    console.log(
      `${goal.met ? "met    " : "NOT MET"} ${goal.page} ${goal.what} ≥ ${goal.wanted}: ${goal.got}`,
    );
  console.log(
    `\n${result.machine.cpuModel} ×${result.machine.cpus}; load average ${loadBefore.map((n) => n.toFixed(2)).join(" ")} → ${loadAfter
      .map((n) => n.toFixed(2))
      .join(" ")}; written to bench/results/${out}.json`,
  );
}
