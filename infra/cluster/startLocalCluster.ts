import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { SERVER_NODE_FLAGS } from "../runtime/nodeFlags";

/**
 * `npm run start:postgres`: the production split as plain processes against the local PostgreSQL
 * (what docker-compose runs as containers): API_NODES API nodes on PORT, PORT+1, … and one worker
 * (projections, dispatch, seeding) with its /healthz and /readyz on PORT+API_NODES. With
 * METRICS_PORT set, each node serves /metrics on its own port from there: METRICS_PORT+i for the
 * API nodes, METRICS_PORT+API_NODES for the worker.
 * A node that dies is started again after a second, as compose's `restart: unless-stopped` would;
 * SIGTERM/SIGINT is passed on to every node and the launcher exits when they have.
 */
const Env = z.object({
  PORT: z.coerce.number().int().min(1).max(65_000).default(3000),
  API_NODES: z.coerce.number().int().min(1).max(16).default(2),
  DATABASE_URL: z.string().default("postgres://postgres@127.0.0.1:5432/postgres"),
  METRICS_PORT: z.coerce.number().int().min(1).max(65_000).optional(),
});

const RESTART_DELAY_MS = 1000;
const mainScript = fileURLToPath(new URL("../main.ts", import.meta.url));

interface Node {
  name: string;
  env: Record<string, string>;
  child: ChildProcess | null;
}

function launch(node: Node, stopping: () => boolean): void {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", mainScript], {
    env: { ...process.env, ...node.env },
    stdio: "inherit",
  });
  node.child = child;
  child.on("exit", (code, signal) => {
    node.child = null;
    if (stopping()) return;
    console.error(`[cluster] ${node.name} exited (${signal ?? `code ${code}`}); starting it again`);
    setTimeout(() => {
      if (!stopping()) launch(node, stopping);
    }, RESTART_DELAY_MS);
  });
}

function main() {
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v)));
  if (!parsed.success) {
    console.error(
      `invalid configuration: ${parsed.error.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`,
    );
    process.exit(2);
  }
  const { PORT, API_NODES, DATABASE_URL, METRICS_PORT } = parsed.data;
  // One metrics port per node, or none: the nodes share the environment they were started with.
  const metricsOf = (i: number): Record<string, string> =>
    METRICS_PORT === undefined ? {} : { METRICS_PORT: String(METRICS_PORT + i) };
  const shared = { EVENT_STORE: "postgres", DATABASE_URL };
  const nodes: Node[] = [
    ...Array.from({ length: API_NODES }, (_, i) => ({
      name: `api-${i + 1}`,
      env: { ...shared, ROLE: "api", PORT: String(PORT + i), ...metricsOf(i) },
      child: null,
    })),
    {
      name: "worker",
      env: { ...shared, ROLE: "worker", PORT: String(PORT + API_NODES), ...metricsOf(API_NODES) },
      child: null,
    },
  ];
  let stopping = false;
  for (const node of nodes) launch(node, () => stopping);
  console.error(
    `[cluster] ${API_NODES} API node(s) on ports ${PORT}-${PORT + API_NODES - 1}, worker on ${PORT + API_NODES}, PostgreSQL ${new URL(DATABASE_URL).host}`,
  );

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.error(`[cluster] ${signal}: stopping every node`);
    const running = nodes.flatMap((n) => (n.child ? [n.child] : []));
    let left = running.length;
    if (left === 0) process.exit(0);
    for (const child of running) {
      child.once("exit", () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      child.kill("SIGTERM");
    }
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main();
