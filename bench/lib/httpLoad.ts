import http from "node:http";
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

/** One keep-alive connection per client, as 50 browsers would have. */
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

/**
 * `clients` loops, each waiting for its previous answer (closed loop: what a client sees under
 * load, not a flood), for `seconds` after `warmUpSeconds` not counted.
 */
export async function runLoad(options: {
  baseUrl: string;
  clients: number;
  seconds: number;
  warmUpSeconds: number;
  call: (client: number, sequence: number) => HttpCall;
  expectStatus: number;
  /** The server's process id: its CPU time (and PostgreSQL's) is measured over the counted seconds. */
  serverPid?: number;
  /** The database the server uses: PostgreSQL's CPU is then counted for its backends only. */
  postgresDatabase?: string;
}): Promise<LoadResult> {
  const baseUrl = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  const latencies: number[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  let sequence = 0;
  const loop = async (client: number, until: number, record: boolean) => {
    while (Date.now() < until) {
      const started = performance.now();
      try {
        const response = await send(agent, baseUrl, options.call(client, sequence++));
        if (response.status !== options.expectStatus) {
          errors++;
          if (errorSamples.length < 5) errorSamples.push(`${response.status} ${response.body.slice(0, 200)}`);
        }
      } catch (error) {
        errors++;
        if (errorSamples.length < 5) errorSamples.push(String(error));
      }
      if (record) latencies.push(performance.now() - started);
    }
  };
  const clients = Array.from({ length: options.clients }, (_, i) => i);
  await Promise.all(clients.map((c) => loop(c, Date.now() + options.warmUpSeconds * 1000, false)));
  errors = 0;
  errorSamples.length = 0;
  const startedAt = performance.now();
  const cpu = cpuMeter(options.serverPid, options.postgresDatabase);
  // The clients share the machine's cores too: their cost bounds what the machine can show.
  const ownCpuBefore = process.cpuUsage();
  await Promise.all(clients.map((c) => loop(c, Date.now() + options.seconds * 1000, true)));
  const seconds = (performance.now() - startedAt) / 1000;
  const used = cpu.read();
  const ownCpu = process.cpuUsage(ownCpuBefore);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(latencies.length / seconds),
    p50Ms: Number(at(0.5).toFixed(1)),
    p99Ms: Number(at(0.99).toFixed(1)),
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
