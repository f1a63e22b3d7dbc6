import { readFileSync } from "node:fs";
import { cpuSecondsOfPid, postgresPids } from "./processCpu";

/** A process's resident set (MB) now, from /proc (Linux), or undefined when it ended or may not be read. */
export function rssMbOfPid(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

export interface ProcessUse {
  /** CPU over the window as a percentage of one core (user + system). */
  cpuPercentOfOneCore: number;
  /** CPU seconds over the window. */
  cpuSeconds: number;
  peakRssMb: number;
  endRssMb: number;
}

/**
 * CPU and memory of named processes over a window, read from /proc: what each of a benchmark's
 * child processes (and, under "postgres", one database's PostgreSQL processes) spent.
 */
export class ProcessMeter {
  private readonly startCpu = new Map<string, number>();
  private readonly startPostgres = new Map<number, number>();
  private readonly peakRss = new Map<string, number>();
  private readonly startedAt = performance.now();
  private readonly sampler: NodeJS.Timeout;

  constructor(
    private readonly pids: Readonly<Record<string, number>>,
    private readonly postgresDatabase?: string,
  ) {
    for (const [name, pid] of Object.entries(pids)) this.startCpu.set(name, cpuSecondsOfPid(pid) ?? 0);
    if (postgresDatabase !== undefined)
      for (const pid of postgresPids(postgresDatabase))
        this.startPostgres.set(pid, cpuSecondsOfPid(pid) ?? 0);
    this.sample();
    this.sampler = setInterval(() => this.sample(), 1000);
  }

  /** Ends the window: each process's use over it. */
  stop(): Record<string, ProcessUse> {
    clearInterval(this.sampler);
    this.sample();
    const seconds = (performance.now() - this.startedAt) / 1000;
    const use = (cpuSeconds: number, peak: number, end: number): ProcessUse => ({
      cpuPercentOfOneCore: Math.round((cpuSeconds / seconds) * 1000) / 10,
      cpuSeconds: Math.round(cpuSeconds * 100) / 100,
      peakRssMb: Math.round(peak),
      endRssMb: Math.round(end),
    });
    const result: Record<string, ProcessUse> = {};
    for (const [name, pid] of Object.entries(this.pids)) {
      const end = rssMbOfPid(pid) ?? 0;
      result[name] = use(
        (cpuSecondsOfPid(pid) ?? 0) - (this.startCpu.get(name) ?? 0),
        this.peakRss.get(name) ?? end,
        end,
      );
    }
    if (this.postgresDatabase !== undefined) {
      let cpu = 0;
      let rss = 0;
      for (const pid of postgresPids(this.postgresDatabase)) {
        cpu += (cpuSecondsOfPid(pid) ?? 0) - (this.startPostgres.get(pid) ?? 0);
        rss += rssMbOfPid(pid) ?? 0;
      }
      // RSS of PostgreSQL's processes counts shared buffers once per process: only the CPU is meaningful.
      result.postgres = use(cpu, rss, rss);
    }
    return result;
  }

  private sample(): void {
    for (const [name, pid] of Object.entries(this.pids)) {
      const rss = rssMbOfPid(pid);
      if (rss !== undefined) this.peakRss.set(name, Math.max(this.peakRss.get(name) ?? 0, rss));
    }
  }
}
