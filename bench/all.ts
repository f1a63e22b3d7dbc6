import { spawnSync } from "node:child_process";
import { readdir, stat } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/**
 * `npm run bench -- all [--skip=a,b]` (issue 24): every bench, one after another, each in a process
 * of its own (a bench leaves servers, pools and heaps behind that would weigh on the next), each
 * refreshing its file in bench/results/. The web app is built once first, so the web and Lighthouse
 * benches measure this checkout's code. Fault drills are not benches: `npm run drill -- <name>`.
 * Exits non-zero when a bench failed, after running the rest, or when a file in bench/results/
 * was not rewritten by this sitting (its figures would sit beside this run's as if measured with
 * them). Drills write to bench/results/drills/, past comparisons live in bench/results/history/.
 */
export default async function all(args: readonly string[]): Promise<void> {
  const here = fileURLToPath(new URL(".", import.meta.url));
  const root = fileURLToPath(new URL("..", import.meta.url));
  const skip = new Set(
    args
      .find((arg) => arg.startsWith("--skip="))
      ?.slice("--skip=".length)
      .split(",")
      .filter(Boolean) ?? [],
  );
  const benches = (await readdir(here))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => file.slice(0, -".ts".length))
    .filter((name) => !["all", "run", "drill"].includes(name) && !skip.has(name))
    .sort();
  const unknown = [...skip].filter(
    (name) => !benches.includes(name) && !["all", "run", "drill"].includes(name),
  );
  if (unknown.length > 0) throw new Error(`--skip names no bench: ${unknown.join(", ")}`);

  const run = (command: string, commandArgs: string[]) =>
    spawnSync(command, commandArgs, { cwd: root, stdio: "inherit", env: { ...process.env, WEB_BUILT: "1" } })
      .status ?? 1;
  const sittingStarted = Date.now();
  if (run("npm", ["run", "build:web"]) !== 0) throw new Error("the web build failed: no bench was run");
  const outcomes: { name: string; status: number; seconds: number }[] = [];
  for (const name of benches) {
    console.log(`\n=== bench ${name} (${outcomes.length + 1} of ${benches.length}) ===`);
    const started = Date.now();
    const status = run("npm", ["run", "bench", "--", name]);
    outcomes.push({ name, status, seconds: Math.round((Date.now() - started) / 1000) });
  }
  console.log("\nbenches:");
  for (const o of outcomes) console.log(`  ${o.status === 0 ? "ok  " : "FAIL"} ${o.name} (${o.seconds} s)`);
  if (outcomes.some((o) => o.status !== 0)) process.exitCode = 1;
  if (skip.size > 0) return;
  const stale = await staleResults(fileURLToPath(new URL("./results/", import.meta.url)), sittingStarted);
  if (stale.length > 0) {
    console.log(`not refreshed by this sitting: ${stale.join(", ")}`);
    process.exitCode = 1;
  }
}

/** The result files directly in `dir` last written before `since`. */
async function staleResults(dir: string, since: number): Promise<string[]> {
  const files = (await readdir(dir, { withFileTypes: true })).filter(
    (entry) => entry.isFile() && entry.name.endsWith(".json"),
  );
  const stale: string[] = [];
  for (const file of files) if ((await stat(`${dir}${file.name}`)).mtimeMs < since) stale.push(file.name);
  return stale.sort();
}
