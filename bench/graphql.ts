import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import type { LatencyResult } from "./graphql/subscriptionLatency";

/**
 * GraphQL API benchmark (issue 5) against the whole app as `npm start` runs it:
 * (1) event → subscriber latency: 100 graphql-ws clients each following their own request while
 *     dispatch commands change those requests at 200 per second;
 * (2) one request read through GET /api/requests/{id} and through the GraphQL `request` query.
 */

const LATENCY = { clients: 100, commandsPerSecond: 200, warmUpSeconds: 3, seconds: 15 };
/** The same subscribers at a rate the write side sustains on a busy machine: GraphQL's own share shows. */
const LATENCY_LIGHT = { ...LATENCY, commandsPerSecond: 50, seconds: 10 };
const READS = { clients: 8, rounds: 5, roundSeconds: 3, warmUpSeconds: 2 };
const GOALS = { p99Ms: 100, graphqlVersusRest: 0.7 };

const verdict = (ok: boolean) => (ok ? "met" : "NOT met");

export default async function graphqlBench(): Promise<void> {
  // As the Dockerfile runs the server: graphql-js (and others) skip development-only checks in production.
  // Set before anything loads graphql, hence the dynamic imports below.
  process.env.NODE_ENV ??= "production";
  const { startBenchApp } = await import("./graphql/benchApp");
  const { pipelineLatency } = await import("./graphql/pipelineLatency");
  const { readThroughput } = await import("./graphql/readThroughput");
  const { subscriptionLatency } = await import("./graphql/subscriptionLatency");
  const loadBefore = os.loadavg()[0]!;
  const startedAt = Date.now();
  /** Seconds since the start, so a slow phase shows in the output. */
  const at = () => `[${Math.round((Date.now() - startedAt) / 1000)} s]`;
  const bench = await startBenchApp();
  try {
    console.log(
      `graphql bench on ${bench.store}, ${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)}`,
    );

    const pipeline = await pipelineLatency(bench, { requests: LATENCY.clients, ...LATENCY });
    console.log(
      `(0) write side alone, ${pipeline.achievedCommandsPerSecond}/${pipeline.targetCommandsPerSecond} commands/s: ` +
        `command issued → read model applied p50 ${pipeline.issueToReadModel.p50Ms} ms, p99 ${pipeline.issueToReadModel.p99Ms} ms` +
        ` (${pipeline.failed} failed) ${at()}`,
    );
    const latency = await subscriptionLatency(bench, LATENCY);
    printLatency(`(1) ${at()}`, latency);
    const light = await subscriptionLatency(bench, LATENCY_LIGHT);
    printLatency(`(1b) ${at()}`, light);

    const reads = await readThroughput(bench, READS);
    console.log(
      `(2) the same request read, ${reads.clients} concurrent clients: REST ${reads.rest.perSecond} req/s, ` +
        `GraphQL ${reads.graphql.perSecond} req/s = ${Math.round(reads.ratio * 100)}% of REST ` +
        `(goal >= ${GOALS.graphqlVersusRest * 100}%: ${verdict(reads.ratio >= GOALS.graphqlVersusRest)}); ` +
        `CPU per request REST ${reads.rest.cpuMsPerRequest} ms, GraphQL ${reads.graphql.cpuMsPerRequest} ms ${at()}`,
    );

    const loadAfter = os.loadavg()[0]!;
    const result = {
      bench: "graphql",
      at: new Date().toISOString(),
      machine: {
        cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
        cpus: os.cpus().length,
        node: process.version,
        loadAverage: { before: loadBefore, after: loadAfter },
      },
      store: bench.store,
      nodeEnv: process.env.NODE_ENV,
      goals: GOALS,
      pipeline,
      latency,
      latencyLight: light,
      reads,
    };
    await mkdir(new URL("./results/", import.meta.url), { recursive: true });
    await writeFile(
      new URL("./results/graphql.json", import.meta.url),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    console.log("wrote bench/results/graphql.json");
  } finally {
    await bench.close();
  }
}

function printLatency(label: string, latency: LatencyResult): void {
  console.log(
    `${label} ${latency.clients} subscribers, ${latency.achievedCommandsPerSecond}/${latency.targetCommandsPerSecond} commands/s` +
      ` (${latency.skipped} skipped while that request's previous change was in flight, ${latency.failed} failed)`,
  );
  console.log(
    `    command issued → message received: p50 ${latency.endToEnd.p50Ms} ms, p99 ${latency.endToEnd.p99Ms} ms` +
      ` (goal p99 <= ${GOALS.p99Ms} ms: ${verdict(latency.endToEnd.p99Ms <= GOALS.p99Ms)}), max ${latency.endToEnd.maxMs} ms`,
  );
  console.log(
    `    append confirmed → message received: p50 ${latency.appendToReceive.p50Ms} ms, p99 ${latency.appendToReceive.p99Ms} ms` +
      ` over ${latency.endToEnd.samples} messages`,
  );
}
