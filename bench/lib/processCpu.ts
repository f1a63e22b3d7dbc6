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

/** Every PostgreSQL process on this machine (the server and its backends). */
export function postgresPids(): number[] {
  try {
    return readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres";
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

export function cpuMeter(serverPid: number | undefined): CpuMeter {
  if (serverPid === undefined || process.platform !== "linux") return { read: () => null };
  const postgresNow = () => postgresPids().reduce((sum, pid) => sum + (cpuSecondsOfPid(pid) ?? 0), 0);
  const serverNow = () => cpuSecondsOfPid(serverPid) ?? 0;
  // Backends come and go; those that ended between readings are missed (pools keep them alive here).
  const start = { server: serverNow(), postgres: postgresNow() };
  return {
    read: () => ({
      server: serverNow() - start.server,
      postgres: postgresNow() - start.postgres,
    }),
  };
}
