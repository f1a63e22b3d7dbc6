import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import pg from "pg";
import type { EventStore, ExpectedRevision } from "../domain/ports/eventStore";
import type { Sql } from "../domain/ports/sql";
import { openPgliteEventStore } from "../infra/eventstore/openPgliteEventStore";
import { openPostgresEventStore } from "../infra/eventstore/openPostgresEventStore";
import { createTestDatabase, postgresUnavailableReason } from "../infra/testing/testDatabase";
import { cpuPerEvent, sampleCpu } from "./lib/cpuCost";
import { openEmmettPeer, type PeerStore } from "./lib/emmettPeer";
import { combine, measure, type Rate } from "./lib/measure";
import { median } from "./lib/median";
import { serviceRequested } from "./lib/sampleEvents";

/**
 * Append throughput of the SQL event store, on PGlite and PostgreSQL, against two baselines in the
 * same PostgreSQL, the same run and the same workload: the floor of plain single-row INSERTs (for
 * single-event appends) and a peer event store, Emmett's PostgreSQL store (for 100-event batches).
 *
 * Workload: CLIENTS concurrent clients; each owns STREAMS_PER_CLIENT streams and appends to them
 * in turn, every append with the exact expected revision its previous append returned (the first
 * with "no_stream"), as command handlers do. Raw INSERTs and single appends alternate in short
 * rounds so a noisy neighbour on the machine hits both alike; so do our batches and the peer's,
 * in turns whose order swaps every round. Ratios are the median of the rounds' ratios.
 */

const CLIENTS = 4;
const STREAMS_PER_CLIENT = 50;
const BATCH_SIZE = 100;
const ROUNDS = 3;
const ROUND_SECONDS = 2;
const PHASE_SECONDS = 4;
const BATCH_ROUNDS = 5;
const GOALS = { singleVersusRaw: 0.6, batchedEventsPerSecond: 30_000, batchedVersusPeer: 1.5 };
/** Marks the benchmark's connections, so their server CPU can be found. */
const APPLICATION_NAME = "roadside append bench";
const PEER_APPLICATION_NAME = "roadside append bench peer";

let runs = 0;

/** Appends `size` events per call, round-robin over each client's own streams. */
function appender(store: EventStore, size: number) {
  const run = ++runs;
  const revisions = Array.from({ length: CLIENTS }, () => new Map<number, bigint>());
  const turns = Array.from({ length: CLIENTS }, () => 0);
  return async (client: number): Promise<number> => {
    const slot = turns[client]!++ % STREAMS_PER_CLIENT;
    const expected: ExpectedRevision = revisions[client]!.get(slot) ?? "no_stream";
    const events = Array.from({ length: size }, serviceRequested);
    const result = await store.appendToStream(`request-bench${run}-c${client}-s${slot}`, events, {
      expected,
    });
    revisions[client]!.set(slot, result.nextRevision);
    return size;
  };
}

/** The same workload as `appender`, on the peer store. */
function peerAppender(peer: PeerStore, size: number) {
  const run = ++runs;
  const revisions = Array.from({ length: CLIENTS }, () => new Map<number, bigint>());
  const turns = Array.from({ length: CLIENTS }, () => 0);
  return async (client: number): Promise<number> => {
    const slot = turns[client]!++ % STREAMS_PER_CLIENT;
    const events = Array.from({ length: size }, serviceRequested);
    const stream = `request-bench${run}-c${client}-s${slot}`;
    revisions[client]!.set(
      slot,
      await peer.append(stream, events, revisions[client]!.get(slot) ?? "no_stream"),
    );
    return size;
  };
}

/** A rate with the CPU it cost per event, in this process and in its PostgreSQL backends. */
async function measureWithCpu(sql: Sql, applicationName: string, op: (client: number) => Promise<number>) {
  const before = await sampleCpu(sql, applicationName);
  const rate = await measure(CLIENTS, ROUND_SECONDS, op);
  return { ...rate, cpuPerEvent: cpuPerEvent(before, await sampleCpu(sql, applicationName), rate.events) };
}

async function rawInserter(sql: Sql) {
  await sql.query(`CREATE TABLE raw_inserts (
    id bigserial PRIMARY KEY, stream_id text NOT NULL, type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL)`);
  return async (client: number): Promise<number> => {
    const event = serviceRequested();
    await sql.query("INSERT INTO raw_inserts (stream_id, type, data, metadata) VALUES ($1, $2, $3, $4)", [
      `raw-c${client}`,
      event.type,
      JSON.stringify(event.data),
      JSON.stringify(event.metadata),
    ]);
    return 1;
  };
}

