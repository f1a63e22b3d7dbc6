import cliProgress from "cli-progress";
import type { RebuildProgress } from "../../projections/runner/projectionStatus";

/** Shows a rebuild's progress: bars on a terminal, one line per projection in logs (CI, pipes). */
export interface ReplayProgress {
  start(projection: string): (progress: RebuildProgress) => void;
  finish(projection: string, seconds: number): void;
  stop(): void;
}

const formatEta = (seconds: number | null) =>
  seconds === null ? "--" : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, "0")}s`;

export function replayProgress(names: readonly string[]): ReplayProgress {
  const width = Math.max(...names.map((n) => n.length));
  const latest = new Map<string, RebuildProgress>();
  if (!process.stderr.isTTY) {
    return {
      start: (projection) => (progress) => latest.set(projection, progress),
      finish(projection, seconds) {
        const done = latest.get(projection);
        const events = done?.done ?? 0;
        console.error(
          `${projection.padEnd(width)} ${events} events in ${seconds.toFixed(1)} s (${Math.round(events / Math.max(seconds, 0.001))} events/s)`,
        );
      },
      stop() {},
    };
  }
  const bars = new cliProgress.MultiBar(
    {
      // Payload names of our own: cli-progress fills `{eta}` itself from its smoothed rate.
      format: "{name} [{bar}] {percentage}% | {value}/{total} events | {rate} events/s | ETA {etaText}",
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  const byName = new Map<string, cliProgress.SingleBar>();
  return {
    start(projection) {
      const bar = bars.create(1, 0, { name: projection.padEnd(width), rate: 0, etaText: "--" });
      byName.set(projection, bar);
      return (progress) => {
        bar.setTotal(Math.max(1, progress.total));
        bar.update(progress.done, {
          rate: progress.eventsPerSecond,
          etaText: formatEta(progress.etaSeconds),
        });
      };
    },
    finish(projection, seconds) {
      const bar = byName.get(projection);
      bar?.update(bar.getTotal(), { etaText: `done in ${seconds.toFixed(1)} s` });
    },
    stop: () => bars.stop(),
  };
}
