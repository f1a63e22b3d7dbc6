import type { Position } from "../../../domain/ports/eventStore";

/**
 * Until a read has shown how far apart events lie in this log. A KurrentDB event with our
 * metadata and a small JSON payload takes a few hundred bytes of log; a guess only has to give
 * lag figures the right order of magnitude before the first read replaces it.
 */
export const GUESSED_EVENT_BYTES = 512;

/** Weight of the newest read in the running average: a few reads settle it, one odd page cannot swing it. */
const NEWEST_WEIGHT = 0.2;

/**
 * KurrentDB positions are byte offsets in its transaction log, not event numbers: lag and replay
 * progress in events divide a distance in bytes by the average bytes per event, learned from the
 * spacing of consecutive events in `$all` reads (unfiltered ones: a type-filtered read skips events
 * between the ones it returns, so its spacing is not one event's).
 */
export class EventSpacing {
  private bytesPerEvent: number | null = null;

  /** Whether a read has taught the spacing yet. */
  get known(): boolean {
    return this.bytesPerEvent !== null;
  }

  /** Events in `$all` order with nothing left out between them (either direction). */
  learn(events: readonly { position: Position }[]): void {
    if (events.length < 2) return;
    const first = events[0]!.position.prepare;
    const last = events[events.length - 1]!.position.prepare;
    const span = Number(last > first ? last - first : first - last);
    if (span <= 0) return;
    const observed = span / (events.length - 1);
    this.bytesPerEvent =
      this.bytesPerEvent === null
        ? observed
        : this.bytesPerEvent * (1 - NEWEST_WEIGHT) + observed * NEWEST_WEIGHT;
  }

  eventsBetween(from: Position, to: Position): number {
    const start = from.prepare > 0n ? from.prepare : 0n;
    if (to.prepare <= start) return 0;
    const bytes = Number(to.prepare - start);
    // At least one: `to` is beyond `from`, so some event lies between.
    return Math.max(1, Math.round(bytes / (this.bytesPerEvent ?? GUESSED_EVENT_BYTES)));
  }
}
