import { afterAll, beforeAll, expect, it } from "vitest";
import { type EventStore, formatPosition } from "../../domain/ports/eventStore";
import { createPgAdvisoryProjectionLock } from "../../infra/locks/pgAdvisoryProjectionLock";
import { describeWithPostgres } from "../../infra/testing/postgres";
import { auditLogProjection } from "../audit/auditLogProjection";
import type { Projection } from "../projection";
import type { ProjectionLock } from "./projectionLock";
import { readModelChecksums } from "./readModelChecksum";
import { rebuildProjection } from "./rebuildProjection";
import type { SwapStep } from "./swapShadowTables";
import { countingProjection } from "./testing/countingProjection";
import { seededRandom } from "./testing/eventMix";
import { appendHistory, caughtUp, FAST_OPTIONS, startRunner } from "./testing/runnerTestKit";
import { openPostgresTestEnvironment, type TestEnvironment } from "./testing/testEnvironments";

/**
 * The rebuild-under-load scenario of projectionRunner.postgres.test.ts, many times over with random
 * pacing: how often the writer appends and how much, the runner's and the rebuild's batch sizes,
 * and a hold at a random step of the swap. After each round the live tables must hold exactly what
 * the store holds, with no wait beyond `caughtUp`. CI runs a bounded number of rounds;
 * STRESS_ROUNDS=5000 (and STRESS_SEED to replay one) runs it for real.
 */
const ROUNDS = Number(process.env.STRESS_ROUNDS ?? 12);
const SEED = Number(process.env.STRESS_SEED ?? Date.now() % 1_000_000);
/** The store is replaced every so many rounds, so that each rebuild replays a history of similar size. */
const ROUNDS_PER_DATABASE = 4;
const SWAP_STEPS: readonly SwapStep[] = ["begin", "locked", "checked", "tail-applied", "swapped"];

let env: TestEnvironment | undefined;
const locks: ProjectionLock[] = [];

/** Per stream, the events of `types` in the store, counted by PostgreSQL itself: the independent answer. */
async function storeCounts(
  environment: TestEnvironment,
  types: readonly string[],
): Promise<Map<string, number>> {
  const { rows } = await environment.sql.query<{ stream_id: string; events: number }>(
    "SELECT stream_id, count(*)::int AS events FROM events WHERE type = ANY($1::text[]) GROUP BY stream_id",
    [[...types]],
  );
  return new Map(rows.map((r) => [r.stream_id, r.events]));
}

async function tableCounts(environment: TestEnvironment, table: string): Promise<Map<string, number>> {
  const { rows } = await environment.sql.query<{ stream_id: string; events: number }>(
    `SELECT stream_id, events FROM rm.${table}`,
  );
  return new Map(rows.map((r) => [r.stream_id, r.events]));
}

function differences(expected: Map<string, number>, actual: Map<string, number>): string[] {
  const streams = new Set([...expected.keys(), ...actual.keys()]);
  return [...streams]
    .filter((s) => expected.get(s) !== actual.get(s))
    .map((s) => `${s}: store ${expected.get(s) ?? 0}, table ${actual.get(s) ?? 0}`);
}

