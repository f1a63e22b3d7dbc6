import type { EventStore, Position } from "../../domain/ports/eventStore";
import { abortableSleep } from "./abortableSleep";
import { createNewEventsSignal, type NewEventsSignal } from "./newEventsSignal";
import { RecentEvents } from "./recentEvents";

/**
 * A NewEventsSignal fed by the store's own live subscription (LISTEN/NOTIFY on PostgreSQL,
 * in-process on PGlite, gRPC on KurrentDB): every event it sees is kept in RecentEvents and bumps
 * the generation, so live projectors read new events from memory, one store read for them all.
 * It resubscribes from the last event it saw when the subscription fails (the memory stays gapless).
 */
export function storeAppendSignal(
  store: EventStore,
  options: { resubscribeDelayMs?: number; recentCapacity?: number; onError?: (error: unknown) => void } = {},
): NewEventsSignal {
  const stop = new AbortController();
  const recent = new RecentEvents(options.recentCapacity);
  const signal = createNewEventsSignal(async () => {
    stop.abort();
    await following;
  }, recent);

  // One bump per burst: the events of one store read arrive back to back, and a bump per event
  // would wake the projectors on the first and have each commit that batch of one, then the next.
  let bumpQueued = false;
  const bumpAfterBurst = () => {
    if (bumpQueued) return;
    bumpQueued = true;
    setImmediate(() => {
      bumpQueued = false;
      signal.bump();
    });
  };

  async function follow(): Promise<void> {
    let after: Position | undefined;
    while (!stop.signal.aborted) {
      try {
        after ??= await store.headPosition();
        recent.startAfter(after);
        for await (const event of store.subscribeAll({ after, signal: stop.signal })) {
          after = event.position;
          recent.add(event);
          bumpAfterBurst();
        }
      } catch (error) {
        if (stop.signal.aborted) return;
        options.onError?.(error);
      }
      // Missed appends are harmless (workers re-read from their checkpoints); wake everyone to be sure.
      signal.bump();
      await abortableSleep(options.resubscribeDelayMs ?? 1000, stop.signal).catch(() => {});
    }
  }
  const following = follow();
  return signal;
}
