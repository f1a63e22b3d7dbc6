import { fileURLToPath } from "node:url";
import pg from "pg";
import { SESSION_COOKIE } from "../../command-api/auth/sessionCookie";
import { createSqlSessionStore } from "../../command-api/auth/sessionStore";
import type { CommandDeps } from "../../command-api/commandDeps";
import { openPostgresEventStore } from "../../infra/eventstore/openPostgresEventStore";
import { argon2Hasher } from "../../infra/runtime/argon2Hasher";
import { SERVER_NODE_FLAGS } from "../../infra/runtime/nodeFlags";
import { systemClock } from "../../infra/runtime/systemClock";
import { uuidV7Ids } from "../../infra/runtime/uuidV7Ids";
import { type ChildNode, eventually, startChildNode } from "../../infra/testing/childNode";
import { createTestDatabase } from "../../infra/testing/testDatabase";
import { summarise } from "../graphql/percentiles";
import { ProcessMeter } from "../lib/processMeter";
import { type BenchChild, spawnBenchChild } from "./benchChild";
import { benchVehicles, enlistCaptains, registerViewer } from "./enlistFleet";

const REPORTERS = fileURLToPath(new URL("./fleetReporters.ts", import.meta.url));
const SUBSCRIBERS = fileURLToPath(new URL("./fleetSubscribers.ts", import.meta.url));
const VIEWER_ID = "bench-fleet-viewer";
/** Captains enlisted side by side: enough to keep a small pool busy, few enough for 2 cores. */
const ENLIST_CONCURRENCY = 8;

export interface SplitFleetSpec {
  captains: number;
  subscribers: number;
  intervalMs: number;
  views: { south: number; west: number; north: number; east: number }[];
  warmUpSeconds: number;
  seconds: number;
  /**
   * One round per entry, each with node B started afresh with this FLEET_BATCH_MS (undefined: the
   * server's default), the rest of the split (worker, node A, the phones) running throughout.
   */
  batchWindows: (number | undefined)[];
  /** Where each server process writes a V8 CPU profile (--cpu-prof) when it shuts down; none unless given. */
  profileDir?: string;
  log: (line: string) => void;
}

const now = () => performance.timeOrigin + performance.now();
const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * The fleet as production runs it: a worker and two API nodes as separate processes on PostgreSQL
 * (the live bus is LISTEN/NOTIFY between them). The captains' phones (one process) hold a real `/ws`
 * socket each to node A and report there; the map screens (another process) subscribe to
 * fleetPositions on node B, so every position crosses from A to B. Delivered latency is a report's
 * send on the phone to its arrival on a map screen; each process's CPU and memory are read from /proc.
 */