async function benchPglite() {
  const { store } = await openPgliteEventStore({ memory: true });
  try {
    const single = await measure(CLIENTS, PHASE_SECONDS, appender(store, 1));
    const batched = await measure(CLIENTS, PHASE_SECONDS, appender(store, BATCH_SIZE));
    return { single, batched };
  } finally {
    await store.close();
  }
}

async function benchPostgres() {
  const database = await createTestDatabase("bench_append");
  const pool = new pg.Pool({
    connectionString: database.url,
    max: CLIENTS,
    application_name: APPLICATION_NAME,
  });
  const { store, sql } = await openPostgresEventStore({ connectionString: database.url, pool });
  const peerUrl = new URL(database.url);
  peerUrl.searchParams.set("application_name", PEER_APPLICATION_NAME);
  const peer = await openEmmettPeer(peerUrl.toString());
  try {
    const { rows } = await sql.query<{ server_version: string }>("SHOW server_version");
    const raw = await rawInserter(sql);
    const single = appender(store, 1);
    const rounds: { raw: Rate; single: Rate }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      rounds.push({
        raw: await measure(CLIENTS, ROUND_SECONDS, raw),
        single: await measure(CLIENTS, ROUND_SECONDS, single),
      });
    }
    const ours = appender(store, BATCH_SIZE);
    const theirs = peerAppender(peer, BATCH_SIZE);
    const batchRounds: { ours: Rate & CpuCost; peer: Rate & CpuCost; ratio: number }[] = [];
    for (let i = 0; i < BATCH_ROUNDS; i++) {
      // Whichever goes second may meet the first one's autovacuum or checkpoint: take turns.
      const first = i % 2 === 0 ? "ours" : "peer";
      const measured: Partial<Record<"ours" | "peer", Rate & CpuCost>> = {};
      for (const who of first === "ours" ? (["ours", "peer"] as const) : (["peer", "ours"] as const)) {
        measured[who] =
          who === "ours"
            ? await measureWithCpu(sql, APPLICATION_NAME, ours)
            : await measureWithCpu(sql, PEER_APPLICATION_NAME, theirs);
      }
      const round = { ours: measured.ours!, peer: measured.peer! };
      batchRounds.push({ ...round, ratio: Number((round.ours.perSecond / round.peer.perSecond).toFixed(3)) });
    }
    return {
      serverVersion: rows[0]!.server_version,
      raw: combine(rounds.map((r) => r.raw)),
      single: combine(rounds.map((r) => r.single)),
      batched: summarise(batchRounds.map((r) => r.ours)),
      peerBatched: {
        store: "Emmett (@event-driven-io/emmett-postgresql 0.42)",
        ...summarise(batchRounds.map((r) => r.peer)),
      },
      batchedVersusPeer: median(batchRounds.map((r) => r.ratio)),
      rounds,
      batchRounds,
    };
  } finally {
    await store.close();
    await peer.close();
    await pool.end();
    await database.drop();
  }
}

type CpuCost = { cpuPerEvent: ReturnType<typeof cpuPerEvent> };

/** Rounds added up, with the median round's CPU per event (a noisy neighbour skews the mean). */
function summarise(rates: readonly (Rate & CpuCost)[]) {
  const serverMs = rates.map((r) => r.cpuPerEvent.serverMs);
  return {
    ...combine(rates),
    medianPerSecond: median(rates.map((r) => r.perSecond)),
    cpuPerEvent: {
      clientMs: median(rates.map((r) => r.cpuPerEvent.clientMs)),
      serverMs: serverMs.every((ms) => ms !== undefined) ? median(serverMs as number[]) : undefined,
    },
  };
}

/** CPU to build one sample event (ids, objects), which is the caller's work, not the store's. */
function eventBuildMs(): number {
  const before = process.cpuUsage();
  for (let i = 0; i < 20_000; i++) serviceRequested();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000 / 20_000;
}

const format = (n: number) => n.toLocaleString("en-US");
const verdict = (ok: boolean) => (ok ? "met" : "NOT met");

