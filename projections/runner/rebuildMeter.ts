import type { Clock } from "../../domain/ports/clock";
import { type Position, START } from "../../domain/ports/eventStore";
import type { RebuildProgress } from "./projectionStatus";

/** How many events lie between two positions (EventStore.eventsBetween). */
export type EventsBetween = (from: Position, to: Position) => number;

/** Turns positions into done/total, a rate and an ETA for progress bars and the admin UI. */
export class RebuildMeter {
  private readonly startedAt: number;
  private readonly startDone: number;
  private applied = 0;

  constructor(
    private readonly projection: string,
    private readonly clock: Clock,
    start: Position,
    private readonly eventsBetween: EventsBetween,
  ) {
    this.startedAt = clock.now().getTime();
    this.startDone = eventsBetween(START, start);
  }

  progress(
    position: Position,
    head: Position,
    appliedNow: number,
    phase: RebuildProgress["phase"],
  ): RebuildProgress {
    this.applied += appliedNow;
    const doneNow = this.eventsBetween(START, position);
    const total = Math.max(doneNow, this.eventsBetween(START, head));
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
