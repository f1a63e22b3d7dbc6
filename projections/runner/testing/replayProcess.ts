/**
 * `npm run replay -- all` as a child process, for the replay crash test: rebuilds every crash-test
 * projection into fresh tables against DATABASE_URL and swaps them in, all side by side, then exits 0
 * (or is killed on the way).
 */
import { openPostgresEventStore } from "../../../infra/eventstore/openPostgresEventStore";
import { createPgAdvisoryProjectionLock } from "../../../infra/locks/pgAdvisoryProjectionLock";
import { ensureProjectionMeta } from "../projectionMeta";
import { rebuildProjection } from "../rebuildProjection";
import { crashTestProjections } from "./crashTestProjections";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("replayProcess: DATABASE_URL is required");

const { store, sql } = await openPostgresEventStore({ connectionString: url, poolSize: 8 });
const lock = createPgAdvisoryProjectionLock({ connectionString: url });
await ensureProjectionMeta(sql);
process.stdout.write("started\n");
await Promise.all(
  crashTestProjections().map((projection) =>
    rebuildProjection(
      {
        store,
        sql,
        lock,
        clock: { now: () => new Date() },
        batchSize: Number(process.env.BATCH_SIZE ?? 1000),
        lockRetryMs: 50,
      },
      projection,
      new AbortController().signal,
    ),
  ),
);
await lock.close();
await store.close();
process.stdout.write("replayed\n");
