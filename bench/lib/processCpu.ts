import { readdirSync, readFileSync } from "node:fs";

/**
 * CPU seconds used so far by processes, read from /proc (Linux; null elsewhere). Used to quote a
 * request's cost in CPU time, which a busy machine distorts far less than requests per second.
 */
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** A process's CPU seconds (user + system) so far, or undefined when it ended or may not be read. */
export function cpuSecondsOfPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command (which may contain spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime + stime
  } catch {
    return undefined;
  }
}

/**
 * A client backend's process title: `postgres: <cluster>: <user> <database> <host>(<port>) <state>`
 * (or `[local]` for a Unix socket). Server processes (checkpointer, walwriter, …) look otherwise.
 */
const CLIENT_BACKEND_TITLE = /^postgres: (?:\S+: )?\S+ (\S+) (?:\[local\]|\S+\(\d+\))/;

/**
 * The PostgreSQL processes on this machine (the server and its backends). Given a database, the
 * client backends of other databases are left out: on a shared machine they are other work.
 */
export function postgresPids(database?: string): number[] {
  try {
    return readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((pid) => {
        try {
          if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "postgres") return false;
          if (database === undefined) return true;
          const title = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
          const backendOf = CLIENT_BACKEND_TITLE.exec(title)?.[1];
          return backendOf === undefined || backendOf === database;
        } catch {
          return false;
        }
      });
  } catch {
    return [];
  }
}

export interface CpuMeter {
  /** CPU seconds since the meter was made: the given process, and PostgreSQL's processes. */
  read(): { server: number; postgres: number } | null;
}

/**
 * `postgresDatabase` counts only that database's backends (and the server's own processes), so
 * other work on the machine's PostgreSQL does not land in the figure.
 */
export function cpuMeter(serverPid: number | undefined, postgresDatabase?: string): CpuMeter {
  if (serverPid === undefined || process.platform !== "linux") return { read: () => null };
  const postgresNow = () =>
    new Map(postgresPids(postgresDatabase).map((pid) => [pid, cpuSecondsOfPid(pid) ?? 0]));
  const serverNow = () => cpuSecondsOfPid(serverPid) ?? 0;
  const start = { server: serverNow(), postgres: postgresNow() };
  return {
    read: () => {
      // Per process: one that ended meanwhile is missed (pools keep backends alive here) instead of
      // its whole past being subtracted; one that started meanwhile counts from zero.
      let postgres = 0;
      for (const [pid, seconds] of postgresNow()) postgres += seconds - (start.postgres.get(pid) ?? 0);
      return { server: serverNow() - start.server, postgres };
    },
  };
}
