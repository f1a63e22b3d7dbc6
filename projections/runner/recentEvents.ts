import { comparePositions, type Position, type RecordedEvent } from "../../domain/ports/eventStore";

/**
 * The newest events of `$all`, as the runner's one live subscription delivered them, so idle
 * projectors read what was just appended from memory instead of each querying the store.
 * It holds every event after `floor` without a gap, or answers null (then read the store).
 */
export class RecentEvents {
  private events: RecordedEvent[] = [];
  private floor: Position | undefined;

  constructor(private readonly capacity = 10_000) {}

  /** Where the subscription starts: everything after this position will be added. */
  startAfter(position: Position): void {
    this.floor ??= position;
  }

  add(event: RecordedEvent): void {
    this.events.push(event);
    // Evict in chunks, so a steady stream does not shift the array on every event.
    if (this.events.length > this.capacity * 1.5) {
      const evicted = this.events.splice(0, this.events.length - this.capacity);
      this.floor = evicted.at(-1)!.position;
    }
  }

  /** The events after `after` (of `types`, at most `limit`) and the newest position held; null if not all held. */
  read(
    after: Position,
    limit: number,
    types: readonly string[] | undefined,
  ): { events: RecordedEvent[]; head: Position } | null {
    if (!this.floor || comparePositions(after, this.floor) < 0) return null;
    const found: RecordedEvent[] = [];
    for (let i = this.firstAfter(after); i < this.events.length && found.length < limit; i++) {
      const event = this.events[i]!;
      if (!types || types.includes(event.type)) found.push(event);
    }
    return { events: found, head: this.events.at(-1)?.position ?? this.floor };
  }

  private firstAfter(position: Position): number {
    let low = 0;
    let high = this.events.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (comparePositions(this.events[middle]!.position, position) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
