import { afterAll, beforeAll, expect, it } from "vitest";
import { formatPosition } from "../../domain/ports/eventStore";
import { describeWithPostgres } from "../../infra/testing/postgres";
import { appendAtLeast, expectEqualToCleanRebuild } from "./testing/crashTestChecks";
import { crashTestProjections } from "./testing/crashTestProjections";
import { openPostgresTestEnvironment, type TestEnvironment } from "./testing/testEnvironments";
import { killRepeatedly, startTestProcess } from "./testing/testProcess";

const EVENTS = 50_000;
/** Every registered read model; PROJECTIONS=runner runs a quicker set (see crashTestProjections). */
const projections = crashTestProjections();
// Generous: this runs beside the whole suite on two cores; alone it takes under a minute.
const TIMEOUT_MS = 600_000;
const KILLS = 12;
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
    `is SIGKILLed ${KILLS} times while replaying ${EVENTS} events and ends equal to a clean rebuild`,
    async () => {
      // Caught up, every projection's checkpoint is at the head.
      const replayed = projections.length * Number((await env.store.headPosition()).prepare);
      const progress = await killRepeatedly({
        start: () => startProjector({ BATCH_SIZE: "500" }),
        kills: KILLS,
        total: replayed,
        progress: checkpointTotal,
      });
      const last = startProjector({ EXIT_AT: formatPosition(env.store.lastAppended()) });
      expect(await last.exited).toBe(0);
      const caughtUp = await checkpointTotal();

      // Killed runs made progress and never went backwards.
      expect(progress.at(-1)).toBeGreaterThan(0);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      // Every kill landed inside the replay: a run killed after catching up would prove nothing.
      expect(progress.at(-1)).toBeLessThan(caughtUp);

      await expectEqualToCleanRebuild(env, projections, TIMEOUT_MS);
    },
    TIMEOUT_MS,
  );
});
