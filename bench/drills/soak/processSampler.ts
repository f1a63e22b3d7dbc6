import { loadavg } from "node:os";
import type { MemoryPoint } from "./memoryTrend";

/** One reading of a node's /metrics (prom-client's default process and Node.js metrics). */
export interface ProcessReading extends MemoryPoint {
  /** CPU the process used since the previous reading, as a percentage of one core. */
  cpuPercent: number | null;
  /** The machine's 1-minute load average at the time (the machine is shared). */
  load1: number;
}

export interface SampledProcess {
  name: string;
  metricsUrl: string;
}

const MB = 1024 * 1024;

/**
 * The value of a metric's first sample in Prometheus' text format (the nodes label every sample
 * with their role: `process_resident_memory_bytes{role="api"} 314523648`), or undefined.
 */
export function metricValue(text: string, name: string, label?: string): number | undefined {
  const labels = label ? `\\{[^}]*${label}[^}]*\\}` : "(?:\\{[^}]*\\})?";
  const match = new RegExp(`^${name}${labels} ([0-9.eE+-]+)`, "m").exec(text);
  return match ? Number(match[1]) : undefined;
}

/**
 * Reads every process's /metrics every `everyMs`: resident memory (process_resident_memory_bytes),
 * the V8 heap in use (nodejs_heap_size_used_bytes), the young generation's committed size
 * (nodejs_heap_space_size_total_bytes{space="new"}) and CPU time (process_cpu_seconds_total). A
 * scrape that fails is counted against the process and listed, not silently skipped.
 */
export class ProcessSampler {
  readonly readings = new Map<string, ProcessReading[]>();
  readonly failures: { name: string; minute: number; error: string }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly lastCpu = new Map<string, { seconds: number; at: number }>();
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly processes: SampledProcess[],
    private readonly startedAt: number,
    private readonly everyMs: number,
  ) {
    for (const p of processes) this.readings.set(p.name, []);
  }

  start(): void {
    this.inFlight = this.sampleAll();
    this.timer = setInterval(() => {
      this.inFlight = this.sampleAll();
    }, this.everyMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.inFlight;
  }

  private async sampleAll(): Promise<void> {
    await Promise.all(this.processes.map((p) => this.sample(p)));
  }

  private async sample(p: SampledProcess): Promise<void> {
    const at = Date.now();
    const minute = (at - this.startedAt) / 60_000;
    try {
      const response = await fetch(`${p.metricsUrl}/metrics`, { signal: AbortSignal.timeout(10_000) });
      if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
      const text = await response.text();
      const rss = metricValue(text, "process_resident_memory_bytes");
      const heap = metricValue(text, "nodejs_heap_size_used_bytes");
      const cpu = metricValue(text, "process_cpu_seconds_total");
      const newSpace = metricValue(text, "nodejs_heap_space_size_total_bytes", 'space="new"');
      if (rss === undefined || heap === undefined) throw new Error("no memory figures in /metrics");
      const previous = this.lastCpu.get(p.name);
      if (cpu !== undefined) this.lastCpu.set(p.name, { seconds: cpu, at });
      this.readings.get(p.name)!.push({
        minute: Math.round(minute * 1000) / 1000,
        rssMb: Math.round((rss / MB) * 10) / 10,
        heapUsedMb: Math.round((heap / MB) * 10) / 10,
        ...(newSpace !== undefined ? { newSpaceMb: Math.round((newSpace / MB) * 10) / 10 } : {}),
        cpuPercent:
          cpu !== undefined && previous
            ? Math.round(((cpu - previous.seconds) / ((at - previous.at) / 1000)) * 1000) / 10
            : null,
        load1: Math.round(loadavg()[0]! * 100) / 100,
      });
    } catch (error) {
      this.failures.push({ name: p.name, minute, error: String((error as Error).message ?? error) });
    }
  }
}
