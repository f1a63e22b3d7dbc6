import type { Clock } from "../../domain/ports/clock";
import type { Position } from "../../domain/ports/eventStore";
import type { RebuildProgress } from "./projectionStatus";

/** Turns positions into done/total, a rate and an ETA for progress bars and the admin UI. */
export class RebuildMeter {
  private readonly startedAt: number;
  private readonly startDone: number;
  private applied = 0;

  constructor(
    private readonly projection: string,
    private readonly clock: Clock,
    start: Position,
  ) {
    this.startedAt = clock.now().getTime();
    this.startDone = done(start);
  }

  progress(
    position: Position,
    head: Position,
    appliedNow: number,
    phase: RebuildProgress["phase"],
  ): RebuildProgress {
    this.applied += appliedNow;
    const doneNow = done(position);
    const total = Math.max(doneNow, done(head));
    const seconds = (this.clock.now().getTime() - this.startedAt) / 1000;
    const eventsPerSecond = seconds > 0 ? (doneNow - this.startDone) / seconds : 0;
    return {
      projection: this.projection,
      phase,
      done: doneNow,
      total,
      applied: this.applied,
      eventsPerSecond: Math.round(eventsPerSecond),
      etaSeconds: eventsPerSecond > 0 ? Math.round((total - doneNow) / eventsPerSecond) : null,
    };
  }
}

/** START is -1, the first event 0 or 1: either way, prepare counts the events up to it. */
function done(position: Position): number {
  return position.prepare > 0n ? Number(position.prepare) : 0;
}
