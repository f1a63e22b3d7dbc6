import http from "node:http";
import autocannon from "autocannon";
import { percentile } from "./percentile";
import { cpuMeter } from "./processCpu";

export interface HttpCall {
  method: "GET" | "POST";
  path: string;
  cookie: string;
  body?: string;
}

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** A few error answers, to tell a slow server from a failing one. */
  errorSamples: string[];
  /** CPU milliseconds per counted request, of the server process and of PostgreSQL (when measured). */
  cpuMsPerRequest?: { server: number; postgres: number; loadGenerator: number };
}

/**
 * One request on Node's http client, body read whole: for setting up a run (sign-ups, bookings to
 * read back), where the answer is needed and its cost is not measured. The load itself goes
 * through autocannon (`runLoad`), which costs the shared cores far less per request.
 */
export function send(
  agent: http.Agent,
  baseUrl: URL,
  call: HttpCall,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: baseUrl.hostname,
        port: baseUrl.port,
        method: call.method,
        path: call.path,
        headers: {
          cookie: call.cookie,
          accept: "application/json",
          ...(call.body
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(call.body) }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    if (call.body) request.write(call.body);
    request.end();
  });
}

/** Named in the results, since the load generator's CPU per request depends on it. */
export const LOAD_GENERATOR = "autocannon 9 (one keep-alive connection per client, pipelining 1)";

const MAX_ERROR_SAMPLES = 5;

/**
 * `clients` connections, each waiting for its previous answer before the next request (closed
 * loop: what a client sees under load, not a flood), for `seconds` after `warmUpSeconds` not
 * counted. Counted: the answers that arrive within those seconds, each one's latency, and the CPU
 * the server, PostgreSQL and this process spend meanwhile.
 *
 * autocannon rather than Node's http client: on a 2-core machine the load generator shares the
 * cores with what it measures, and autocannon writes prepared request bytes and parses answers with
 * plain callbacks, no request or response stream objects. Its CPU per history read, measured in
 * this bench on PostgreSQL: 0.12-0.21 ms (median 0.16, of 12 runs) against 0.19-0.24 ms (median 0.23) for
 * Node's http client and 0.14-0.20 ms for undici's Client; against a fixed 58 kB answer from
 * another process, where the machine's other work disturbs less: 0.10-0.13 ms, 0.23-0.29 ms and
 * 0.14 ms.
 */
export async function runLoad(options: {
  baseUrl: string;
  clients: number;
  seconds: number;
  warmUpSeconds: number;
  call: (client: number, sequence: number) => HttpCall;
  /**
   * True when `call` gives a client the same request every time (a read): it is built once and its
   * bytes sent again, instead of being built per request (about 0.04 ms of CPU each).
   */
  sameCallEachTime?: boolean;
  expectStatus: number;
  /** The server's process id: its CPU time (and PostgreSQL's) is measured over the counted seconds. */
  serverPid?: number;
  /** The database the server uses: PostgreSQL's CPU is then counted for its backends only. */
  postgresDatabase?: string;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  let counting = false;
  const sample = (text: string) => {
    if (errorSamples.length < MAX_ERROR_SAMPLES) errorSamples.push(text);
  };
  let sequence = 0;
  let nextClient = 0;
  // autocannon builds every answer's body as a string anyway; it is read only when unexpected.
  const onResponse = (status: number, body: string) => {
    if (counting && status !== options.expectStatus) sample(`${status} ${body.slice(0, 200)}`);
  };
  const asRequest = (call: HttpCall): autocannon.Request => ({
    method: call.method,
    path: call.path,
    headers: {
      cookie: call.cookie,
      accept: "application/json",
      ...(call.body ? { "content-type": "application/json" } : {}),
    },
    ...(call.body ? { body: call.body } : {}),
  });

  let finished!: () => void;
  const done = new Promise<void>((resolve) => {
    finished = resolve;
  });
  const instance = autocannon(
    {
      url: options.baseUrl,
      connections: options.clients,
      pipelining: 1,
      // Stopped by the timer below; this only bounds a run whose timer never fires.
      duration: options.warmUpSeconds + options.seconds + 60,
      // A slow answer is a figure to report, not a reason to drop the connection.
      timeout: 60,
      // Called once per connection, in order: connection n is customer n.
      setupClient: (client) => {
        const customer = nextClient++;
        client.setRequests([
          options.sameCallEachTime
            ? { ...asRequest(options.call(customer, sequence++)), onResponse }
            : {
                setupRequest: (request) => ({ ...request, ...asRequest(options.call(customer, sequence++)) }),
                onResponse,
              },
        ]);
        client.on("response", (status, _bytes, milliseconds) => {
          if (!counting) return;
          latencies.push(milliseconds);
          if (status !== options.expectStatus) errors++;
        });
      },
    },
    () => finished(),
  );
  instance.on("reqError", (error: unknown) => {
    if (!counting) return;
    errors++;
    sample(String(error));
  });

  await new Promise((resolve) => setTimeout(resolve, options.warmUpSeconds * 1000));
  counting = true;
  const startedAt = performance.now();
  const cpu = cpuMeter(options.serverPid, options.postgresDatabase);
  // The clients share the machine's cores too: their cost bounds what the machine can show.
  const ownCpuBefore = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, options.seconds * 1000));
  counting = false;
  const seconds = (performance.now() - startedAt) / 1000;
  const used = cpu.read();
  const ownCpu = process.cpuUsage(ownCpuBefore);
  // Answers still on their way are not waited for: the counted seconds take the answers that arrive
  // within them, whenever their request left, which evens out at both ends of the window.
  instance.stop();
  await done;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(latencies.length / seconds),
    p50Ms: Number(percentile(latencies, 0.5).toFixed(1)),
    p99Ms: Number(percentile(latencies, 0.99).toFixed(1)),
    errorSamples,
    ...(used && latencies.length > 0
      ? {
          cpuMsPerRequest: {
            server: Number(((used.server * 1000) / latencies.length).toFixed(3)),
            postgres: Number(((used.postgres * 1000) / latencies.length).toFixed(3)),
            loadGenerator: Number(((ownCpu.user + ownCpu.system) / 1000 / latencies.length).toFixed(3)),
          },
        }
      : {}),
  };
}