export async function splitFleetBench(spec: SplitFleetSpec) {
  const database = await createTestDatabase("bench_fleet");
  const env = {
    EVENT_STORE: "postgres",
    DATABASE_URL: database.url,
    SEED_DEMO: "0",
    // Every phone here connects from 127.0.0.1; in the field each has its own address.
    MAX_SOCKETS_PER_ADDRESS: String(spec.captains + spec.subscribers + 100),
  };
  const flagsOf = (name: string) =>
    spec.profileDir
      ? [...SERVER_NODE_FLAGS, "--cpu-prof", `--cpu-prof-dir=${spec.profileDir}/${name}`]
      : SERVER_NODE_FLAGS;
  const startNode = (name: string, extra: Record<string, string>) =>
    startChildNode({ name, env: { ...env, ...extra }, nodeFlags: flagsOf(name), readyWithinMs: 300_000 });
  const nodes: ChildNode[] = [];
  const children: BenchChild[] = [];
  const pool = new pg.Pool({ connectionString: database.url, max: ENLIST_CONCURRENCY });
  let store: Awaited<ReturnType<typeof openPostgresEventStore>>["store"] | undefined;
  try {
    const worker = await startNode("worker", { ROLE: "worker" });
    nodes.push(worker);
    const apiA = await startNode("api-a", { ROLE: "api" });
    nodes.push(apiA);

    // The captains through the command handlers, on the same store the nodes use; the worker projects them.
    const opened = await openPostgresEventStore({ connectionString: database.url, pool, migrate: false });
    store = opened.store;
    const commands: CommandDeps = {
      store: opened.store,
      clock: systemClock,
      ids: uuidV7Ids,
      hasher: argon2Hasher,
      offerTtlSeconds: 30,
    };
    const vehicles = benchVehicles(spec.captains);
    const setupStart = Date.now();
    await enlistCaptains(commands, vehicles, ENLIST_CONCURRENCY, (done) =>
      spec.log(`  ${done} captains enlisted (${Math.round((Date.now() - setupStart) / 1000)} s)`),
    );
    await registerViewer(commands, VIEWER_ID);
    const enlistSeconds = Math.round((Date.now() - setupStart) / 1000);
    // Each phone's session, issued as a sign-in issues it (the password check, argon2, is left out:
    // 5,000 of them would take minutes and are not what this measures).
    const sessions = createSqlSessionStore(opened.sql, systemClock);
    const cookieOf = async (userId: string, role: "provider" | "customer") =>
      `${SESSION_COOKIE}=${(await sessions.issue({ userId, role })).token}`;
    const phones: { id: string; cookie: string; latitude: number; longitude: number }[] = [];
    let issued = 0;
    await Promise.all(
      Array.from({ length: ENLIST_CONCURRENCY }, async () => {
        while (issued < vehicles.length) {
          const v = vehicles[issued++]!;
          phones.push({ ...v, cookie: await cookieOf(v.id, "provider") });
        }
      }),
    );
    const viewerCookie = await cookieOf(VIEWER_ID, "customer");
    await eventually(
      async () => {
        const { rows } = await pool.query<{ behind: number }>(
          `SELECT count(*) FILTER (WHERE c.position_prepare < h.head)::int AS behind
             FROM rm_meta.projection_checkpoints c, (SELECT max(global_position) AS head FROM events) h`,
        );
        return rows[0]?.behind === 0 ? true : undefined;
      },
      "the worker's projections to reach the store's head",
      600_000,
      500,
    );
    const setupSeconds = Math.round((Date.now() - setupStart) / 1000);
    spec.log(
      `  ${vehicles.length} captains enlisted in ${enlistSeconds} s, online and projected in ${setupSeconds} s`,
    );

    // The phones connect to node A and report from now to the end of the last round.
    const reporters = spawnBenchChild(REPORTERS);
    children.push(reporters);
    reporters.send({ url: apiA.url, captains: phones, intervalMs: spec.intervalMs, openConcurrency: 50 });
    const opening = (await reporters.next((m) => "opened" in m)) as {
      opened: number;
      failed: number;
      openMs: number;
      firstErrors: string[];
    };
    spec.log(
      `  ${opening.opened} /ws sockets open and authenticated on ${apiA.name} in ${opening.openMs} ms (${opening.failed} failed${opening.firstErrors.length ? `: ${opening.firstErrors.join("; ")}` : ""})`,
    );
    const sentAt = new Map<string, number>();
    reporters.onMessage((m) => {
      for (const [key, at] of (m.sent as [string, number][] | undefined) ?? []) sentAt.set(key, at);
    });
    reporters.send("start");
    const reportingFrom = now();
    const transactions = async () =>
      Number(
        (
          await pool.query<{ n: string }>(
            "SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()",
          )
        ).rows[0]!.n,
      );

    const rounds = [];
    for (const [index, fleetBatchMs] of spec.batchWindows.entries()) {
      const name = `api-b${index + 1}`;
      const apiB = await startNode(name, {
        ROLE: "api",
        ...(fleetBatchMs === undefined ? {} : { FLEET_BATCH_MS: String(fleetBatchMs) }),
      });
      nodes.push(apiB);
      // The map screens subscribe on node B.
      const subscribers = spawnBenchChild(
        SUBSCRIBERS,
        JSON.stringify({
          wsUrl: `${apiB.url.replace(/^http/, "ws")}/graphql`,
          cookie: viewerCookie,
          subscribers: spec.subscribers,
          views: spec.views,
          samplesPerBatch: 3,
        }),
      );
      children.push(subscribers);
      const received: [string, number, number][] = [];
      subscribers.onMessage((m) => {
        if (typeof m.key === "string") received.push([m.key, m.receivedAt as number, m.cutAt as number]);
      });
      await subscribers.next((m) => m.ready === true);
      // Node B's warm-up (JIT, its first batches); node A and the phones have run since reportingFrom.
      await sleep(spec.warmUpSeconds);

      const measureFrom = now();
      const transactionsBefore = await transactions();
      const meter = new ProcessMeter(
        {
          worker: worker.process.pid!,
          apiA: apiA.process.pid!,
          apiB: apiB.process.pid!,
          reporters: reporters.child.pid!,
          subscribers: subscribers.child.pid!,
        },
        database.name,
      );
      await sleep(spec.seconds);
      const use = meter.stop();
      const measureTo = now();
      const transactionsAfter = await transactions();
      // Batches still on their way to the screens after the window.
      await sleep(2);
      subscribers.send("stop");
      const heard = (await subscribers.next((m) => m.done === true)) as { batches: number; vehicles: number };
      apiB.kill("SIGTERM");
      await apiB.exited;

      const measuredSeconds = (measureTo - measureFrom) / 1000;
      const reportsInWindow = [...sentAt.values()].filter((t) => t >= measureFrom && t < measureTo).length;
      const round = {
        fleetBatchMs: fleetBatchMs ?? "default",
        reportsPerSecond: Math.round(reportsInWindow / measuredSeconds),
        ...deliveredLatency(received, sentAt, measureFrom, measureTo),
        batchesReceived: heard.batches,
        meanVehiclesPerBatch: heard.batches > 0 ? Math.round(heard.vehicles / heard.batches) : 0,
        processes: use,
        /** The fleet's server-side cost: both API nodes, the worker (PostgreSQL is beside them). */
        serversCpuPercentOfOneCore: round1(
          use.apiA!.cpuPercentOfOneCore + use.apiB!.cpuPercentOfOneCore + use.worker!.cpuPercentOfOneCore,
        ),
        apiNodesCpuPercentOfOneCore: round1(use.apiA!.cpuPercentOfOneCore + use.apiB!.cpuPercentOfOneCore),
        /**
         * Transactions PostgreSQL counted for this database (each NOTIFY is one) per second of the
         * window. Approximate: a backend reports its counts up to seconds late (a node that started
         * or stopped near the window lands in it).
         */
        postgresTransactionsPerSecond: Math.round((transactionsAfter - transactionsBefore) / measuredSeconds),
        measuredSeconds: round1(measuredSeconds),
        secondsSinceReportingBegan: Math.round((measureFrom - reportingFrom) / 1000),
      };
      rounds.push(round);
      spec.log(describeRound(round));
    }

    reporters.send("stop");
    const reported = (await reporters.next((m) => m.done === true)) as {
      reports: number;
      errorFrames: number;
      firstErrors: string[];
      closedByServer: number;
    };
    return {
      captains: spec.captains,
      subscribers: spec.subscribers,
      socketsOpen: opening.opened,
      socketsFailed: opening.failed,
      setupSeconds,
      enlistSeconds,
      reports: reported.reports,
      errorFrames: reported.errorFrames,
      firstErrors: reported.firstErrors,
      socketsClosedByServer: reported.closedByServer,
      rounds,
    };
  } finally {
    for (const { child } of children) if (child.exitCode === null) child.kill("SIGKILL");
    for (const node of nodes) node.kill("SIGTERM");
    await Promise.race([
      Promise.all(nodes.map((n) => n.exited)),
      new Promise((resolve) => setTimeout(resolve, 20_000)),
    ]);
    for (const node of nodes) node.kill("SIGKILL");
    await Promise.all(nodes.map((n) => n.exited));
    await store?.close().catch(() => {});
    await pool.end().catch(() => {});
    await database.drop();
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Screens' samples matched to the phones' send times, for reports sent within the window. */
function deliveredLatency(
  received: readonly [key: string, receivedAt: number, cutAt: number][],
  sentAt: ReadonlyMap<string, number>,
  from: number,
  to: number,
) {
  const latencies: number[] = [];
  const toCut: number[] = [];
  const fromCut: number[] = [];
  let unmatched = 0;
  for (const [key, at, cutAt] of received) {
    const sent = sentAt.get(key);
    if (sent === undefined) {
      unmatched += 1;
      continue;
    }
    if (sent < from || sent >= to) continue;
    latencies.push(at - sent);
    // The server's clock stamps the cut (ms precision): the same machine's, so the parts add up.
    toCut.push(cutAt - sent);
    fromCut.push(at - cutAt);
  }
  return {
    latency: summarise(latencies),
    /** The report's way until node B cut the batch holding it: node A, the live bus, the batch window. */
    reportToBatchCut: summarise(toCut),
    /** The batch's way from its cut to the screen: serialising, graphql-ws, the socket. */
    batchCutToScreen: summarise(fromCut),
    /** Samples of positions sent before reporting began (the first picture) or not found. */
    unmatchedSamples: unmatched,
  };
}

export type SplitFleetRound = Awaited<ReturnType<typeof splitFleetBench>>["rounds"][number];

export function describeRound(r: SplitFleetRound): string {
  const p = r.processes;
  return (
    `split, FLEET_BATCH_MS ${r.fleetBatchMs} (${r.reportsPerSecond} reports/s over /ws): delivered p50 ${r.latency.p50Ms} ms, p99 ${r.latency.p99Ms} ms (max ${r.latency.maxMs}, ${r.latency.samples} samples; to the batch's cut p50 ${r.reportToBatchCut.p50Ms} / p99 ${r.reportToBatchCut.p99Ms}, cut to screen p50 ${r.batchCutToScreen.p50Ms} / p99 ${r.batchCutToScreen.p99Ms}); ` +
    `CPU % of one core: api-a ${p.apiA!.cpuPercentOfOneCore}, api-b ${p.apiB!.cpuPercentOfOneCore}, worker ${p.worker!.cpuPercentOfOneCore}, postgres ${p.postgres!.cpuPercentOfOneCore} (${r.postgresTransactionsPerSecond} transactions/s); phones ${p.reporters!.cpuPercentOfOneCore}, screens ${p.subscribers!.cpuPercentOfOneCore}; ` +
    `peak RSS api-a ${p.apiA!.peakRssMb} MB, api-b ${p.apiB!.peakRssMb} MB, worker ${p.worker!.peakRssMb} MB; ${r.batchesReceived} batches, ${r.meanVehiclesPerBatch} vehicles each`
  );
}
