import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const mainScript = fileURLToPath(new URL("../main.ts", import.meta.url));

export interface ChildNode {
  name: string;
  /** `http://127.0.0.1:<port>` once ready. */
  url: string;
  /** Where its /metrics is (METRICS_PORT, a free port unless the test says otherwise), once ready. */
  metricsUrl: string;
  process: ChildProcess;
  /** Everything it printed (JSON log lines), for assertions and for failure messages. */
  output(): string;
  /** Resolves with how it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with its URL once it logged that it is ready. */
  ready: Promise<string>;
  /** Resolves with its URL once its HTTP server listens (before catch-up and seeding). */
  listening: Promise<string>;
  /** Resolves with its metrics URL (METRICS_PORT) once its HTTP server listens. */
  metricsListening: Promise<string>;
  kill(signal: NodeJS.Signals): void;
}

export interface ChildNodeOptions {
  name: string;
  env: Record<string, string>;
  /** How long start-up (migrations, catch-up, seeding) may take; generous, as CI has 2 busy cores. */
  readyWithinMs?: number;
  /** false: resolve as soon as it is spawned (its `url` is then empty); `ready` still tells when it is. */
  untilReady?: boolean;
  /** Node flags before the script, e.g. SERVER_NODE_FLAGS to run it as production does. */
  nodeFlags?: readonly string[];
}

/**
 * `infra/main.ts` as its own process (as `npm run start:postgres` and compose run it), on a random
 * port, silent pretty-printing off: resolves once it logged "Roadside is ready" with its URL.
 */
export function startChildNode(options: ChildNodeOptions): Promise<ChildNode> {
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), "--import", "tsx", mainScript], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      SEED_DEMO: "1",
      METRICS_PORT: "0",
      LOG_LEVEL: "info",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const kill = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  const limitMs = options.readyWithinMs ?? 120_000;
  let heard: (url: string) => void = () => {};
  const listening = new Promise<string>((resolve) => {
    heard = resolve;
  });
  let heardMetrics: (url: string) => void = () => {};
  const metricsListening = new Promise<string>((resolve) => {
    heardMetrics = resolve;
  });
  const metricsUrlIn = (text: string) =>
    /"metricsUrl":"(http:\/\/[^"]+)"[^\n]*"msg":"listening"/.exec(text)?.[1];
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      kill("SIGKILL");
      reject(new Error(`${options.name} was not ready within ${limitMs} ms:\n${output}`));
    }, limitMs);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listens = /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"listening"/.exec(output);
      if (listens) heard(listens[1]!);
      const metrics = metricsUrlIn(output);
      if (metrics) heardMetrics(metrics);
      const found = /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"Roadside is ready"/.exec(output);
      if (!found) return;
      clearTimeout(timer);
      resolve(found[1]!);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(`${options.name} exited (${signal ?? `code ${code}`}) before it was ready:\n${output}`),
      );
    });
  });
  const node = (url: string): ChildNode => ({
    name: options.name,
    url,
    metricsUrl: metricsUrlIn(output) ?? "",
    process: child,
    output: () => output,
    exited,
    ready,
    listening,
    metricsListening,
    kill,
  });
  if (options.untilReady === false) {
    // Nobody may await `ready` for a node killed before it got there.
    ready.catch(() => {});
    return Promise.resolve(node(""));
  }
  return ready.then(node);
}

/** Polls `check` until it returns a value (not undefined) or `timeoutMs` passes; no fixed sleeps in tests. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 60_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ""}`,
      );
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
