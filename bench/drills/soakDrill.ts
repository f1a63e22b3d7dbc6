import { mkdir, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { SERVER_NODE_FLAGS } from "../../infra/runtime/nodeFlags";
import { DEMO_ACCOUNTS } from "../../infra/seed/demoAccounts";
import { type ChildNode, eventually, startChildNode } from "../../infra/testing/childNode";
import { signIn } from "../../infra/testing/nodeClient";
import { startPrivateCluster } from "../../infra/testing/privateCluster";
import { summarise } from "../graphql/percentiles";
import type { DrillReport } from "./drillReport";
import { DrillChecks } from "./drillReport";
import { CaptainDriver } from "./soak/captainDriver";
import { FleetWatchers } from "./soak/fleetWatchers";
import { type MemoryTrend, memoryTrend } from "./soak/memoryTrend";
import { ProcessSampler } from "./soak/processSampler";
import { SoakActor } from "./soak/soakActor";
import { SoakLane } from "./soak/soakLane";
import { is2xx, SoakLedger } from "./soak/soakLedger";
import { verifySoak } from "./soak/soakVerify";

export const SOAK_RESULTS = fileURLToPath(new URL("../results/drills/soak.json", import.meta.url));

/** What the soak holds each process and channel to; the defaults depend on the run's length. */
export interface SoakBounds {
  /** The first fraction of the run that is warm-up (start-up, JIT, caches and pools filling). */
  warmUpFraction: number;
  /**
   * Least-squares slope after the warm-up of each process's RSS less its young generation's
   * committed size (which V8 grows to a plateau under load: sizing, not a leak; see memoryTrend).
   */
  rssSlopeMbPerMin: number;
  /** The same at the end against just after the warm-up (means over a tenth of the span). */
  rssGrowthMb: number;
  /** The heap's floor (the least heap in use: what survives collections) in the last third against the first. */
  heapFloorGrowthMb: number;
  /** p99 of every live channel's delay (action → the client hears of it). */
  lagP99Ms: number;
}

/**
 * Over 12 minutes after the warm-up, at about 40 jobs a minute here, 2 MB/min is a leak of some
 * 50 kB per job, and 30 MB what it adds up to: well above what garbage collection's saw-tooth
 * leaves in a fit of 140 readings. Over a minute or two the fit is mostly that saw-tooth (the young
 * generation fills and empties by tens of MB with SERVER_NODE_FLAGS' 64 MB semi-space), so the
 * short form can only catch gross leaks.
 */
export function soakBounds(minutes: number): SoakBounds {
  return minutes >= 10
    ? { warmUpFraction: 0.2, rssSlopeMbPerMin: 2, rssGrowthMb: 30, heapFloorGrowthMb: 15, lagP99Ms: 5000 }
    : // RSS here is still climbing as the committed young generation's pages are first touched
      // (75 s runs: +50 MB beyond it on the API nodes while their heap floor moved 3 MB), so only
      // a gross RSS leak fails; the heap's floor carries the judgement.
      { warmUpFraction: 0.2, rssSlopeMbPerMin: 150, rssGrowthMb: 150, heapFloorGrowthMb: 20, lagP99Ms: 5000 };
}

export interface SoakOptions {
  log: (line: string) => void;
  /** Minutes of traffic (default 15). */
  minutes?: number;
  /** API nodes (default 2: customers on one, captains on the other, so every live event crosses nodes). */
  apiNodes?: number;
  /** Live map subscribers, spread over the API nodes (default 6). */
  fleetWatchers?: number;
  /** Where the figures go; null writes none (the CI form). Default bench/results/drills/soak.json. */
  resultsFile?: string | null;
  bounds?: Partial<SoakBounds>;
}

/**
 * A phone's GPS rate (the simulator's too). The channel refuses a second report within 1 s, timed
 * when the server handles it: on a loaded machine two reports 1.5 s apart were handled 0.9 s apart.
 */
const CAPTAIN_REPORT_MS = 3000;

/**
 * soak: the production split (a worker and API nodes, separate processes, SERVER_NODE_FLAGS, on a
 * private PostgreSQL cluster) under mixed traffic for `minutes`: the demo customers booking the demo
 * captains and following each job (REST; graphql-ws requestUpdated and chatMessagesAdded; the /ws
 * channel), the captains hearing offers on /ws, accepting, starting and completing, reporting their
 * position over /ws every 3 s, both parties chatting, live map screens on fleetPositions; every
 * fifth job cancelled by the customer. Each process's /metrics is read every few seconds.
 * Checks: after the warm-up every process's RSS is flat (slope and growth within bounds); no error
 * answer (4xx/5xx, no answer, /ws error frame, a socket closed by the server); every expected live
 * event came, with p99 delay within bounds; every 2xx command is in the store and the read models
 * exactly once, and nothing else was written; projections caught up; no process died.
 */
export async function soakDrill(options: SoakOptions): Promise<DrillReport> {
  const minutes = options.minutes ?? 15;
  const bounds = { ...soakBounds(minutes), ...options.bounds };
  const apiCount = options.apiNodes ?? 2;
  const log = options.log;
  const checks = new DrillChecks(log);
  const cluster = await startPrivateCluster({ maxConnections: 150 });
  const pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
  const nodes: ChildNode[] = [];
  // METRICS_FULL_GC with --expose-gc: each reading of a process's heap is its live heap (metricsServer.ts).
  const env = {
    EVENT_STORE: "postgres",
    DATABASE_URL: cluster.url,
    MAX_SOCKETS_PER_ADDRESS: "500",
    METRICS_FULL_GC: "1",
  };
  const nodeFlags = [...SERVER_NODE_FLAGS, "--expose-gc"];
  const actors: SoakActor[] = [];
  const drivers: CaptainDriver[] = [];
  let fleet: FleetWatchers | undefined;
  try {
    log(
      `private cluster at ${new URL(cluster.url).host}; starting the split: a worker, then ${apiCount} API node(s)`,
    );
    const worker = await startChildNode({
      name: "worker",
      env: { ...env, ROLE: "worker" },
      nodeFlags,
      readyWithinMs: 300_000,
    });
    nodes.push(worker);
    const apis = await Promise.all(
      Array.from({ length: apiCount }, (_, i) =>
        startChildNode({
          name: `api-${i + 1}`,
          env: { ...env, ROLE: "api" },
          nodeFlags,
          readyWithinMs: 300_000,
        }),
      ),
    );
    nodes.push(...apis);
    for (const node of nodes)
      log(`  ${node.name}: pid ${node.process.pid}, ${node.url}, metrics ${node.metricsUrl}`);

    // Customers on the last API node, captains on the first: every live event crosses nodes.
    const customerNode = apis.at(-1)!;
    const captainNode = apis[0]!;
    const startedAt = Date.now();
    const ledger = new SoakLedger(startedAt);
    const customers = DEMO_ACCOUNTS.filter((a) => a.userType === "customer");
    const captains = DEMO_ACCOUNTS.filter(
      (a) =>
        a.userType === "provider" &&
        a.provider?.services.includes("jump-start") &&
        a.email !== "saeed@captains.ae",
    );
    const lanes: SoakLane[] = [];
    const prefix = `soak-${startedAt.toString(36)}`;
    for (let i = 0; i < Math.min(customers.length, captains.length); i++) {
      const customer = await SoakActor.signIn(ledger, customerNode.url, customers[i]!);
      const captain = await SoakActor.signIn(ledger, captainNode.url, captains[i]!);
      actors.push(customer, captain);
      lanes.push(new SoakLane(ledger, customer, captain, `${prefix}-l${i + 1}`));
      const home = { latitude: captains[i]!.latitude ?? 25.2, longitude: captains[i]!.longitude ?? 55.28 };
      drivers.push(new CaptainDriver(ledger, captain, home, CAPTAIN_REPORT_MS));
    }
    const admin = DEMO_ACCOUNTS.find((a) => a.userType === "admin")!;
    fleet = new FleetWatchers(ledger);
    const watchers = options.fleetWatchers ?? 6;
    for (let i = 0; i < watchers; i++) {
      const node = apis[i % apis.length]!;
      fleet.watch(node.url, await signIn(node.url, admin.email), `${admin.email} on ${node.name}`);
    }
    log(
      `traffic for ${minutes} min: ${lanes.length} customer–captain lanes (customers on ${customerNode.name}, captains on ${captainNode.name}), ${watchers} fleet map subscribers; memory read every few seconds`,
    );

    const sampler = new ProcessSampler(
      nodes.map((n) => ({ name: n.name, metricsUrl: n.metricsUrl })),
      startedAt,
      minutes >= 5 ? 5000 : 2000,
    );
    const loadAtStart = loadavg();
    sampler.start();
    for (const driver of drivers) driver.start();
    const deadline = startedAt + minutes * 60_000;
    const progress = setInterval(
      () => {
        const done = lanes.reduce((n, l) => n + l.completed, 0);
        const rss = nodes
          .map((n) => `${n.name} ${sampler.readings.get(n.name)?.at(-1)?.rssMb ?? "?"} MB`)
          .join(", ");
        log(
          `  ${ledger.minute().toFixed(1)} min: ${done} jobs completed, ${ledger.commands.length} commands, ${ledger.problems.length} errors; RSS ${rss}; load ${loadavg()[0]!.toFixed(2)}`,
        );
      },
      Math.max(10_000, (minutes * 60_000) / 15),
    );
    const samplingOver = new Promise<void>((resolve) =>
      setTimeout(() => void sampler.stop().then(resolve), deadline - Date.now()),
    );
    await Promise.all(lanes.map((lane) => lane.run(() => Date.now() < deadline)));
    await samplingOver;
    clearInterval(progress);
    for (const driver of drivers) driver.stop();
    const trafficEndedAt = Date.now();
    await fleet.close();
    for (const actor of actors.splice(0)) await actor.close();
    const loadAtEnd = loadavg();

    // Projections caught up: every checkpoint at the store's head.
    const caughtUp = await eventually(
      async () => {
        const { rows } = await pool.query<{ behind: number; total: number }>(
          `SELECT count(*) FILTER (WHERE c.position_prepare < h.head)::int AS behind, count(*)::int AS total
             FROM rm_meta.projection_checkpoints c, (SELECT max(global_position) AS head FROM events) h`,
        );
        return rows[0] && rows[0].behind === 0 ? rows[0].total : undefined;
      },
      "every projection to reach the store's head",
      120_000,
    ).catch(() => undefined);

    // What the traffic did.
    const jobs = lanes.reduce((n, l) => n + l.jobs, 0);
    const completed = lanes.reduce((n, l) => n + l.completed, 0);
    const cancelled = lanes.reduce((n, l) => n + l.cancelled, 0);
    const ok = ledger.commands.filter((c) => is2xx(c.status));
    const byKind = countBy(ledger.commands, (c) => c.kind);
    log(
      `traffic: ${jobs} jobs (${completed} completed, ${cancelled} cancelled), ${ledger.commands.length} commands (${entries(byKind)}), ${ok.length} answered 2xx; ${ledger.reads.length} reads; ${ledger.positionReports} position reports; ${fleet.batches} fleet batches heard`,
    );
    checks.check(
      "every lane kept doing jobs to the end",
      lanes.every((l) => l.completed >= 2),
      lanes.map((l, i) => `lane ${i + 1}: ${l.completed} completed`).join(", "),
    );

    // Memory: flat after the warm-up.
    const trends: Record<string, MemoryTrend | undefined> = {};
    for (const node of nodes) {
      const readings = sampler.readings.get(node.name) ?? [];
      const trend = memoryTrend(readings, minutes, bounds.warmUpFraction);
      trends[node.name] = trend;
      const failures = sampler.failures.filter((f) => f.name === node.name);
      checks.check(
        `${node.name}: memory flat after the warm-up (RSS beyond the young generation: slope ≤ ${bounds.rssSlopeMbPerMin} MB/min, growth ≤ ${bounds.rssGrowthMb} MB; heap floor growth ≤ ${bounds.heapFloorGrowthMb} MB)`,
        trend !== undefined &&
          trend.newSpaceAtEndMb !== null &&
          trend.heapFloorAtEndMb - trend.heapFloorAfterWarmUpMb <= bounds.heapFloorGrowthMb &&
          trend.beyondYoungSlopeMbPerMin <= bounds.rssSlopeMbPerMin &&
          trend.beyondYoungGrowthMb <= bounds.rssGrowthMb &&
          failures.length === 0,
        trend
          ? `beyond the young generation ${trend.beyondYoungAfterWarmUpMb} → ${trend.beyondYoungAtEndMb} MB, slope ${trend.beyondYoungSlopeMbPerMin} MB/min; RSS ${trend.rssAfterWarmUpMb} → ${trend.rssAtEndMb} MB, slope ${trend.rssSlopeMbPerMin} MB/min, young generation ${trend.newSpaceAfterWarmUpMb ?? "?"} → ${trend.newSpaceAtEndMb ?? "?"} MB; heap floor ${trend.heapFloorAfterWarmUpMb} → ${trend.heapFloorAtEndMb} MB; ${trend.samples} readings${failures.length ? `; ${failures.length} failed, e.g. ${failures[0]!.error}` : ""}`
          : `too few readings (${readings.length}${failures.length ? `; ${failures.length} failed, e.g. ${failures[0]!.error}` : ""})`,
      );
    }

    // Error answers and live events.
    checks.check(
      "no error answers",
      ledger.problems.length === 0,
      ledger.problems.length
        ? `${ledger.problems.length}: ${ledger.problems
            .slice(0, 5)
            .map((p) => `[${p.minute.toFixed(1)} min] ${p.what}`)
            .join("; ")}`
        : `${ledger.commands.length} commands, ${ledger.reads.length} reads, every live channel quiet of errors`,
    );
    for (const p of ledger.problems.slice(5, 50)) log(`    [${p.minute.toFixed(1)} min] ${p.what}`);
    const missed = [...ledger.missed].reduce((n, [, k]) => n + k, 0);
    checks.check(
      "every expected live event came",
      missed === 0,
      missed ? [...ledger.missed].map(([what, n]) => `${what}: ${n} missed`).join(", ") : "none missed",
    );
    const lag = ledger.lagSummary();
    // Held to the bound after the warm-up, as memory is (the first jobs meet cold code and caches).
    const lagAfterWarmUp = ledger.lagSummary(minutes * bounds.warmUpFraction);
    const channels = Object.entries(lagAfterWarmUp);
    const slow = channels.filter(([, s]) => !(s.p99Ms <= bounds.lagP99Ms));
    checks.check(
      `live lag p99 after the warm-up ≤ ${bounds.lagP99Ms} ms on every channel`,
      slow.length === 0 && channels.length === 6,
      channels.map(([c, s]) => `${c}: p50 ${s.p50Ms}, p99 ${s.p99Ms} ms (${s.samples})`).join("; "),
    );

    // Nothing lost.
    checks.check(
      "projections caught up with the store",
      caughtUp !== undefined,
      `${caughtUp ?? "not all"} projections`,
    );
    const stored = await verifySoak(ledger.commands, prefix, pool, checks, log);
    const died = nodes.filter((n) => n.process.exitCode !== null || n.process.signalCode !== null);
    checks.check(
      "no process died",
      died.length === 0,
      died.length ? died.map((n) => n.name).join(", ") : `${nodes.length} processes ran throughout`,
    );

    const commandLatency = Object.fromEntries(
      Object.entries(countBy(ledger.commands, (c) => c.kind)).map(([kind]) => [
        kind,
        summarise(
          ledger.commands
            .filter((c) => c.kind === kind && is2xx(c.status))
            .map((c) => c.answeredAt - c.sentAt),
        ),
      ]),
    );
    printSummary(log, nodes, trends, lagAfterWarmUp, commandLatency);
    if (options.resultsFile !== null) {
      const file = options.resultsFile ?? SOAK_RESULTS;
      await mkdir(dirname(file), { recursive: true });
      await writeFile(
        file,
        `${JSON.stringify(
          {
            drill: "soak",
            at: new Date(startedAt).toISOString(),
            minutes,
            trafficSeconds: Math.round((trafficEndedAt - startedAt) / 1000),
            machine: {
              cpuModel: cpus()[0]?.model ?? "unknown",
              cores: cpus().length,
              loadAverageAtStart: loadAtStart.map((l) => Math.round(l * 100) / 100),
              loadAverageAtEnd: loadAtEnd.map((l) => Math.round(l * 100) / 100),
              note: "a shared machine: other engineers' builds and tests ran on the same cores throughout; each reading carries the 1-minute load average",
            },
            split: nodes.map((n) => ({ name: n.name, role: n.name === "worker" ? "worker" : "api" })),
            bounds,
            counts: {
              lanes: lanes.length,
              jobs,
              completed,
              cancelled,
              commands: byKind,
              commands2xx: ok.length,
              reads: ledger.reads.length,
              positionReports: ledger.positionReports,
              fleetBatches: fleet.batches,
              errorAnswers: ledger.problems.length,
              missedLiveEvents: Object.fromEntries(ledger.missed),
              storedEvents: stored.events,
            },
            errors: ledger.problems.slice(0, 200),
            lagMs: lag,
            lagAfterWarmUpMs: lagAfterWarmUp,
            lagByFifthOfTheRun: ledger.lagByFifth(minutes),
            commandLatencyMs: commandLatency,
            memory: Object.fromEntries(
              nodes.map((n) => [
                n.name,
                { trend: trends[n.name] ?? null, readings: sampler.readings.get(n.name) ?? [] },
              ]),
            ),
            checks: checks.report(),
          },
          null,
          2,
        )}\n`,
      );
      log(`figures written to ${file}`);
    }
  } finally {
    for (const driver of drivers) driver.stop();
    await fleet?.close().catch(() => {});
    for (const actor of actors) await actor.close().catch(() => {});
    for (const node of nodes) node.kill("SIGTERM");
    await Promise.race([
      Promise.all(nodes.map((n) => n.exited)),
      new Promise((resolve) => setTimeout(resolve, 20_000)),
    ]);
    for (const node of nodes) node.kill("SIGKILL");
    await Promise.all(nodes.map((n) => n.exited));
    await pool.end().catch(() => {});
    await cluster.stop();
  }
  return checks.report();
}

function printSummary(
  log: (line: string) => void,
  nodes: ChildNode[],
  trends: Record<string, MemoryTrend | undefined>,
  lag: Record<string, ReturnType<typeof summarise>>,
  commandLatency: Record<string, ReturnType<typeof summarise>>,
): void {
  log("memory after the warm-up (RSS start → end, slope; young generation; RSS beyond it; heap floor):");
  for (const node of nodes) {
    const t = trends[node.name];
    log(
      t
        ? `  ${node.name.padEnd(8)} RSS ${t.rssAfterWarmUpMb} → ${t.rssAtEndMb} MB (${t.rssSlopeMbPerMin >= 0 ? "+" : ""}${t.rssSlopeMbPerMin} MB/min, peak ${t.peakRssMb}); young generation ${t.newSpaceAfterWarmUpMb} → ${t.newSpaceAtEndMb} MB; beyond it ${t.beyondYoungAfterWarmUpMb} → ${t.beyondYoungAtEndMb} MB (${t.beyondYoungSlopeMbPerMin >= 0 ? "+" : ""}${t.beyondYoungSlopeMbPerMin} MB/min); heap floor ${t.heapFloorAfterWarmUpMb} → ${t.heapFloorAtEndMb} MB`
        : `  ${node.name.padEnd(8)} too few readings`,
    );
  }
  log("live lag after the warm-up (p50 / p90 / p99 / max, samples):");
  for (const [channel, s] of Object.entries(lag))
    log(`  ${channel}: ${s.p50Ms} / ${s.p90Ms} / ${s.p99Ms} / ${s.maxMs} ms (${s.samples})`);
  log("command answers, 2xx (p50 / p99 ms):");
  log(
    `  ${Object.entries(commandLatency)
      .map(([k, s]) => `${k} ${s.p50Ms} / ${s.p99Ms}`)
      .join(", ")}`,
  );
}

function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

const entries = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([k, n]) => `${k}: ${n}`)
    .join(", ") || "none";
