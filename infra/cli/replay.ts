/**
 * `npm run replay -- <projection|all>`: rebuilds read models from the event store into fresh
 * tables and swaps them in, with a progress bar per projection. The server may keep running on
 * PostgreSQL (its live tables serve until the swap); with PGlite, stop it first.
 */

import { projectionsNamed, registeredProjections } from "../../projections/registeredProjections";
import { ensureProjectionMeta } from "../../projections/runner/projectionMeta";
import { rebuildProjection } from "../../projections/runner/rebuildProjection";
import { DEFAULT_RUNNER_OPTIONS } from "../../projections/runner/runnerOptions";
import { openCliBackend } from "./openCliBackend";
import { replayProgress } from "./replayProgress";

const target = process.argv[2];
if (!target || target === "--help") {
  console.error(
    `usage: npm run replay -- <projection|all>\nprojections: ${registeredProjections.map((p) => p.name).join(", ")}`,
  );
  process.exit(target ? 0 : 1);
}
let projections: ReturnType<typeof projectionsNamed>;
try {
  projections = projectionsNamed(target);
} catch (error) {
  // An unknown name is the caller's typo: say so plainly, without a stack trace.
  console.error(`replay: ${(error as Error).message}`);
  process.exit(1);
}

const backend = await openCliBackend();
const stop = new AbortController();
process.on("SIGINT", () =>
  stop.abort(new Error("interrupted; the rebuild resumes where it stopped next time")),
);

const progress = replayProgress(projections.map((p) => p.name));

let failed = false;
try {
  await ensureProjectionMeta(backend.sql);
  for (const projection of projections) {
    const onProgress = progress.start(projection.name);
    const started = Date.now();
    await rebuildProjection(
      {
        store: backend.store,
        sql: backend.sql,
        lock: backend.lock,
        clock: { now: () => new Date() },
        batchSize: DEFAULT_RUNNER_OPTIONS.catchUpBatchSize,
        lockRetryMs: DEFAULT_RUNNER_OPTIONS.lockRetryMs,
        onProgress,
      },
      projection,
      stop.signal,
    );
    progress.finish(projection.name, (Date.now() - started) / 1000);
  }
} catch (error) {
  failed = true;
  progress.stop();
  console.error(`\nreplay failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  progress.stop();
  await backend.close();
}
process.exit(failed ? 1 : 0);
