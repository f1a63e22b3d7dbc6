import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A PostgreSQL server of a drill's own: a fresh cluster (new transaction ids, nothing shared). */
export interface PrivateCluster {
  url: string;
  /** The cluster's data folder (PGDATA). */
  dataDir: string;
  /**
   * SIGKILLs the postmaster, as the OOM killer or `kill -9` would, then waits until every backend
   * it had forked has noticed and exited (they finish or abandon what they were doing on their own;
   * a new postmaster refuses to start while they still hold the old shared memory). Backends still
   * there after `orphanGraceMs` are SIGKILLed too, and counted.
   */
  crash(options?: {
    orphanGraceMs?: number;
  }): Promise<{ postmasterPid: number; orphans: number; killedOrphans: number }>;
  /** Starts the server again on the same port and data (it runs crash recovery first); resolves when it accepts connections. */
  restart(): Promise<void>;
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
 * `maxConnections` (default 50) for drills that run several nodes, each with its pools; `settings`
 * are further server settings (`-c name=value`).
 */
export async function startPrivateCluster(
  options: { maxConnections?: number; settings?: Readonly<Record<string, string>> } = {},
): Promise<PrivateCluster> {
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
  const extra = Object.entries(options.settings ?? {})
    .map(([name, value]) => ` -c ${name}=${value}`)
    .join("");
  const start = () =>
    as("pg_ctl", [
      "-D",
      data,
      "-l",
      join(dir, "server.log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=${options.maxConnections ?? 50}${extra}`,
      "start",
    ]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir: data,
    async crash(options = {}) {
      const postmasterPid = Number((await readFile(join(data, "postmaster.pid"), "utf8")).split("\n")[0]);
      // Its children now: once the postmaster is gone it forks no more.
      const children = await childrenOf(postmasterPid);
      process.kill(postmasterPid, "SIGKILL");
      await untilGone([postmasterPid], 10_000);
      const left = await untilGone(children, options.orphanGraceMs ?? 15_000);
      for (const pid of left) alive(pid) && process.kill(pid, "SIGKILL");
      await untilGone(left, 10_000);
      // The dead postmaster is a zombie until PID 1 reaps it, and a new one takes a zombie's pid in
      // postmaster.pid for a running server. Every process of the old server is gone by now, so the
      // lock files (the data folder's and the socket's) are stale: removed, as an operator would
      // after checking the same.
      if (existsSync(`/proc/${postmasterPid}`))
        for (const lock of [join(data, "postmaster.pid"), join(dir, `.s.PGSQL.${port}.lock`)])
          await rm(lock, { force: true });
      return { postmasterPid, orphans: children.length, killedOrphans: left.length };
    },
    restart: async () => {
      await start().catch(async (error: Error) => {
        const log = await readFile(join(dir, "server.log"), "utf8").catch(() => "");
        throw new Error(`${error.message}\nserver.log ends:\n${log.split("\n").slice(-12).join("\n")}`);
      });
    },
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

async function childrenOf(pid: number): Promise<number[]> {
  const { stdout } = await run("pgrep", ["-P", String(pid)]).catch(() => ({ stdout: "" }));
  return stdout.split("\n").filter(Boolean).map(Number);
}

/**
 * Running, and not a zombie: the postmaster's orphans are re-parented to PID 1, which in a
 * container may never reap them, and a zombie holds no shared memory.
 */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

/** Waits (checking every 20 ms) until none of `pids` runs, or `withinMs` passed; returns those still running. */
async function untilGone(pids: number[], withinMs: number): Promise<number[]> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const left = pids.filter(alive);
    if (left.length === 0 || Date.now() > deadline) return left;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
