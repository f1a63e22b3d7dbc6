import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A PostgreSQL server of a drill's own: a fresh cluster (new transaction ids, nothing shared). */
export interface PrivateCluster {
  url: string;
  stop(): Promise<void>;
}

/** The machine's PostgreSQL programs: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0])
    throw new Error("no PostgreSQL programs found: install PostgreSQL or set PG_BIN to its bin folder");
  return join(root, versions[0], "bin");
}

/**
 * initdb in a temporary folder and a server on a free port, as the `postgres` user when this runs as
 * root (PostgreSQL refuses to run as root). `stop` shuts it down at once and removes the folder.
 */
export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = postgresBinDir();
  const dir = await mkdtemp(join(tmpdir(), "roadside-cluster-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    await chmod(dir, 0o777);
    await run("chown", ["postgres:postgres", dir]);
  }
  const as = (program: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", join(bin, program), ...args])
      : run(join(bin, program), args);
  const data = join(dir, "data");
  await as("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  await as("pg_ctl", [
    "-D",
    data,
    "-l",
    join(dir, "server.log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await as("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
