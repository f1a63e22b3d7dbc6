import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eventually } from "../testing/childNode";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../testing/postgres";

const launcher = fileURLToPath(new URL("./startLocalCluster.ts", import.meta.url));

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "0.0.0.0", () => server.close(() => resolve(true)));
  });

/** `count` consecutive free ports (the launcher puts its nodes on PORT, PORT+1, …). */
async function freePorts(count: number): Promise<number> {
  for (;;) {
    const base = 30_000 + Math.floor(Math.random() * 25_000);
    const free = await Promise.all(Array.from({ length: count }, (_, i) => isFree(base + i)));
    if (free.every(Boolean)) return base;
  }
}

let database: TestDatabase;

await describeWithPostgres("npm run start:postgres (the local cluster launcher)", () => {
  beforeAll(async () => {
    database = await createTestDatabase("launcher");
  });
  afterAll(async () => {
    await database?.drop();
  }, 60_000);

  it("starts two API nodes and a worker, all ready, and stops them all on SIGTERM", async () => {
    const port = await freePorts(3);
    const cluster = spawn(process.execPath, ["--import", "tsx", launcher], {
      env: {
        ...process.env,
        PORT: String(port),
        API_NODES: "2",
        DATABASE_URL: database.url,
        HOST: "127.0.0.1",
      },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group: if the test fails half-way, the whole cluster is killed, not only the launcher.
      detached: true,
    });
    let output = "";
    cluster.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    cluster.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => cluster.once("exit", (code) => resolve(code)));
    try {
      for (const [offset, role] of [
        [0, "api"],
        [1, "api"],
        [2, "worker"],
      ] as const) {
        const health = await eventually(
          async () => {
            const response = await fetch(`http://127.0.0.1:${port + offset}/readyz`);
            return response.status === 200
              ? await (await fetch(`http://127.0.0.1:${port + offset}/healthz`)).json()
              : undefined;
          },
          `the ${role} node on port ${port + offset} to be ready`,
          240_000,
          250,
        ).catch((error: Error) => {
          throw new Error(`${error.message}\n${output.slice(-4000)}`);
        });
        expect(health).toMatchObject({ status: "ok", role, eventStore: "postgres" });
      }
      cluster.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(output.match(/"msg":"shut down cleanly"/g)).toHaveLength(3);
    } finally {
      try {
        process.kill(-cluster.pid!, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  }, 360_000);
});
