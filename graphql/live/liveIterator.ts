import { SubscriptionEnded } from "./accessEnded";

/** A source of values pushed at us: returns the function that stops it. */
export type LiveSource<T> = (push: (value: T) => void) => () => void;

export interface LiveIteratorOptions<T, R> {
  /**
   * Whether a pushed value concerns this subscriber at all, decided as it arrives: others are dropped before
   * they are queued. A topic carries every subscriber's changes; without this each of N subscribers queues
   * and maps every change, and someone else's changes crowd a slow subscriber's queue (`maxQueued`).
   */
  filter?: (value: T) => boolean;
  /**
   * Turns a pushed value into what the subscriber gets; `undefined` skips it (not theirs). Throwing
   * SubscriptionEnded (access lost) ends the subscription with that error instead.
   */
  map: (value: T) => R | undefined | Promise<R | undefined>;
  /** Values waiting for a slow subscriber; past this the oldest are dropped (each message carries current state). */
  maxQueued?: number;
  /** Called once when the subscriber leaves or the connection closes. */
  onClose?: () => void;
  /**
   * A value whose mapping failed (a read-model query, say) is skipped and reported here: the next change
   * carries the current state again, which beats closing the subscriber's whole socket over one hiccup.
   */
  onError: (error: unknown) => void;
}

/**
 * Bridges a push source (the live bus, the fleet feed) to the AsyncIterable a GraphQL subscription
 * returns. Values are mapped one at a time in arrival order, so a subscriber never sees an older
 * state after a newer one; `return()` (client unsubscribes, socket closes) detaches from the source.
 */
export function liveIterator<T, R>(
  source: LiveSource<T>,
  options: LiveIteratorOptions<T, R>,
): AsyncIterableIterator<R> {
  const maxQueued = options.maxQueued ?? 1000;
  const queued: T[] = [];
  let waiting: ((result: IteratorResult<R>) => void) | null = null;
  let closed = false;
  let mapping = false;
  let failWaiting: ((error: Error) => void) | null = null;

  const deliver = async () => {
    if (mapping || !waiting) return;
    mapping = true;
    try {
      while (waiting && queued.length > 0 && !closed) {
        let mapped: R | undefined;
        try {
          mapped = await options.map(queued.shift() as T);
        } catch (error) {
          if (error instanceof SubscriptionEnded) {
            finish(error.error);
            return;
          }
          options.onError(error);
          continue;
        }
        if (mapped === undefined || closed || !waiting) continue;
        const resolve = waiting;
        waiting = null;
        resolve({ value: mapped, done: false });
      }
    } finally {
      mapping = false;
    }
  };

  const filter = options.filter;
  const stop = source((value) => {
    if (closed || (filter && !filter(value))) return;
    queued.push(value);
    if (queued.length > maxQueued) queued.shift();
    void deliver();
  });

  /** Detaches from the source; the pending `next()` ends the iteration, or rejects with `error`. */
  const finish = (error?: Error) => {
    if (closed) return;
    closed = true;
    stop();
    queued.length = 0;
    options.onClose?.();
    const pending = waiting;
    waiting = null;
    if (error && pending) failWaiting?.(error);
    else pending?.({ value: undefined, done: true });
  };
  const close = (): IteratorResult<R> => {
    finish();
    return { value: undefined, done: true };
  };

  return {
    next() {
      if (closed) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve, reject) => {
        waiting = resolve;
        failWaiting = reject;
        void deliver();
      });
    },
    return: () => Promise.resolve(close()),
    throw: (error: unknown) => {
      close();
      return Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
