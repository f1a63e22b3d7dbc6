import type { Clock } from "../../../domain/ports/clock";

export interface AddressRateLimits {
  /** Calls one client address may make within the window. */
  perAddress: number;
  windowMs: number;
}

export type Admission = { admitted: true } | { admitted: false; retryAfterMs: number };

/**
 * Calls per client address in a fixed window, in this node's memory. For cheap reads that still
 * must not be hammered (place look-ups go on to a geocoding server with its own usage limits): a
 * node's own count is enough, unlike sign-ups which every node must count together.
 */
export class AddressRateLimiter {
  private readonly windows = new Map<string, { startMs: number; count: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: AddressRateLimits,
  ) {}

  admit(address: string): Admission {
    const now = this.clock.now().getTime();
    // Forget finished windows as we go, so the map holds only addresses active this window.
    if (this.windows.size > 10_000) {
      for (const [key, w] of this.windows)
        if (now - w.startMs >= this.limits.windowMs) this.windows.delete(key);
    }
    const window = this.windows.get(address);
    if (!window || now - window.startMs >= this.limits.windowMs) {
      this.windows.set(address, { startMs: now, count: 1 });
      return { admitted: true };
    }
    if (window.count < this.limits.perAddress) {
      window.count += 1;
      return { admitted: true };
    }
    return { admitted: false, retryAfterMs: Math.max(1, window.startMs + this.limits.windowMs - now) };
  }
}
