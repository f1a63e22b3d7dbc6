import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
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
  /** Where each server process writes a V8 CPU profile (--cpu-prof) when it shuts down; none unless given. */
  profileDir?: string;
  log: (line: string) => void;
}

const now = () => performance.timeOrigin + performance.now();

/**
 * The fleet as production runs it: a worker and two API nodes as separate processes on PostgreSQL
 * (the live bus is LISTEN/NOTIFY between them). The captains' phones (one process) hold a real `/ws`
 * socket each to node A and report there; the map screens (another process) subscribe to
 * fleetPositions on node B, so every position crosses from A to B. Delivered latency is a report's
 * send on the phone to its arrival on a map screen; each process's CPU and memory are read from /proc.
 */
export async function splitFleetRound(spec: SplitFleetSpec) {
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
  const nodes: ChildNode[] = [];
  const children: ChildProcess[] = [];
  const pool = new pg.Pool({ connectionString: database.url, max: ENLIST_CONCURRENCY });
  let store: Awaited<ReturnType<typeof openPostgresEventStore>>["store"] | undefined;
  try {
    const worker = await startChildNode({
      name: "worker",
      env: { ...env, ROLE: "worker" },
      nodeFlags: flagsOf("worker"),
      readyWithinMs: 300_000,
    });
    nodes.push(worker);
    const [apiA, apiB] = await Promise.all(
      ["api-a", "api-b"].map((name) =>
        startChildNode({
          name,
          env: { ...env, ROLE: "api" },
          nodeFlags: flagsOf(name),
          readyWithinMs: 300_000,
        }),
      ),
    );
    nodes.push(apiA!, apiB!);

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
    const behind = await eventually(
      async () => {
        const { rows } = await pool.query<{ behind: number }>(
          `SELECT count(*) FILTER (WHERE c.position_prepare < h.head)::int AS behind
             FROM rm_meta.projection_checkpoints c, (SELECT max(global_position) AS head FROM events) h`,
        );
        return rows[0]?.behind === 0 ? 0 : undefined;
      },
      "the worker's projections to reach the store's head",
      600_000,
      500,
    );
    const setupSeconds = Math.round((Date.now() - setupStart) / 1000);
    spec.log(
      `  ${vehicles.length} captains enlisted in ${enlistSeconds} s, online and projected in ${setupSeconds} s (${behind} projections behind)`,
    );

    // The phones connect to node A.
    const reporters = spawnChild(REPORTERS);
    children.push(reporters.child);
    reporters.send({ url: apiA!.url, captains: phones, intervalMs: spec.intervalMs, openConcurrency: 50 });
    const opening = (await reporters.next((m) => "opened" in m)) as {
      opened: number;
      failed: number;
      openMs: number;
      firstErrors: string[];
    };
    spec.log(
      `  ${opening.opened} /ws sockets open and authenticated on ${apiA!.name} in ${opening.openMs} ms (${opening.failed} failed${opening.firstErrors.length ? `: ${opening.firstErrors.join("; ")}` : ""})`,
    );

    // The map screens subscribe on node B.
    const subscribers = spawnChild(
      SUBSCRIBERS,
      JSON.stringify({
        wsUrl: `${apiB!.url.replace(/^http/, "ws")}/graphql`,
        cookie: viewerCookie,
        subscribers: spec.subscribers,
        views: spec.views,
        samplesPerBatch: 3,
      }),
    );
    children.push(subscribers.child);
    await subscribers.next((m) => m.ready === true);

    const sentAt = new Map<string, number>();
    reporters.onMessage((m) => {
      for (const [key, at] of (m.sent as [string, number][] | undefined) ?? []) sentAt.set(key, at);
    });
    const received: [string, number, number][] = [];
    subscribers.onMessage((m) => {
      if (typeof m.key === "string") received.push([m.key, m.receivedAt as number, m.cutAt as number]);
    });

    reporters.send("start");
    const startedAt = now();
    await new Promise((resolve) => setTimeout(resolve, spec.warmUpSeconds * 1000));
    const measureFrom = now();
    const meter = new ProcessMeter(
      {
        worker: worker.process.pid!,
        apiA: apiA!.process.pid!,
        apiB: apiB!.process.pid!,
        reporters: reporters.child.pid!,
        subscribers: subscribers.child.pid!,
      },
      database.name,
    );
    await new Promise((resolve) => setTimeout(resolve, spec.seconds * 1000));
    const use = meter.stop();
    const measureTo = now();
    reporters.send("stop");
    const reported = (await reporters.next((m) => m.done === true)) as {
      reports: number;
      errorFrames: number;
      firstErrors: string[];
      closedByServer: number;
    };
    // Batches still on their way to the screens after the last report.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    subscribers.send("stop");
    const heard = (await subscribers.next((m) => m.done === true)) as {
      batches: number;
      vehicles: number;
      bytes: number;
    };
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
      if (sent < measureFrom || sent >= measureTo) continue;
      latencies.push(at - sent);
      // The server's clock stamps the cut (ms precision): the same machine's, so the parts add up.
      toCut.push(cutAt - sent);
      fromCut.push(at - cutAt);
    }
    const measuredSeconds = (measureTo - measureFrom) / 1000;
    const reportsInWindow = [...sentAt.values()].filter((t) => t >= measureFrom && t < measureTo).length;
    const servers = ["apiA", "apiB", "worker"] as const;
    return {
      captains: spec.captains,
      subscribers: spec.subscribers,
      socketsOpen: opening.opened,
      socketsFailed: opening.failed,
      setupSeconds,
      enlistSeconds,
      reportsPerSecond: Math.round(reportsInWindow / measuredSeconds),
      latency: summarise(latencies),
      /** The report's way until node B cut the batch holding it: node A, the live bus, the batch window. */
      reportToBatchCut: summarise(toCut),
      /** The batch's way from its cut to the screen: serialising, graphql-ws, the socket. */
      batchCutToScreen: summarise(fromCut),
      unmatchedSamples: unmatched,
      errorFrames: reported.errorFrames,
      firstErrors: reported.firstErrors,
      socketsClosedByServer: reported.closedByServer,
      batchesReceived: heard.batches,
      meanVehiclesPerBatch: heard.batches > 0 ? Math.round(heard.vehicles / heard.batches) : 0,
      processes: use,
      /** The fleet's whole server-side cost: both API nodes and the worker (PostgreSQL beside it). */
      serversCpuPercentOfOneCore:
        Math.round(servers.reduce((sum, name) => sum + use[name]!.cpuPercentOfOneCore, 0) * 10) / 10,
      apiNodesCpuPercentOfOneCore:
        Math.round((use.apiA!.cpuPercentOfOneCore + use.apiB!.cpuPercentOfOneCore) * 10) / 10,
      measuredSeconds: Math.round(measuredSeconds * 10) / 10,
      warmUpSeconds: Math.round((measureFrom - startedAt) / 100) / 10,
    };
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
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

type Message = Record<string, unknown>;

/** A bench child speaking JSON lines: `send` writes one to its stdin, `next` waits for one on its stdout. */
function spawnChild(script: string, argument?: string) {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...(argument ? [argument] : [])], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const listeners = new Set<(m: Message) => void>();
  createInterface({ input: child.stdout! }).on("line", (line) => {
    if (!line) return;
    const message = JSON.parse(line) as Message;
    for (const listener of [...listeners]) listener(message);
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}) before it said so`))),
  );
  exited.catch(() => {});
  return {
    child,
    send: (message: unknown) => child.stdin!.write(`${JSON.stringify(message)}\n`),
    onMessage: (listener: (m: Message) => void) => listeners.add(listener),
    next: (match: (m: Message) => boolean) =>
      Promise.race([
        exited,
        new Promise<Message>((resolve) => {
          const listener = (m: Message) => {
            if (!match(m)) return;
            listeners.delete(listener);
            resolve(m);
          };
          listeners.add(listener);
        }),
      ]),
  };
}
