export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
}

/** Exponential: initial, 2×, 4× … capped, so a broken batch is retried forever but never hammered. */
export function backoffDelay(attempt: number, options: BackoffOptions): number {
  return Math.min(options.maxMs, options.initialMs * 2 ** Math.max(0, attempt - 1));
}
