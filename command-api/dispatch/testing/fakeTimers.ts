import type { Clock } from "../../../domain/ports/clock";
import type { DispatchTimers } from "../dispatchTimers";

/** A clock that moves only when told, and the timers that fire as it passes their time. */
export class FakeTime implements Clock, DispatchTimers {
  private current: number;
  private readonly pending = new Set<{ due: number; fn: () => void }>();

  constructor(start: string) {
    this.current = Date.parse(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(delayMs: number, fn: () => void): () => void {
    const timer = { due: this.current + delayMs, fn };
    this.pending.add(timer);
    return () => this.pending.delete(timer);
  }

  /** Moves the clock and fires, in time order, every timer that came due. */
  advance(ms: number): void {
    this.current += ms;
    const due = [...this.pending].filter((t) => t.due <= this.current).sort((a, b) => a.due - b.due);
    for (const timer of due) {
      this.pending.delete(timer);
      timer.fn();
    }
  }

  get timerCount(): number {
    return this.pending.size;
  }
}
