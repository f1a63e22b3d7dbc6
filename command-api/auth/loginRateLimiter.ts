import { randomUUID } from "node:crypto";
import type { Clock } from "../../domain/ports/clock";
import type { Sql } from "../../domain/ports/sql";

export interface LoginRateLimits {
  /** Sign-in attempts per account (email) within the window before it is paused: slows guessing one password. */
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

/** An attempt let through: finish it with `succeeded` when the password was right. */
export type LoginAdmission =
  | { admitted: true; attemptId: string }
  | { admitted: false; retryAfterMs: number };

/** How often a node sweeps attempts that left the window (it happens on the way, during an attempt). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Sliding windows of sign-in attempts, kept in the database (auth.login_attempts) so that every
 * node, REST and GraphQL alike, counts against the same budget: behind N nodes an attacker gets
 * no more tries than behind one.
 *
 * An attempt is counted before the password is checked, not after it failed: concurrent guesses
 * each see the others, so a burst cannot slip in under the limit while the checks run. A refused
 * attempt is not counted; a successful one forgives the account's attempts and its own address
 * entry, never the address's other failures.
 */
export class LoginRateLimiter {
  private nextSweepAt = 0;

  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
    private readonly limits: LoginRateLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  async admit(email: string, address: string): Promise<LoginAdmission> {
    const now = this.clock.now().getTime();
    const since = now - this.limits.windowMs;
    const account = accountKey(email);
    const from = addressKey(address);
    await this.sweep(now, since);
    const attemptId = randomUUID();
    // Written first and on its own: a concurrent attempt's count includes this one.
    await this.sql.query(
      "INSERT INTO auth.login_attempts (attempt_id, key, at_ms) VALUES ($1, $2, $4), ($1, $3, $4)",
      [attemptId, account, from, now],
    );
    const { rows } = await this.sql.query<{ key: string; at_ms: string | number }>(
      `SELECT key, at_ms FROM auth.login_attempts
       WHERE key = ANY ($1::text[]) AND at_ms > $2 AND attempt_id <> $3
       ORDER BY at_ms`,
      [[account, from], since, attemptId],
    );
    const times = (key: string) => rows.filter((r) => r.key === key).map((r) => Number(r.at_ms));
    const retryAfterMs = Math.max(
      this.waitFor(times(account), this.limits.failuresPerAccount, now),
      this.waitFor(times(from), this.limits.failuresPerAddress, now),
    );
    if (retryAfterMs === 0) return { admitted: true, attemptId };
    await this.sql.query("DELETE FROM auth.login_attempts WHERE attempt_id = $1", [attemptId]);
    return { admitted: false, retryAfterMs };
  }

  /** The password was right: the account starts afresh; the address keeps its failures. */
  async succeeded(email: string, attemptId: string): Promise<void> {
    await this.sql.query("DELETE FROM auth.login_attempts WHERE key = $1 OR attempt_id = $2", [
      accountKey(email),
      attemptId,
    ]);
  }

  /** Until which moment `earlier` attempts (oldest first) keep a key at its limit; 0 when under it. */
  private waitFor(earlier: readonly number[], limit: number, now: number): number {
    if (earlier.length < limit) return 0;
    // Allowed again when the oldest attempt that keeps the count at the limit leaves the window.
    return Math.max(1, earlier[earlier.length - limit]! + this.limits.windowMs - now);
  }

  private async sweep(now: number, since: number): Promise<void> {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    await this.sql.query("DELETE FROM auth.login_attempts WHERE at_ms <= $1", [since]);
  }
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;