export default async function appendBench(): Promise<void> {
  const loadBefore = os.loadavg()[0]!;
  const buildMs = eventBuildMs();
  console.log(
    `append bench: ${CLIENTS} clients x ${STREAMS_PER_CLIENT} streams each, exact expected revision on every append`,
  );

  const pglite = await benchPglite();
  console.log(
    `PGlite (in memory)   single: ${format(pglite.single.perSecond)} appends/s   ` +
      `batches of ${BATCH_SIZE}: ${format(pglite.batched.perSecond)} events/s`,
  );

  const unavailable = await postgresUnavailableReason();
  const postgres = unavailable === undefined ? await benchPostgres() : undefined;
  let ratio: number | undefined;
  if (postgres) {
    ratio = postgres.single.perSecond / postgres.raw.perSecond;
    console.log(`PostgreSQL ${postgres.serverVersion}`);
    console.log(`  raw single-row autocommit INSERT: ${format(postgres.raw.perSecond)} rows/s (the floor)`);
    console.log(
      `  single-event appends:             ${format(postgres.single.perSecond)} appends/s = ` +
        `${(ratio * 100).toFixed(0)}% of raw (goal >= ${GOALS.singleVersusRaw * 100}%: ${verdict(ratio >= GOALS.singleVersusRaw)})`,
    );
    for (const [i, round] of postgres.rounds.entries()) {
      console.log(
        `    round ${i + 1}: raw ${format(round.raw.perSecond)}/s, single ${format(round.single.perSecond)}/s ` +
          `(${((round.single.perSecond / round.raw.perSecond) * 100).toFixed(0)}%)`,
      );
    }
    const peerRatio = postgres.batchedVersusPeer;
    console.log(
      `  batches of ${BATCH_SIZE}:                  ${format(postgres.batched.perSecond)} events/s ` +
        `(goal >= ${format(GOALS.batchedEventsPerSecond)}: ${verdict(postgres.batched.perSecond >= GOALS.batchedEventsPerSecond)})`,
    );
    console.log(
      `  the peer's batches of ${BATCH_SIZE}:       ${format(postgres.peerBatched.perSecond)} events/s ` +
        `(${postgres.peerBatched.store}); ours = ${peerRatio.toFixed(2)}x the peer, median of ${BATCH_ROUNDS} rounds ` +
        `(goal >= ${GOALS.batchedVersusPeer}x: ${verdict(peerRatio >= GOALS.batchedVersusPeer)})`,
    );
    for (const [i, round] of postgres.batchRounds.entries()) {
      console.log(
        `    round ${i + 1}: ours ${format(round.ours.perSecond)}/s, peer ${format(round.peer.perSecond)}/s (${round.ratio.toFixed(2)}x)`,
      );
    }
    for (const [who, rate] of [
      ["ours", postgres.batched],
      ["peer", postgres.peerBatched],
    ] as const) {
      const { clientMs, serverMs } = rate.cpuPerEvent;
      if (serverMs === undefined) continue;
      const storeClientMs = Math.max(clientMs - buildMs, 0);
      const ceiling = (os.cpus().length * 1000) / (storeClientMs + serverMs);
      console.log(
        `    CPU per event (${who}, median round): ${storeClientMs.toFixed(4)} ms in this process (plus ${buildMs.toFixed(4)} ms ` +
          `building the sample event) + ${serverMs} ms in PostgreSQL: about ${format(Math.round(ceiling))} events/s ` +
          `if this machine's ${os.cpus().length} cores did nothing else`,
      );
    }
  } else {
    console.log(`PostgreSQL skipped: ${unavailable}`);
  }

  const loadAfter = os.loadavg()[0]!;
  console.log(
    `machine: ${os.cpus().length} cpus, 1-min load average ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)}`,
  );

  const results = {
    bench: "append",
    at: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      node: process.version,
      loadAverage: { before: loadBefore, after: loadAfter },
    },
    workload: {
      clients: CLIENTS,
      streamsPerClient: STREAMS_PER_CLIENT,
      batchSize: BATCH_SIZE,
      expected: "exact",
    },
    goals: GOALS,
    sampleEventBuildCpuMs: Number(buildMs.toFixed(4)),
    pglite,
    postgres: postgres
      ? { ...postgres, singleVersusRaw: Number(ratio!.toFixed(3)) }
      : { skipped: unavailable },
  };
  await mkdir(new URL("./results/", import.meta.url), { recursive: true });
  await writeFile(new URL("./results/append.json", import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
  console.log("written to bench/results/append.json");
}
