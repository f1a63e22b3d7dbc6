import type { Clock } from "../../domain/ports/clock";

export interface LoginRateLimits {
  /** Failed sign-ins per account (email) within the window before it is paused: slows guessing one password. */
  failuresPerAccount: number;
  /** Failed sign-ins per client address within the window: slows one machine trying many accounts. */
  failuresPerAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginRateLimits = {
  failuresPerAccount: 5,
  failuresPerAddress: 20,
  windowMs: 15 * 60 * 1000,
};

/** Stops counting addresses past this many: a flood of spoofed keys cannot exhaust memory. */
const MAX_TRACKED_KEYS = 100_000;

/**
 * Sliding windows of failed attempts, in memory. Per node: behind N nodes an attacker gets N times
 * the budget, which is still far below what guessing needs; a shared store can replace this later.
 * A successful sign-in clears its account's failures, never its address's.
 */
export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: LoginRateLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  /** Milliseconds until a sign-in may be tried again, or 0 when it may be tried now. */
  retryAfterMs(email: string, address: string): number {
    const now = this.clock.now().getTime();
    return Math.max(
      this.waitFor(accountKey(email), this.limits.failuresPerAccount, now),
      this.waitFor(addressKey(address), this.limits.failuresPerAddress, now),
    );
  }

  recordFailure(email: string, address: string): void {
    const now = this.clock.now().getTime();
    this.push(accountKey(email), now);
    this.push(addressKey(address), now);
  }

  recordSuccess(email: string): void {
    this.failures.delete(accountKey(email));
  }

  private waitFor(key: string, limit: number, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < limit) return 0;
    // Allowed again when the oldest failure that keeps the count at the limit leaves the window.
    return recent[recent.length - limit]! + this.limits.windowMs - now;
  }

  private recent(key: string, now: number): number[] {
    const times = this.failures.get(key);
    if (!times) return [];
    const recent = times.filter((t) => t > now - this.limits.windowMs);
    if (recent.length === 0) this.failures.delete(key);
    else if (recent.length !== times.length) this.failures.set(key, recent);
    return recent;
  }

  private push(key: string, now: number): void {
    const recent = this.recent(key, now);
    if (recent.length === 0 && this.failures.size >= MAX_TRACKED_KEYS) this.evictOldest();
    recent.push(now);
    this.failures.set(key, recent);
  }

  private evictOldest(): void {
    const oldest = this.failures.keys().next().value;
    if (oldest !== undefined) this.failures.delete(oldest);
  }
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;
