import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { startApp } from "../infra/app/startApp";
import { loadConfig } from "../infra/config/config";
import { withDemoDefaults } from "../infra/config/demoDefaults";

/**
 * The first `npm start` (issue 23): how long until the app serves with its seeded history, and
 * until every read model has caught up with it, against a same-run baseline: the same first start
 * with SEED_HISTORY_DAYS=0 (the demo accounts, the fleet and its demand only).
 *
 * `npm run bench -- first-run [days]` (default: npm start's own, 60).
 */

interface FirstRun {
  /** startApp returned: listening, demo and history seeded, operations started. */
  servingSeconds: number;
  /** All read models at the store's head. */
  caughtUpSeconds: number;
  events: number;
  history: Record<string, unknown> | null;
}

async function firstStart(env: Record<string, string>): Promise<FirstRun> {
  const dataDir = await mkdtemp(join(os.tmpdir(), "roadside-first-run-"));
  let history: Record<string, unknown> | null = null;
  // The history's log line is the one kept; the rest of the start-up log is not the benchmark's.
  const spy = pino(
    { level: "info" },
    {
      write(line: string) {
        const entry = JSON.parse(line) as Record<string, unknown>;
        if (typeof entry.msg === "string" && entry.msg.startsWith("demo history")) history = entry;
      },
    },
  );
  const config = loadConfig(
    withDemoDefaults({ ...env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" }),
  );
  const started = performance.now();
  const app = await startApp(config, spy);
  const servingSeconds = (performance.now() - started) / 1000;
  await app.runner.waitForPosition(await app.backend.store.headPosition());
  const caughtUpSeconds = (performance.now() - started) / 1000;
  const events = (await app.backend.store.readAll()).length;
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  return { servingSeconds, caughtUpSeconds, events, history };
}

export default async function firstRun(args: string[]) {
  const days = args[0] ?? "60";
  const baseline = await firstStart({ SEED_HISTORY_DAYS: "0" });
  const seeded = await firstStart({ SEED_HISTORY_DAYS: days });
  const result = {
    benchmark: "first-run",
    at: new Date().toISOString(),
    cpu: os.cpus()[0]?.model ?? "unknown",
    cores: os.cpus().length,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    days: Number(days),
    baseline: round(baseline),
    seeded: round(seeded),
    ratio: {
      serving: Number((seeded.servingSeconds / baseline.servingSeconds).toFixed(2)),
      caughtUp: Number((seeded.caughtUpSeconds / baseline.caughtUpSeconds).toFixed(2)),
    },
  };
  console.log(JSON.stringify(result, null, 2));
  const results = new URL("./results/", import.meta.url);
  await mkdir(results, { recursive: true });
  await writeFile(new URL("first-run.json", results), `${JSON.stringify(result, null, 2)}\n`);
}

const round = (run: FirstRun) => ({
  ...run,
  servingSeconds: Number(run.servingSeconds.toFixed(1)),
  caughtUpSeconds: Number(run.caughtUpSeconds.toFixed(1)),
});
