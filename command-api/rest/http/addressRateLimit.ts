import type { Clock } from "../../../domain/ports/clock";
import { HttpError } from "./httpError";

export interface AddressRateLimits {
  /** Requests one client address may make within a window. */
  perWindow: number;
  windowMs: number;
}

export type AddressAdmission = { admitted: true } | { admitted: false; retryAfterMs: number };

/** Above this many remembered addresses, expired windows are swept on the next request. */
const SWEEP_ABOVE = 10_000;

/**
 * Requests per client address in fixed windows, in this node's memory. For cheap public reads
 * (places, routes) whose only risk is a script hammering an outside service through us: unlike sign-in's
 * limits nothing is lost if each node counts alone, so no database round trip is spent on it.
 */
export class AddressRateLimit {
  private readonly windows = new Map<string, { startMs: number; count: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: AddressRateLimits,
  ) {}

  admit(address: string): AddressAdmission {
    const now = this.clock.now().getTime();
    if (this.windows.size > SWEEP_ABOVE) {
      for (const [key, window] of this.windows)
        if (now - window.startMs >= this.limits.windowMs) this.windows.delete(key);
    }
    let window = this.windows.get(address);
    if (!window || now - window.startMs >= this.limits.windowMs) {
      window = { startMs: now, count: 0 };
      this.windows.set(address, window);
    }
    if (window.count >= this.limits.perWindow)
      return { admitted: false, retryAfterMs: Math.max(1, window.startMs + this.limits.windowMs - now) };
    window.count += 1;
    return { admitted: true };
  }
}

/** Admits the call, or refuses it with 429 and Retry-After, naming what was limited ("place look-ups"). */
export function admitOrRefuse(
  limit: AddressRateLimit,
  address: string,
  what: "rateLimit.routeRequests" | "rateLimit.placeLookups",
): void {
  const admission = limit.admit(address);
  if (admission.admitted) return;
  const seconds = Math.ceil(admission.retryAfterMs / 1000);
  throw new HttpError(429, what, { seconds }, undefined, { "retry-after": String(seconds) });
}
