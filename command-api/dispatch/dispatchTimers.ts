/** The process manager's timers, as a port: the real one is setTimeout, tests move a fake clock. */
export interface DispatchTimers {
  /** Calls `fn` after `delayMs`; returns the cancel function. */
  set(delayMs: number, fn: () => void): () => void;
}

export const realTimers: DispatchTimers = {
  set(delayMs, fn) {
    // setTimeout's limit is 2^31-1 ms (~24.8 days); scheduled requests may lie further out.
    const handle = setTimeout(fn, Math.min(delayMs, 2_000_000_000));
    handle.unref();
    return () => clearTimeout(handle);
  },
};
