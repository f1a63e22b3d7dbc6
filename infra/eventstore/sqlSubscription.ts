import type { Position, RecordedEvent, SubscribeAllOptions } from "../../domain/ports/eventStore";
import { comparePositions, START } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import type { AppendNotifier } from "./appendNotifier";
import { type ReadAllPage, readAllPage } from "./sqlReads";

export interface SubscriptionTiming {
  /**
   * With nothing new, how long to sleep when no notification comes. Needed because events held back
   * by an unrelated long transaction become readable when it ends, and that end notifies no one.
   */
  idlePollMs: number;
  /** How soon to look again while committed events are known to be held back that way. */
  heldBackPollMs: number;
}

export const DEFAULT_SUBSCRIPTION_TIMING: SubscriptionTiming = { idlePollMs: 400, heldBackPollMs: 40 };
export const DEFAULT_CATCH_UP_BATCH_SIZE = 500;
const FIRST_RETRY_DELAY_MS = 250;
const MAX_RETRY_DELAY_MS = 5_000;

export interface SubscriptionDeps {
  sql: Sql;
  notifier: AppendNotifier;
  /** Aborts when the store closes. */
  storeClosed: AbortSignal;
  timing: SubscriptionTiming;
  /** A failed read, about to be retried. */
  onError: (error: Error) => void;
}

const later = (a: Position, b: Position) => (comparePositions(a, b) >= 0 ? a : b);

/**
 * `$all` from `options.after`: pages of catch-up, then a sleep until an append is announced or a
 * timer fires, then the next page. Ends (without error) when `options.signal` or the store's
 * `storeClosed` aborts. A failed read is reported and retried with backoff from the last event
 * handed out, which is where a consumer resubscribing from its checkpoint would start too.
 */
export async function* subscribeToAll(
  deps: SubscriptionDeps,
  options: SubscribeAllOptions,
): AsyncGenerator<RecordedEvent> {
  const { sql, notifier, storeClosed, timing, onError } = deps;
  const signal = options.signal ? AbortSignal.any([options.signal, storeClosed]) : storeClosed;
  const batchSize = options.batchSize ?? DEFAULT_CATCH_UP_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    throw new RangeError(`subscribeAll: batchSize must be a positive integer, got ${batchSize}`);
  }
  const latch = notifier.latch();
  // Where the next read starts. Besides the last event handed out, it moves up to the newest event
  // of any type the read could see, so a subscription filtered by type does not rescan the same
  // skipped events each time. Never to the horizon itself: that is a transaction id, and crash
  // recovery hands out again the ids whose WAL died with the server, so an event appended after a
  // crash can lie below a horizon read before it (subscriptionAcrossCrash.postgres.test.ts). An
  // event the read saw was committed, and so is older than any id recovery hands out.
  let cursor = options.after ?? START;
  const filtered = options.types !== undefined;
  let retryDelayMs = FIRST_RETRY_DELAY_MS;
  try {
    while (!signal.aborted) {
      latch.arm();
      let page: ReadAllPage;
      try {
        // Unfiltered, the last event of a short page is that newest event already.
        page = await readAllPage(sql, {
          after: cursor,
          limit: batchSize,
          types: options.types,
          withHead: filtered,
        });
      } catch (error) {
        if (signal.aborted) return; // the store closed under the read
        onError(error instanceof Error ? error : new Error(String(error)));
        await sleep(retryDelayMs, signal);
        retryDelayMs = Math.min(retryDelayMs * 2, MAX_RETRY_DELAY_MS);
        continue;
      }
      retryDelayMs = FIRST_RETRY_DELAY_MS;
      for (const event of page.events) {
        if (signal.aborted) return;
        yield event;
        cursor = event.position;
      }
      if (page.events.length === batchSize) continue; // still catching up
      if (page.head) cursor = later(cursor, page.head);
      await latch.wait(page.heldBack ? timing.heldBackPollMs : timing.idlePollMs, signal);
    }
  } finally {
    latch.dispose();
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done);
  });
}
