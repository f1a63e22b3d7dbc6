/**
 * The projector as a child process, for the crash test: runs every registered projection against
 * DATABASE_URL until killed, or (EXIT_AT=<commit/prepare>) until it has handled that position.
 */
import { parsePosition } from "../../../domain/ports/eventStore";
import { openPostgresEventStore } from "../../../infra/eventstore/openPostgresEventStore";
import { createInProcessLiveBus } from "../../../infra/livebus/inProcessLiveBus";
import { createPgAdvisoryProjectionLock } from "../../../infra/locks/pgAdvisoryProjectionLock";
import { createProjectionRunner } from "../projectionRunner";
import { crashTestProjections } from "./crashTestProjections";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("projectorProcess: DATABASE_URL is required");

const { store, sql } = await openPostgresEventStore({ connectionString: url, poolSize: 8 });
const lock = createPgAdvisoryProjectionLock({ connectionString: url });
const runner = createProjectionRunner({
  store,
  sql,
  lock,
  liveBus: createInProcessLiveBus(),
  projections: crashTestProjections(),
  options: { catchUpBatchSize: Number(process.env.BATCH_SIZE ?? 1000) },
  log: { warn: () => {}, error: (details, message) => console.error(message, details) },
});
await runner.start();
process.stdout.write("started\n");

if (process.env.EXIT_AT) {
  await runner.waitForPosition(parsePosition(process.env.EXIT_AT));
  await runner.stop();
  await lock.close();
  await store.close();
  process.stdout.write("caught up\n");
}
