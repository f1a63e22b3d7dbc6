import { readFile } from "node:fs/promises";
import type { Sql } from "../../domain/ports/sql";

/**
 * CPU time spent by this process and by the PostgreSQL backends serving it, so a benchmark can
 * report cost per event: unlike a rate, that barely moves when other work shares the machine.
 * Server CPU is read from /proc, so it is only known when PostgreSQL runs on this machine.
 */
export interface CpuSample {
  clientSeconds: number;
  serverSeconds: number | undefined;
}

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux

async function backendSeconds(sql: Sql, applicationName: string): Promise<number | undefined> {
  const { rows } = await sql.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()",
    [applicationName],
  );
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      // Fields after the ")" that ends the command name: utime and stime are the 12th and 13th.
      const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return undefined; // not local, or not ours to read
    }
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
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
