import type { Position } from "../../../domain/ports/eventStore";

/**
 * Until a read has shown how far apart events lie in this log. A KurrentDB event with our
 * metadata and a small JSON payload takes a few hundred bytes of log; a guess only has to give
 * lag figures the right order of magnitude before the first read replaces it.
 */
export const GUESSED_EVENT_BYTES = 512;

/** Stretches of log remembered; past this the oldest are forgotten (counted at the overall density). */
const MAX_SEGMENTS = 256;

interface Segment {
  from: bigint;
  to: bigint;
  /** Events that lie in (from, to]. */
  events: number;
}

/**
 * KurrentDB positions are byte offsets in its transaction log, not event numbers: lag and replay
 * progress in events come from how densely events lie in each stretch of log that reads have
 * shown (unfiltered reads only: a type-filtered read skips events between the ones it returns).
 * Event sizes change over a log's life (route points, chat images, new fields), so each stretch
 * keeps its own density instead of one average for the whole log; a stretch no read has shown
 * is counted at the density of everything seen.
 */
export class EventSpacing {
  private segments: Segment[] = [];
  private seenBytes = 0;
  private seenEvents = 0;

  /** Whether a read has taught the spacing yet. */
  get known(): boolean {
    return this.seenEvents > 0;
  }

  /** Bytes per event over everything reads have shown (the guess before any). */
  get bytesPerEvent(): number {
    return this.seenEvents > 0 ? this.seenBytes / this.seenEvents : GUESSED_EVENT_BYTES;
  }

  /** Where the newest stretch learned ends: the head read samples again once the log grew well past it. */
  get learnedUpTo(): bigint {
    return this.segments.reduce((max, segment) => (segment.to > max ? segment.to : max), 0n);
  }

  /** Events in `$all` order with nothing left out between them (either direction). */
  learn(events: readonly { position: Position }[]): void {
    if (events.length < 2) return;
    const a = events[0]!.position.prepare;
    const b = events[events.length - 1]!.position.prepare;
    const [from, to] = a < b ? [a, b] : [b, a];
    if (to <= from) return;
    this.add({ from, to, events: events.length - 1 });
  }

  eventsBetween(from: Position, to: Position): number {
    const start = from.prepare > 0n ? from.prepare : 0n;
    const end = to.prepare;
    if (end <= start) return 0;
    let counted = 0;
    let coveredBytes = 0;
    for (const segment of this.segments) {
      const lo = segment.from > start ? segment.from : start;
      const hi = segment.to < end ? segment.to : end;
      if (hi <= lo) continue;
      const overlap = Number(hi - lo);
      counted += (segment.events * overlap) / Number(segment.to - segment.from);
      coveredBytes += overlap;
    }
    const uncovered = Number(end - start) - coveredBytes;
    counted += uncovered / this.bytesPerEvent;
    // At least one: `to` is beyond `from`, so some event lies between.
    return Math.max(1, Math.round(counted));
  }

  private add(segment: Segment): void {
    // The newest read of a stretch is the one to trust: what it covers is cut out of older ones.
    const kept: Segment[] = [];
    for (const old of this.segments) {
      if (old.to <= segment.from || old.from >= segment.to) {
        kept.push(old);
        continue;
      }
      this.forget(old);
      const parts = [
        ...(old.from < segment.from ? [scaled(old, old.from, segment.from)] : []),
        ...(old.to > segment.to ? [scaled(old, segment.to, old.to)] : []),
      ];
      for (const part of parts) {
        this.remember(part);
        kept.push(part);
      }
    }
    this.remember(segment);
    kept.push(segment);
    kept.sort((x, y) => (x.from < y.from ? -1 : x.from > y.from ? 1 : 0));
    // The oldest stretches go first: lag is measured near the head.
    while (kept.length > MAX_SEGMENTS) this.forget(kept.shift() as Segment);
    this.segments = kept;
  }

  private remember(segment: Segment): void {
    this.seenBytes += Number(segment.to - segment.from);
    this.seenEvents += segment.events;
  }

  private forget(segment: Segment): void {
    this.seenBytes -= Number(segment.to - segment.from);
    this.seenEvents -= segment.events;
  }
}

/** The part [from, to) of a stretch, with its share of the stretch's events. */
function scaled(segment: Segment, from: bigint, to: bigint): Segment {
  return { from, to, events: (segment.events * Number(to - from)) / Number(segment.to - segment.from) };
}
