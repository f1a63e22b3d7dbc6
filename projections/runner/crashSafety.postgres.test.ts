import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { formatPosition } from "../../domain/ports/eventStore";
import { createPgAdvisoryProjectionLock } from "../../infra/locks/pgAdvisoryProjectionLock";
import { describeWithPostgres } from "../../infra/testing/postgres";
import { readModelChecksums } from "./readModelChecksum";
import { rebuildProjection } from "./rebuildProjection";
import { crashTestProjections } from "./testing/crashTestProjections";
import { appendHistory } from "./testing/runnerTestKit";
import { openPostgresTestEnvironment, type TestEnvironment } from "./testing/testEnvironments";

const EVENTS = 50_000;
/** PROJECTIONS=registered runs the real read models instead (see crashTestProjections). */
const projections = crashTestProjections();
// Generous: this runs beside the whole suite on two cores; alone it takes under a minute.
const TIMEOUT_MS = process.env.PROJECTIONS === "registered" ? 900_000 : 240_000;
const KILLS = 12;
const projector = fileURLToPath(new URL("./testing/projectorProcess.ts", import.meta.url));
const repository = fileURLToPath(new URL("../../", import.meta.url));

let env: TestEnvironment;

function startProjector(extraEnv: Record<string, string> = {}): {
  child: ChildProcess;
  started: Promise<void>;
  exited: Promise<number | null>;
} {
  // `node --import tsx`, not the tsx CLI: the CLI runs the script in a grandchild, which SIGKILL would orphan.
  const child = spawn(process.execPath, ["--import", "tsx", projector], {
    cwd: repository,
    env: { ...process.env, DATABASE_URL: env.url, ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const started = new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("started")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`projector exited (${code}) before starting: ${stderr}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  // A failure before "started" is reported by `started`; afterwards nobody awaits it.
  started.catch(() => {});
  return { child, started, exited };
}

async function checkpointTotal(): Promise<number> {
  const { rows } = await env.sql.query<{ total: string | null }>(
    "SELECT sum(greatest(position_prepare, 0))::text AS total FROM rm_meta.projection_checkpoints",
  );
  return Number(rows[0]?.total ?? 0);
}

await describeWithPostgres("projector crash safety", () => {
  beforeAll(async () => {
    env = await openPostgresTestEnvironment("crash");
    let appended = 0;
    for (let seed = 1; appended < EVENTS; seed++) appended += await appendHistory(env.store, 2000, seed);
  }, TIMEOUT_MS);
  afterAll(async () => {
    await env?.close();
  });

  it(
    `is SIGKILLed ${KILLS} times while replaying ${EVENTS} events and ends equal to a clean rebuild`,
    async () => {
      // Caught up, every projection's checkpoint is at the head.
      const replayed = projections.length * Number((await env.store.headPosition()).prepare);
      const progress: number[] = [];
      for (let kill = 0; kill < KILLS; kill++) {
        const run = startProjector({ BATCH_SIZE: "500" });
        await run.started;
        // Kill k falls at a random point of the replay's k-th slice (of KILLS + 1): a fixed delay
        // let a fast replay finish before the last kills, which then hit an idle projector. Polled at
        // random intervals, so the kill lands inside a batch, a migration or a checkpoint write:
        // nobody knows where, which is the point.
        const target = (replayed * (kill + Math.random())) / (KILLS + 1);
        while ((await checkpointTotal()) < target) {
          await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
        }
        run.child.kill("SIGKILL");
        await run.exited;
        progress.push(await checkpointTotal());
      }
      const last = startProjector({ EXIT_AT: formatPosition(env.store.lastAppended()) });
      expect(await last.exited).toBe(0);
      const caughtUp = await checkpointTotal();

      // Killed runs made progress and never went backwards.
      expect(progress.at(-1)).toBeGreaterThan(0);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      // Every kill landed inside the replay: a run killed after catching up would prove nothing.
      expect(progress.at(-1)).toBeLessThan(caughtUp);

      const afterCrashes = await readModelChecksums(env.sql, projections);
      const lock = createPgAdvisoryProjectionLock({ connectionString: env.url });
      try {
        for (const projection of projections) {
          await rebuildProjection(
            {
              store: env.store,
              sql: env.sql,
              lock,
              clock: { now: () => new Date() },
              batchSize: 5000,
              lockRetryMs: 50,
            },
            projection,
            AbortSignal.timeout(TIMEOUT_MS),
          );
        }
      } finally {
        await lock.close();
      }
      expect(await readModelChecksums(env.sql, projections)).toEqual(afterCrashes);
      // One audit row per event. (Not the head's global position: appends commit concurrently, so the
      // event of the newest transaction need not carry the highest position.)
      const { rows } = await env.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM events");
      expect(afterCrashes["audit_log.audit_log"]?.rows).toBe(rows[0]!.n);
    },
    TIMEOUT_MS,
  );
});
