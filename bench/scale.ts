import { mkdir, writeFile } from "node:fs/promises";
import { bookingPayload, DEMO } from "../command-api/rest/testing/demoActors";
import { type ChildNode, eventually, startChildNode } from "../infra/testing/childNode";
import { send, signIn } from "../infra/testing/nodeClient";
import { createTestDatabase, postgresUnavailableReason } from "../infra/testing/testDatabase";
import { registeredProjections } from "../projections/registeredProjections";
import { machineNote } from "./lib/machine";
import { cpuSecondsOfPid, postgresPids } from "./lib/processCpu";

/**
 * `npm run bench -- scale [seconds] [clients] [rounds]` (issues 9, 24): bookings per second through
 * one process doing everything (ROLE=all, its own database) and through the production split (one
 * API node and one worker), at the same client count, in alternating rounds of the same run so a
 * busy neighbour hits both alike; then through two API nodes; then the worker's failover time: SIGKILL the active worker while a standby waits, and time until
 * the standby runs every projection. Each booking is POST /api/requests answered after the read
 * models have it (read-your-writes), so a booking's cost includes the worker's projection.
 * All processes share this machine's cores: on 2 cores a second node may not add throughput.
 */
export default async function scale(args: string[]) {
  const seconds = Number(args[0] ?? 15);
  const clients = Number(args[1] ?? 16);
  const rounds = Number(args[2] ?? 3);
  const unavailable = await postgresUnavailableReason();
  if (unavailable) {
    console.error(`scale: ${unavailable}`);
    process.exit(1);
  }
  const database = await createTestDatabase("bench_scale");
  const singleDatabase = await createTestDatabase("bench_scale_all");
  const env = {
    EVENT_STORE: "postgres",
    DATABASE_URL: database.url,
    LOG_LEVEL: "info",
    SEED_DEMO: "1",
    // Every booking offers the same demo captain. With the default 30 s offer, each round's thousands
    // of offers expired during the next rounds and dispatch re-offered them all, in the API's process
    // under ROLE=all and on the worker in the split: a growing background load (ROLE=all fell from
    // 303 to 131 bookings/s after its first round) that measures the bench's pile of unanswered
    // offers, not the booking. An hour, as in the http bench, keeps each round's work its own.
    OFFER_TIMEOUT_SECONDS: "3600",
  };
  const nodes: ChildNode[] = [];
  const machine = machineNote();
  try {
    const single = await startChildNode({
      name: "all",
      env: { ...env, DATABASE_URL: singleDatabase.url, ROLE: "all" },
      readyWithinMs: 300_000,
    });
    nodes.push(single);
    const worker = await startChildNode({
      name: "worker-1",
      env: { ...env, ROLE: "worker" },
      readyWithinMs: 300_000,
    });
    nodes.push(worker);
    const nodeA = await startChildNode({
      name: "api-a",
      env: { ...env, ROLE: "api" },
      readyWithinMs: 300_000,
    });
    nodes.push(nodeA);
    // Each client books as one of the demo customers, for itself.
    const cookies = await Promise.all(
      [DEMO.customer, DEMO.otherCustomer].map(async (account) => ({
        cookie: await signIn(nodeA.url, account.email),
        customerId: account.id,
      })),
    );

    const singleCookies = await Promise.all(
      [DEMO.customer, DEMO.otherCustomer].map(async (account) => ({
        cookie: await signIn(single.url, account.email),
        customerId: account.id,
      })),
    );

    // Warm-up (JIT, connection pools, the worker's first batches), not measured.
    // Whose CPU a round costs: the processes serving it, and its database's PostgreSQL backends.
    const allCpu = { all: single, postgres: singleDatabase.name };
    const splitCpu = { "api-a": nodeA, "worker-1": worker, postgres: database.name };
    await bookFor(5, clients, [single.url], singleCookies);
    await bookFor(5, clients, [nodeA.url], cookies);
    const allRounds: Booked[] = [];
    const splitRounds: Booked[] = [];
    for (let round = 1; round <= rounds; round++) {
      const all = await bookFor(seconds, clients, [single.url], singleCookies, allCpu);
      allRounds.push(all);
      console.log(`round ${round} ROLE=all:             ${describe(all)}`, all.failures);
      const split = await bookFor(seconds, clients, [nodeA.url], cookies, splitCpu);
      splitRounds.push(split);
      console.log(`round ${round} split (1 API + worker): ${describe(split)}`, split.failures);
    }
    const allMedian = medianRound(allRounds);
    const oneNode = medianRound(splitRounds);
    const splitVsAll = {
      throughputRatio: round2(oneNode.perSecond / allMedian.perSecond),
      p50DeltaMs: oneNode.p50Ms - allMedian.p50Ms,
      p99DeltaMs: oneNode.p99Ms - allMedian.p99Ms,
      goal: "throughput ratio >= 0.8, p50 within +10 ms (issue 24)",
    };
    console.log(
      `split vs ROLE=all (medians of ${rounds} rounds): ${splitVsAll.throughputRatio}x throughput, p50 ${splitVsAll.p50DeltaMs >= 0 ? "+" : ""}${splitVsAll.p50DeltaMs} ms, p99 ${splitVsAll.p99DeltaMs >= 0 ? "+" : ""}${splitVsAll.p99DeltaMs} ms`,
    );

    const nodeB = await startChildNode({
      name: "api-b",
      env: { ...env, ROLE: "api" },
      readyWithinMs: 300_000,
    });
    nodes.push(nodeB);
    const twoNodes = await bookFor(seconds, clients, [nodeA.url, nodeB.url], cookies, {
      ...splitCpu,
      "api-b": nodeB,
    });
    console.log(`2 API nodes: ${describe(twoNodes)}`, twoNodes.failures);

    // Failover: a standby worker waits on the advisory locks; the active one is killed.
    const standby = await startChildNode({
      name: "worker-2",
      env: { ...env, ROLE: "worker" },
      untilReady: false,
    });
    nodes.push(standby);
    const standbyUrl = await standby.metricsListening;
    await eventually(
      async () =>
        (await projectionsUp(standbyUrl)).standby === registeredProjections.length ? true : undefined,
      "the second worker to stand by on every projection",
      120_000,
      200,
    );
    const killedAt = performance.now();
    worker.kill("SIGKILL");
    await eventually(
      async () =>
        (await projectionsUp(standbyUrl)).running === registeredProjections.length ? true : undefined,
      "the standby worker to take every projection over",
      120_000,
      20,
    );
    const takeoverMs = performance.now() - killedAt;
    // And a booking's full round trip (command on an API node, projection by the new worker) works again.
    const after = await send(nodeA.url, "POST", "/api/requests", {
      body: bookingPayload({ description: "after failover" }),
      cookie: cookies[0]!.cookie,
    });
    const roundTripMs = performance.now() - killedAt;
    console.log(
      `worker failover: every projection running on the standby ${takeoverMs.toFixed(0)} ms after SIGKILL; a booking answered (${after.status}) ${roundTripMs.toFixed(0)} ms after`,
    );

    const onMachine = machine();
    console.log(
      `${onMachine.cpuModel}, ${onMachine.cpus} cores; load average before ${onMachine.loadAverageBefore.map((l) => l.toFixed(2)).join(" ")}, after ${onMachine.loadAverageAfter.map((l) => l.toFixed(2)).join(" ")}`,
    );
    const result = {
      bench: "scale",
      at: new Date().toISOString(),
      setup: {
        store: "postgres (EVENT_STORE=postgres, local PostgreSQL)",
        worker: "1 worker process (projections, dispatch)",
        clients,
        seconds,
        rounds,
        single: "ROLE=all: one process serving the API and running every projection, on its own database",
        booking:
          "POST /api/requests answered after read-your-writes (request_history), session cookie, one connection per request",
        offerTimeoutSeconds: 3600,
        logLevel: "info (request logs on)",
      },
      roleAll: { median: allMedian, rounds: allRounds },
      oneApiNode: { ...oneNode, rounds: splitRounds },
      splitVsAll,
      twoApiNodes: twoNodes,
      workerFailover: {
        takeoverMs: Math.round(takeoverMs),
        bookingAnsweredAfterMs: Math.round(roundTripMs),
        bookingStatus: after.status,
      },
      machine: onMachine,
    };
    await mkdir(new URL("./results/", import.meta.url), { recursive: true });
    await writeFile(new URL("./results/scale.json", import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    for (const node of nodes) node.kill("SIGKILL");
    await Promise.all(nodes.map((node) => node.exited));
    await database.drop();
    await singleDatabase.drop();
  }
}

/** Counts projections by their state on a worker, from its /metrics. */
async function projectionsUp(url: string): Promise<{ running: number; standby: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const states = [
    ...text.matchAll(/^roadside_projection_up\{projection="[^"]+",state="([^"]+)"[^}]*\} (\d)/gm),
  ];
  return {
    running: states.filter(([, state, up]) => up === "1" && (state === "live" || state === "catching-up"))
      .length,
    standby: states.filter(([, state]) => state === "standby").length,
  };
}

type Booked = Awaited<ReturnType<typeof bookFor>>;

const round2 = (n: number) => Math.round(n * 100) / 100;

function describe(booked: Booked): string {
  const cpu = booked.cpuMsPerBooking
    ? `; CPU ms per booking: ${Object.entries(booked.cpuMsPerBooking)
        .map(([name, ms]) => `${name} ${ms}`)
        .join(", ")}`
    : "";
  return `${booked.perSecond.toFixed(1)} bookings/s, p50 ${booked.p50Ms} ms, p99 ${booked.p99Ms} ms (${booked.answeredBeforeReadModels} answered 202 before the read models caught up, ${booked.failed} failed)${cpu}`;
}

/** The round with the median throughput (its latencies with it, so the figures are one round's). */
function medianRound(rounds: Booked[]): Booked {
  const sorted = [...rounds].sort((a, b) => a.perSecond - b.perSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Processes by name, and the database whose PostgreSQL backends count under `postgres`. */
type CpuSources = { postgres?: string } & { [name: string]: ChildNode | string | undefined };

/** CPU seconds used so far by each process of each source. */
function cpuNow(sources: CpuSources): Record<string, Map<number, number>> {
  const seconds: Record<string, Map<number, number>> = {};
  for (const [name, source] of Object.entries(sources)) {
    if (source === undefined) continue;
    const pids = typeof source === "string" ? postgresPids(source) : [source.process.pid ?? -1];
    seconds[name] = new Map(pids.map((pid) => [pid, cpuSecondsOfPid(pid) ?? 0]));
  }
  return seconds;
}

/** CPU seconds each source used between two readings, over the processes alive at both. */
function cpuBetween(
  before: Record<string, Map<number, number>>,
  after: Record<string, Map<number, number>>,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after).map(([name, pids]) => {
      let used = 0;
      for (const [pid, seconds] of pids) {
        const earlier = before[name]?.get(pid);
        if (earlier !== undefined) used += seconds - earlier;
      }
      return [name, used];
    }),
  );
}

/**
 * `clients` loops booking for `seconds`, spread over `urls` round-robin; with `cpu`, each source's
 * CPU milliseconds per booking (PostgreSQL's over the backends alive at both readings: the pools
 * keep theirs open, and one that came or went between would count part of its life).
 */
async function bookFor(
  seconds: number,
  clients: number,
  urls: string[],
  customers: Array<{ cookie: string; customerId: string }>,
  cpu?: CpuSources,
) {
  const cpuBefore = cpu ? cpuNow(cpu) : {};
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let late = 0;
  let failed = 0;
  const failures: Record<string, number> = {};
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const url = urls[client % urls.length]!;
      const { cookie, customerId } = customers[client % customers.length]!;
      while (performance.now() < until) {
        const started = performance.now();
        const answer = await send(url, "POST", "/api/requests", {
          body: bookingPayload({ customerId, description: `bench ${client}` }),
          cookie,
        }).catch((error: NodeJS.ErrnoException) => error.code ?? String(error));
        if (typeof answer !== "string" && (answer.status === 201 || answer.status === 202)) {
          // 202: booked (durable), but the read models had not caught up within the 5 s bound.
          done += 1;
          if (answer.status === 202) late += 1;
          latencies.push(performance.now() - started);
        } else {
          failed += 1;
          const why = typeof answer === "string" ? answer : `${answer.status} ${answer.body.slice(0, 80)}`;
          failures[why] = (failures[why] ?? 0) + 1;
        }
      }
    }),
  );
  const cpuUsed = cpu ? cpuBetween(cpuBefore, cpuNow(cpu)) : {};
  const cpuMsPerBooking = Object.fromEntries(
    Object.entries(cpuUsed).map(([name, used]) => [
      name,
      done > 0 ? Math.round((used * 1000 * 100) / done) / 100 : null,
    ]),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    bookings: done,
    answeredBeforeReadModels: late,
    failed,
    failures,
    perSecond: done / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    ...(cpu ? { cpuMsPerBooking } : {}),
  };
}
