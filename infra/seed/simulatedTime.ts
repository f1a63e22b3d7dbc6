import { v7 } from "uuid";
import type { Clock } from "../../domain/ports/clock";
import type { IdGenerator } from "../../domain/ports/ids";

/** The seeded history's clock: it reads whatever moment the history has reached, set step by step. */
export class SimulatedClock implements Clock {
  constructor(private current: number) {}

  now(): Date {
    return new Date(this.current);
  }

  /** Moves to `ms`; never backwards, so events are appended in the order of their times. */
  moveTo(ms: number): void {
    if (ms < this.current)
      throw new Error(`the simulated clock cannot go back from ${this.now().toISOString()}`);
    this.current = ms;
  }
}

/**
 * UUIDv7 ids stamped with the simulated time and drawn from the history's PRNG: they sort by the
 * history's time like live ids sort by real time, and the same seed gives the same ids.
 */
export function simulatedIds(clock: Clock, random: () => number): IdGenerator {
  return {
    next: () => {
      const bytes = new Uint8Array(16);
      for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256);
      return v7({ msecs: clock.now().getTime(), random: bytes });
    },
  };
}
