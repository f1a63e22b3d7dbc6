import type { Sql } from "../../domain/ports/sql";
import { cpuSecondsOfPid } from "./processCpu";

/**
 * CPU time spent by this process and by the PostgreSQL backends serving it, so a benchmark can
 * report cost per event: unlike a rate, that barely moves when other work shares the machine.
 * Server CPU is read from /proc, so it is only known when PostgreSQL runs on this machine.
 */
export interface CpuSample {
  clientSeconds: number;
  serverSeconds: number | undefined;
}

async function backendSeconds(sql: Sql, applicationName: string): Promise<number | undefined> {
  const { rows } = await sql.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()",
    [applicationName],
  );
  let seconds = 0;
  for (const { pid } of rows) {
    const used = cpuSecondsOfPid(pid);
    if (used === undefined) return undefined; // not local, or not ours to read
    seconds += used;
  }
  return seconds;
}

export async function sampleCpu(sql: Sql, applicationName: string): Promise<CpuSample> {
  const { user, system } = process.cpuUsage();
  return { clientSeconds: (user + system) / 1e6, serverSeconds: await backendSeconds(sql, applicationName) };
}

/** Milliseconds of CPU per event between two samples. */
export function cpuPerEvent(before: CpuSample, after: CpuSample, events: number) {
  const ms = (seconds: number) => Number(((seconds * 1000) / events).toFixed(4));
  return {
    clientMs: ms(after.clientSeconds - before.clientSeconds),
    serverMs:
      before.serverSeconds === undefined || after.serverSeconds === undefined
        ? undefined
        : ms(after.serverSeconds - before.serverSeconds),
  };
}
