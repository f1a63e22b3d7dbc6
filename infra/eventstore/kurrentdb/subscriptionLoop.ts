import type { AllStreamResolvedEvent } from "@kurrent/kurrentdb-client";
import { type Position, type RecordedEvent, START } from "../../../domain/ports/eventStore";
import { acceptsType } from "./allStreamFilter";
import { isPermanent } from "./clientErrors";
import { toRecordedEvent } from "./eventMapping";
import { isStrictlyAfter } from "./positions";

/** One server-side subscription to `$all`, as the loop needs it (a fake in tests). */
export interface Feed extends AsyncIterable<AllStreamResolvedEvent> {
  /** True once the server has accepted the subscription, i.e. the connection works again. */
  readonly confirmed: boolean;
  /** Ends the subscription; safe to call more than once. */
  close(): void;
}

/** What `onError` hears when a subscription drops and is about to be resumed. */
export interface SubscriptionDrop {
  error: unknown;
  /** 1 for the first failure in a row, 2 for the next, … (reset once a subscription works). */
  attempt: number;
  /** The position of the last event handed to the consumer; the next subscription starts after it. */
  resumeAfter: Position;
  retryInMs: number;
}

export interface Backoff {
  initialMs: number;
  maxMs: number;
}

/** Fast enough to ride out a leader election, slow enough not to hammer a server that is down. */
export const DEFAULT_BACKOFF: Backoff = { initialMs: 250, maxMs: 10_000 };

export interface ResubscribingOptions {
  after: Position | undefined;
  types: readonly string[] | undefined;
  signal: AbortSignal;
  open(after: Position | undefined): Feed;
  onError?: (drop: SubscriptionDrop) => void;
  backoff?: Backoff;
}

/** Doubling delays, capped: attempt 0 waits `initialMs`. */
export function retryDelay(attempt: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  return Math.min(backoff.maxMs, backoff.initialMs * 2 ** attempt);
}

/**
 * `$all` from `after` onwards, surviving dropped subscriptions: each resubscription starts at the
 * last event delivered to the consumer, and anything at or before it is dropped again, so the
 * consumer sees every event once, in order. Ends (returns) when `signal` aborts.
 *
 * Errors that no retry can fix end the iteration instead: access denied, a bad request, and a
 * record we cannot read (which would otherwise be replayed forever).
 */
export async function* resubscribing(options: ResubscribingOptions): AsyncGenerator<RecordedEvent> {
  const { signal, types } = options;
  let last = options.after;
  let attempt = 0;
  while (!signal.aborted) {
    const feed = options.open(last);
    const stop = () => feed.close();
    signal.addEventListener("abort", stop, { once: true });
    let dropped: unknown;
    try {
      const events = feed[Symbol.asyncIterator]();
      while (true) {
        let step: IteratorResult<AllStreamResolvedEvent>;
        try {
          step = await events.next();
        } catch (error) {
          dropped = error;
          break;
        }
        if (step.done) {
          dropped = new Error("the server ended the $all subscription");
          break;
        }
        const event = toRecordedEvent(step.value);
        if (!event || !isStrictlyAfter(event.position, last) || !acceptsType(types, event.type)) continue;
        last = event.position;
        attempt = 0;
        yield event;
      }
    } finally {
      signal.removeEventListener("abort", stop);
      feed.close();
    }
    if (signal.aborted) return;
    if (isPermanent(dropped)) throw dropped;
    // The server had accepted this subscription, so the connection worked: back off from the start.
    if (feed.confirmed) attempt = 0;
    const retryInMs = retryDelay(attempt, options.backoff);
    attempt += 1;
    options.onError?.({ error: dropped, attempt, resumeAfter: last ?? START, retryInMs });
    await sleep(retryInMs, signal);
  }
}

/** Resolves after `ms`, or as soon as `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    // An abort listener added to an already-aborted signal never fires.
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}
