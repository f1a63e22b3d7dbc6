import { spawnSync } from "node:child_process";
import { readdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/**
 * `npm run bench -- all [--skip=a,b]` (issue 24): every bench, one after another, each in a process
 * of its own (a bench leaves servers, pools and heaps behind that would weigh on the next), each
 * refreshing its file in bench/results/. The web app is built once first, so the web and Lighthouse
 * benches measure this checkout's code. Fault drills are not benches: `npm run drill -- <name>`.
 * Exits non-zero when a bench failed, after running the rest.
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
}
