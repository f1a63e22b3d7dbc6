import type { EventStore, Position } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import { openPostgresEventStore } from "../../infra/eventstore/openPostgresEventStore";
import { createInProcessLiveBus } from "../../infra/livebus/inProcessLiveBus";
import { type ChildNode, eventually, startChildNode } from "../../infra/testing/childNode";
import { startPrivateCluster } from "../../infra/testing/privateCluster";
import { registeredProjections } from "../../projections/registeredProjections";
import { createInProcessProjectionLock } from "../../projections/runner/inProcessProjectionLock";
import { createProjectionRunner } from "../../projections/runner/projectionRunner";
import { readModelChecksums } from "../../projections/runner/readModelChecksum";
import { appendHistory } from "../../projections/runner/testing/runnerTestKit";
import { answered2xx, BookingLoad } from "./bookingLoad";
import type { DrillReport } from "./drillReport";
import { DrillChecks } from "./drillReport";

const REPLAY_KILLS = 3;
const LIVE_KILLS = 3;

/**
 * worker-kill: the production split (a worker, an API node: the processes and environment
 * infra/cluster/startLocalCluster.ts gives them) on a private cluster. A history is appended first,
 * so each new worker starts with a replay: it is SIGKILLed part-way, REPLAY_KILLS times, a new one
 * started each time (as the launcher restarts it). Then bookings flow through the API node and the
 * worker is SIGKILLed LIVE_KILLS times under them. After: every 2xx booking is in the read models
 * exactly once, and the read models equal a clean rebuild of the same events, table by table.
 */