await describeWithPostgres("rebuild under live load, stressed", () => {
  beforeAll(() => {
    console.log(`[stress] ${ROUNDS} rounds, STRESS_SEED=${SEED}`);
  });
  afterAll(async () => {
    for (const lock of locks) await lock.close();
    await env?.close();
  });

  it(`${ROUNDS} rebuilds from another session while commands arrive leave the live tables equal to the store`, async () => {
    const random = seededRandom(SEED);
    const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    const counting = countingProjection({ name: "stressed" });
    const audit: Projection = { ...auditLogProjection, name: "audit_stressed" };
    const projections = [counting, audit];
    const lock = () => {
      const created = createPgAdvisoryProjectionLock({ connectionString: env!.url });
      locks.push(created);
      return created;
    };

    let runner: ReturnType<typeof startRunner> | undefined;
    try {
      for (let round = 0; round < ROUNDS; round++) {
        if (round % ROUNDS_PER_DATABASE === 0) {
          // A runner that lives through many swaps, as in production; a new one with new batch sizes per database.
          await runner?.stop();
          await env?.close();
          env = await openPostgresTestEnvironment("stress");
          await appendHistory(env.store, between(20, 120), round);
          runner = startRunner(env, projections, {
            lock: lock(),
            // Half the time the production defaults (large live batches, idle checkpoints every 5 s, two
            // commit groups in flight), as projectionRunner.postgres.test.ts runs it; else small random batches.
            options:
              random() < 0.5
                ? { catchUpBatchSize: between(50, 500) }
                : {
                    ...FAST_OPTIONS,
                    catchUpBatchSize: between(5, 500),
                    liveBatchSize: between(1, 40),
                    idleCheckpointMs: random() < 0.5 ? 0 : 60_000,
                  },
          });
          await runner.started;
        }
        const environment = env!;
        const live = runner!;
        await caughtUp(live, environment.store);
        // The other session's lease client, closed with the round (thousands of rounds would exhaust connections).
        const otherSession = createPgAdvisoryProjectionLock({ connectionString: environment.url });

        const pacing = { intervalMs: between(10, 60), requests: between(1, 3) };
        const held = { step: SWAP_STEPS[between(0, SWAP_STEPS.length - 1)]!, ms: between(0, 40) };
        const rebuildBatch = between(5, 400);
        let appending = true;
        let appends = 0;
        const writer = (async () => {
          for (let seed = 10_000 * (round + 1); appending; seed++) {
            await appendHistory(environment.store, pacing.requests, seed);
            appends++;
            // Past a few dozen appends, slower: a writer that outpaces the replay keeps the rebuild from ever swapping.
            await new Promise((r) => setTimeout(r, appends < 40 ? pacing.intervalMs : 150));
          }
        })();
        const swaps: string[] = [];
        // What the rebuild read, call by call: on a mismatch it shows where a gap opened.
        const reads: string[] = [];
        const rebuildStore: EventStore = {
          ...environment.store,
          headPosition: async () => {
            const head = await environment.store.headPosition();
            reads.push(`head ${formatPosition(head)}`);
            return head;
          },
          readAllSettled: async (options) => {
            const read = await environment.store.readAllSettled(options);
            const { events } = read;
            const first = events[0]?.position;
            const last = events.at(-1)?.position;
            reads.push(
              `read after ${options?.after ? formatPosition(options.after) : "start"} limit ${options?.limit}: ${events.length}${first ? ` ${formatPosition(first)}..${formatPosition(last!)}` : ""} settled to ${formatPosition(read.settledTo)}`,
            );
            return read;
          },
        };
        const which = random() < 0.7 ? [counting] : projections;
        try {
          for (const projection of which) {
            await rebuildProjection(
              {
                store: rebuildStore,
                sql: environment.sql,
                lock: otherSession,
                clock: { now: () => new Date() },
                batchSize: rebuildBatch,
                lockRetryMs: 20,
                pauseSwap: async (step, tail) => {
                  if (step === "swapped")
                    swaps.push(`${projection.name} swapped at ${formatPosition(tail.to)}`);
                  if (step === held.step && held.ms > 0) await new Promise((r) => setTimeout(r, held.ms));
                },
              },
              projection,
              AbortSignal.timeout(60_000),
            );
          }
        } finally {
          appending = false;
          await writer;
        }
        const stalled = setTimeout(() => {
          console.log(
            `[stress] round ${round}: not caught up after 30 s: ${JSON.stringify(live.status().map((s) => [s.name, s.state, s.position, s.head, s.error?.message]))} lastAppended ${JSON.stringify(environment.store.lastAppended(), (_k, v) => (typeof v === "bigint" ? String(v) : v))}`,
          );
        }, 30_000);
        await caughtUp(live, environment.store).finally(() => clearTimeout(stalled));
        const expected = await storeCounts(environment, counting.handles);
        const actual = await tableCounts(environment, "stressed_counts");
        const missing = differences(expected, actual);
        const context = `round ${round} (STRESS_SEED=${SEED}): ${JSON.stringify({ pacing, held, rebuildBatch, appends, which: which.map((p) => p.name) })}`;
        if (missing.length > 0) {
          // Does it heal with time (the runner was only late: caughtUp answered early) or stay (lost)?
          await new Promise((r) => setTimeout(r, 2000));
          const later = differences(
            await storeCounts(environment, counting.handles),
            await tableCounts(environment, "stressed_counts"),
          );
          const { rows: lost } = await environment.sql.query<{ at: string }>(
            `SELECT e.stream_id || ' ' || e.type || ' at ' || e.transaction_id || '/' || e.global_position AS at
               FROM events e WHERE e.type = ANY($1::text[])
                AND NOT EXISTS (SELECT 1 FROM rm.stressed_events s WHERE s.global_position = e.global_position)
              ORDER BY e.transaction_id, e.global_position`,
            [[...counting.handles]],
          );
          const checkpoint = await environment.sql.query<{ at: string }>(
            "SELECT position_commit || '/' || position_prepare AS at FROM rm_meta.projection_checkpoints WHERE projection = 'stressed'",
          );
          expect.fail(
            `${context}\nright after caughtUp: ${missing.join("; ")}\n2 s later: ${later.join("; ") || "equal"}\nnot in the table: ${lost.map((r) => r.at).join("; ")}\nswaps: ${swaps.join("; ")}\nlive checkpoint now ${checkpoint.rows[0]?.at}\nrebuild reads: ${reads.slice(-40).join(" | ")}`,
          );
        }
        if (which.length > 1) {
          // Quiet now: the live audit log must hold every event of the store, as a clean rebuild would.
          const auditMissing = async () =>
            (
              await environment.sql.query<{ at: string }>(
                `SELECT e.transaction_id || '/' || e.global_position AS at FROM events e
                  WHERE NOT EXISTS (SELECT 1 FROM rm.audit_log a WHERE a.global_position = e.global_position)
                  ORDER BY e.transaction_id, e.global_position`,
              )
            ).rows.map((r) => r.at);
          const absent = await auditMissing();
          if (absent.length > 0) {
            await new Promise((r) => setTimeout(r, 2000));
            const later = await auditMissing();
            const checkpoint = await environment.sql.query<{ at: string }>(
              "SELECT position_commit || '/' || position_prepare AS at FROM rm_meta.projection_checkpoints WHERE projection = 'audit_stressed'",
            );
            expect.fail(
              `${context}\naudit log lacks ${absent.length} events right after caughtUp: ${absent.join(", ")}\n2 s later it lacks ${later.length}\nswaps: ${swaps.join("; ")}\nrebuild reads: ${reads.slice(-40).join(" | ")}\nlive checkpoint now ${checkpoint.rows[0]?.at}`,
            );
          }
          const before = await readModelChecksums(environment.sql, [audit]);
          await rebuildProjection(
            {
              store: environment.store,
              sql: environment.sql,
              lock: otherSession,
              clock: { now: () => new Date() },
              batchSize: 5000,
              lockRetryMs: 20,
            },
            audit,
            AbortSignal.timeout(60_000),
          );
          expect(await readModelChecksums(environment.sql, [audit]), context).toEqual(before);
        }
        await otherSession.close();
        if (process.env.STRESS_LOG) console.log(`[stress] ${context} ok`);
      }
    } finally {
      await runner?.stop();
    }
  }, 3_600_000);
});
