import { afterAll, beforeAll, expect, it } from "vitest";
import { formatPosition } from "../../domain/ports/eventStore";
import { describeWithPostgres } from "../../infra/testing/postgres";
import { appendAtLeast, expectEqualToCleanRebuild } from "./testing/crashTestChecks";
import { crashTestProjections } from "./testing/crashTestProjections";
import { appendHistory } from "./testing/runnerTestKit";
import { openPostgresTestEnvironment, type TestEnvironment } from "./testing/testEnvironments";
import { killRepeatedly, startTestProcess } from "./testing/testProcess";

const EVENTS = 50_000;
/** Every registered read model; PROJECTIONS=runner runs a quicker set (see crashTestProjections). */
const projections = crashTestProjections();
// Generous: this runs beside the whole suite on two cores; alone it takes under a minute.
const TIMEOUT_MS = 600_000;
const KILLS = 12;
/**
 * Rounds of kill-and-resume, each from empty read models, with commands arriving throughout (the
 * rebuild race of issue 27 needed live appends). CI runs one; CRASH_ROUNDS=20 runs it as a stress test.
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 1);
const projector = new URL("./testing/projectorProcess.ts", import.meta.url);

let env: TestEnvironment;

const startProjector = (extraEnv: Record<string, string> = {}) =>
  startTestProcess(projector, { DATABASE_URL: env.url!, ...extraEnv });

async function checkpointTotal(): Promise<number> {
  const { rows } = await env.sql.query<{ total: string | null }>(
    "SELECT sum(greatest(position_prepare, 0))::text AS total FROM rm_meta.projection_checkpoints",
  );
  return Number(rows[0]?.total ?? 0);
}

await describeWithPostgres("projector crash safety", () => {
  beforeAll(async () => {
    env = await openPostgresTestEnvironment("crash");
    await appendAtLeast(env.store, EVENTS);
  }, TIMEOUT_MS);
  afterAll(async () => {
    await env?.close();
  });

  it(
    `is SIGKILLed ${KILLS} times while replaying ${EVENTS} events and commands keep arriving, and ends equal to a clean rebuild (${ROUNDS} round${ROUNDS === 1 ? "" : "s"})`,
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        if (round > 0) {
          // From empty read models again: without a checkpoint a projector starts its tables clean.
          await env.sql.query("DELETE FROM rm_meta.projection_checkpoints");
          await env.sql.query("DELETE FROM rm_meta.projection_rebuilds");
        }
        let writing = true;
        const pacingMs = 20 + Math.floor(Math.random() * 80);
        const writer = (async () => {
          for (let seed = 50_000 + round * 10_000; writing; seed++) {
            await appendHistory(env.store, 1, seed);
            await new Promise((r) => setTimeout(r, pacingMs));
          }
        })();
        let progress: number[];
        try {
          // Caught up, every projection's checkpoint is at the head.
          const replayed = projections.length * Number((await env.store.headPosition()).prepare);
          progress = await killRepeatedly({
            start: () => startProjector({ BATCH_SIZE: String(100 + Math.floor(Math.random() * 900)) }),
            kills: KILLS,
            total: replayed,
            progress: checkpointTotal,
          });
        } finally {
          writing = false;
          await writer;
        }
        const last = startProjector({ EXIT_AT: formatPosition(env.store.lastAppended()) });
        expect(await last.exited).toBe(0);
        const caughtUp = await checkpointTotal();

        // Killed runs made progress and never went backwards.
        expect(progress.at(-1)).toBeGreaterThan(0);
        expect(progress).toEqual([...progress].sort((a, b) => a - b));
        // Every kill landed inside the replay: a run killed after catching up would prove nothing.
        expect(progress.at(-1)).toBeLessThan(caughtUp);

        await expectEqualToCleanRebuild(env, projections, TIMEOUT_MS);
      }
    },
    TIMEOUT_MS * ROUNDS,
  );
});