export async function workerKillDrill(options: {
  requests: number;
  log: (line: string) => void;
}): Promise<DrillReport> {
  const checks = new DrillChecks(options.log);
  const cluster = await startPrivateCluster();
  const opened = await openPostgresEventStore({ connectionString: cluster.url, poolSize: 4 });
  const { store, sql } = opened;
  const nodes: ChildNode[] = [];
  const env = { EVENT_STORE: "postgres", DATABASE_URL: cluster.url };
  let workers = 0;
  const startWorker = (untilReady: boolean) => {
    workers += 1;
    return startChildNode({
      name: `worker-${workers}`,
      env: { ...env, ROLE: "worker" },
      untilReady,
      readyWithinMs: 300_000,
    }).then((node) => {
      nodes.push(node);
      return node;
    });
  };
  try {
    const written = await appendHistory(store, options.requests);
    const head = await store.headPosition();
    options.log(`appended ${written} events (${options.requests} requests' lives) for the workers to replay`);

    // Killed only once a projection has stored progress: a worker killed before that replayed nothing.
    let moved = 0n;
    for (let kill = 1; kill <= REPLAY_KILLS; kill++) {
      const worker = await startWorker(false);
      // Killed once it has stored progress beyond where the last one was killed, and is not done.
      const at = await eventually(
        async () => {
          const p = await replayProgress(sql, head).catch(() => undefined);
          return p && p.sum > moved && p.done < registeredProjections.length ? p : undefined;
        },
        `${worker.name} to move the replay on`,
        240_000,
        25,
      );
      worker.kill("SIGKILL");
      await worker.exited;
      moved = at.sum;
      options.log(
        `SIGKILLed ${worker.name} mid-replay: ${at.started} projections begun, ${at.done} of ${registeredProjections.length} at the head`,
      );
    }
    let worker = await startWorker(true);
    options.log(`${worker.name} took over and finished the replay`);
    const api = await startChildNode({ name: "api", env: { ...env, ROLE: "api" }, readyWithinMs: 180_000 });
    nodes.push(api);

    const load = new BookingLoad({
      urls: [api.url],
      prefix: `wk-${Date.now().toString(36)}`,
      concurrency: 4,
      accept: true,
      timeoutMs: 60_000,
      statusOf: async (id) =>
        (await sql.query<{ status: string }>("SELECT status FROM rm.request_history WHERE id = $1", [id]))
          .rows[0]?.status,
    });
    await load.signIn();
    const okBookings = () => load.records.filter((r) => r.kind === "book" && answered2xx(r)).length;
    let liveKills = 0;
    const running = load.run(
      () => liveKills < LIVE_KILLS || okBookings() < options.requests / 4 + liveKills * 5,
    );
    for (; liveKills < LIVE_KILLS; ) {
      const before = okBookings();
      await load.until(() => okBookings() >= before + 5);
      worker.kill("SIGKILL");
      await worker.exited;
      liveKills += 1;
      options.log(`SIGKILLed ${worker.name} under live bookings (${okBookings()} answered so far)`);
      worker = await startWorker(true);
    }
    await running;
    const ok = load.records.filter(answered2xx);
    const refused = load.records.filter((r) => !answered2xx(r));
    options.log(
      `live: ${load.records.length} commands, ${ok.length} answered 2xx, ${refused.length} not (${[...new Set(refused.map((r) => r.status ?? r.error))].join(", ") || "none"}); ${workers} workers in all`,
    );

    // Every booking answered 2xx is in the read models exactly once (each answer waited for them).
    const prefix = load.records[0]?.description.split("-").slice(0, 2).join("-");
    const { rows } = await sql.query<{ description: string; n: number }>(
      "SELECT description, count(*)::int AS n FROM rm.request_history WHERE description LIKE $1 GROUP BY 1",
      [`${prefix}-%`],
    );
    const count = new Map(rows.map((r) => [r.description, r.n]));
    const okBooked = ok.filter((r) => r.kind === "book");
    const notOnce = okBooked.filter((r) => count.get(r.description) !== 1);
    checks.check(
      "every 2xx booking is in the read models exactly once",
      notOnce.length === 0,
      `${okBooked.length - notOnce.length} of ${okBooked.length}`,
    );

    for (const node of nodes) node.kill("SIGTERM");
    await Promise.all(nodes.map((n) => n.exited));
    // The last worker's read models, taken to the head (dispatch may have appended as it stopped)...
    const finalHead = await store.headPosition();
    await projectUpTo(store, sql, finalHead);
    const afterKills = await readModelChecksums(sql, registeredProjections);
    // ...must equal one clean replay of the same events from scratch.
    await sql.query("DELETE FROM rm_meta.projection_checkpoints");
    await projectUpTo(store, sql, finalHead);
    const clean = await readModelChecksums(sql, registeredProjections);
    const differ = Object.keys(clean).filter(
      (t) => afterKills[t]?.md5 !== clean[t]?.md5 || afterKills[t]?.rows !== clean[t]?.rows,
    );
    checks.check(
      "the read models equal a clean rebuild (every table's checksum)",
      differ.length === 0 && Object.keys(clean).length > 0,
      `${Object.keys(clean).length - differ.length} of ${Object.keys(clean).length} tables${differ.length ? `; differ: ${differ.slice(0, 5).join(", ")}` : ""}`,
    );
    checks.check(
      "the rebuild has the drill's bookings",
      (clean["request_history.request_history"]?.rows ?? 0) >= okBooked.length,
      `${clean["request_history.request_history"]?.rows ?? 0} requests`,
    );
  } finally {
    for (const node of nodes) node.kill("SIGKILL");
    await Promise.all(nodes.map((n) => n.exited));
    await store.close();
    await cluster.stop();
  }
  return checks.report();
}

/** Projections whose stored checkpoint has moved, those at the head, and the sum of their positions. */
async function replayProgress(sql: Sql, head: Position) {
  const { rows } = await sql.query<{ prepare: string }>(
    "SELECT position_prepare::text AS prepare FROM rm_meta.projection_checkpoints",
  );
  const positions = rows.map((r) => BigInt(r.prepare));
  return {
    started: positions.filter((p) => p > 0n).length,
    done: positions.filter((p) => p >= head.prepare).length,
    sum: positions.reduce((a, b) => a + b, 0n),
  };
}

/** Runs the projections in this process until they have handled `head` (from their checkpoints). */
async function projectUpTo(store: EventStore, sql: Sql, head: Position) {
  const runner = createProjectionRunner({
    store,
    sql,
    lock: createInProcessProjectionLock(),
    liveBus: createInProcessLiveBus(),
    projections: registeredProjections,
  });
  await runner.start();
  try {
    await runner.waitForPosition(head, { signal: AbortSignal.timeout(300_000) });
  } finally {
    await runner.stop();
  }
}
