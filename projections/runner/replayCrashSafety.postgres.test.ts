import { afterAll, beforeAll, expect, it } from "vitest";
import { describeWithPostgres } from "../../infra/testing/postgres";
import { appendAtLeast, expectEqualToCleanRebuild } from "./testing/crashTestChecks";
import { crashTestProjections } from "./testing/crashTestProjections";
import { openPostgresTestEnvironment, type TestEnvironment } from "./testing/testEnvironments";
import { killRepeatedly, startTestProcess } from "./testing/testProcess";

/*
 * crashSafety.postgres.test.ts kills the live runner while it catches up; this kills `npm run replay`
 * (rebuildProjection: shadow tables, their own checkpoint, the swap), which resumes from its shadow.
 */
const EVENTS = 50_000;
const projections = crashTestProjections();
const TIMEOUT_MS = 600_000;
const KILLS = 12;
const replayer = new URL("./testing/replayProcess.ts", import.meta.url);

let env: TestEnvironment;

const startReplay = () => startTestProcess(replayer, { DATABASE_URL: env.url!, BATCH_SIZE: "500" });

/**
 * How far the replays got, summed: a rebuild's own checkpoint until its swap, then the live
 * checkpoint it installed (the database has no live tables before). Never goes back.
 */
async function replayedTotal(): Promise<number> {
  const { rows } = await env.sql.query<{ total: string }>(
    `SELECT ((SELECT coalesce(sum(greatest(position_prepare, 0)), 0) FROM rm_meta.projection_rebuilds)
           + (SELECT coalesce(sum(greatest(position_prepare, 0)), 0) FROM rm_meta.projection_checkpoints))::text AS total`,
  );
  return Number(rows[0]?.total ?? 0);
}

await describeWithPostgres("replay crash safety", () => {
  beforeAll(async () => {
    env = await openPostgresTestEnvironment("replay_crash");
    await appendAtLeast(env.store, EVENTS);
  }, TIMEOUT_MS);
  afterAll(async () => {
    await env?.close();
  });

  it(
    `is SIGKILLed ${KILLS} times while replaying ${EVENTS} events into fresh tables and ends equal to a clean rebuild`,
    async () => {
      // Swapped in, every projection's checkpoint is at the head.
      const replayed = projections.length * Number((await env.store.headPosition()).prepare);
      const progress = await killRepeatedly({
        start: startReplay,
        kills: KILLS,
        total: replayed,
        progress: replayedTotal,
      });
      const last = startReplay();
      expect(await last.exited).toBe(0);

      expect(progress.at(-1)).toBeGreaterThan(0);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      // Every kill landed inside the replay, before its swap.
      expect(progress.at(-1)).toBeLessThan(replayed);
      expect(await replayedTotal()).toBe(replayed);
      const leftovers = await env.sql.query(
        `SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rm\\_rebuild\\_%'
         UNION ALL SELECT projection FROM rm_meta.projection_rebuilds`,
      );
      expect(leftovers.rows).toEqual([]);

      await expectEqualToCleanRebuild(env, projections, TIMEOUT_MS);
    },
    TIMEOUT_MS,
  );
});
