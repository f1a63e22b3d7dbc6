import type { RecentEvents } from "./recentEvents";

/**
 * How idle projectors learn that events were appended, without polling the store.
 * Level-triggered: a worker reads `generation()` before it reads the store and then waits
 * for a later one, so an append that lands between its read and its wait still wakes it.
 */
export interface NewEventsSignal {
  generation(): number;
  /** Resolves once the generation passes `seen` or after `timeoutMs`; rejects when `signal` aborts. */
  waitBeyond(seen: number, signal: AbortSignal, timeoutMs: number): Promise<void>;
  /** Something was appended (or a worker should look again). */
  bump(): void;
  close(): Promise<void>;
  /** What was just appended, held in memory, when the signal's source delivers the events themselves. */
  readonly recent?: Pick<RecentEvents, "read">;
}

export function createNewEventsSignal(
  onClose: () => Promise<void> = async () => {},
  recent?: Pick<RecentEvents, "read">,
): NewEventsSignal {
  let generation = 0;
  const waiters = new Set<() => void>();
  return {
    generation: () => generation,
    bump() {
      generation += 1;
      for (const wake of [...waiters]) wake();
    },
    waitBeyond(seen, signal, timeoutMs) {
      if (generation > seen) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const cleanUp = () => {
          clearTimeout(timer);
          waiters.delete(finish);
          signal.removeEventListener("abort", onAbort);
        };
        const finish = () => {
          cleanUp();
          resolve();
        };
        const onAbort = () => {
          cleanUp();
          reject(signal.reason);
        };
        // The timeout is a safety net should the append feed die, not a polling interval.
        const timer = setTimeout(finish, timeoutMs);
        waiters.add(finish);
        if (signal.aborted) onAbort();
        else signal.addEventListener("abort", onAbort, { once: true });
      });
    },
    close: onClose,
    recent,
  };
}
