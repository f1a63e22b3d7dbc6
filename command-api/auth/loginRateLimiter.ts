import { randomUUID } from "node:crypto";
import type { Clock } from "../../domain/ports/clock";
import type { Sql } from "../../domain/ports/sql";

export interface LoginRateLimits {
  /**
   * Attempts at one account from one address within the window before that address is paused for
   * that account: slows guessing one password from one place, and pauses nobody else.
   */
  failuresPerAccountAndAddress: number;
  /** Failed sign-ins per client address within the window: slows one machine trying many accounts. */
  failuresPerAddress: number;
  /**
   * Attempts at one account from anywhere within the window before sign-in at that account slows
   * down for addresses it was never signed in from: each further attempt waits `accountFirstDelayMs`,
   * doubling per attempt up to `accountMaxDelayMs`. Slows guessing spread over many addresses
   * without ever locking the owner out (a delay, not a lock, and none at their known addresses).
   */
  accountFreeFailures: number;
  accountFirstDelayMs: number;
  accountMaxDelayMs: number;
  windowMs: number;
  /** How long an address a user signed in from stays exempt from the account-wide slow-down. */
  knownAddressMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginRateLimits = {
  failuresPerAccountAndAddress: 5,
  failuresPerAddress: 20,
  accountFreeFailures: 10,
  accountFirstDelayMs: 1_000,
  accountMaxDelayMs: 2 * 60 * 1000,
  windowMs: 15 * 60 * 1000,
  knownAddressMs: 90 * 24 * 3600 * 1000,
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
 * Nothing here locks an account: a hard pause only ever falls on the address that made the
 * failures (per account there, and across accounts), so a stranger's five wrong passwords cannot
 * keep the owner out. What protects an account from guesses spread over many addresses is a delay
 * that grows with the attempts and spares the addresses its owner signed in from before.
 *
 * An attempt is counted before the password is checked, not after it failed: concurrent guesses
 * each see the others, so a burst cannot slip in under the limit while the checks run. A refused
 * attempt is not counted; a successful one forgives that address's attempts at the account and
 * its own address entry, never the address's failures at other accounts.
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
    const pair = pairKey(email, address);
    const from = addressKey(address);
    await this.sweep(now, since);
    const attemptId = randomUUID();
    // Written first and on its own: a concurrent attempt's count includes this one.
    await this.sql.query(
      "INSERT INTO auth.login_attempts (attempt_id, key, at_ms) VALUES ($1, $2, $5), ($1, $3, $5), ($1, $4, $5)",
      [attemptId, account, pair, from, now],
    );
    const { rows } = await this.sql.query<{ key: string; at_ms: string | number }>(
      `SELECT key, at_ms FROM auth.login_attempts
       WHERE key = ANY ($1::text[]) AND at_ms > $2 AND attempt_id <> $3
       ORDER BY at_ms`,
      [[account, pair, from], since, attemptId],
    );
    const times = (key: string) => rows.filter((r) => r.key === key).map((r) => Number(r.at_ms));
    const accountWait = (await this.isKnownAddress(account, address, now))
      ? 0
      : this.slowDownFor(times(account), now);
    const retryAfterMs = Math.max(
      this.waitFor(times(pair), this.limits.failuresPerAccountAndAddress, now),
      this.waitFor(times(from), this.limits.failuresPerAddress, now),
      accountWait,
    );
    if (retryAfterMs === 0) return { admitted: true, attemptId };
    await this.sql.query("DELETE FROM auth.login_attempts WHERE attempt_id = $1", [attemptId]);
    return { admitted: false, retryAfterMs };
  }

  /**
   * The password was right: this address starts afresh at this account and becomes one of its
   * known addresses; the address keeps its failures at other accounts, the account those made
   * from elsewhere.
   */
  async succeeded(email: string, address: string, attemptId: string): Promise<void> {
    const account = accountKey(email);
    const pair = pairKey(email, address);
    await this.sql.query(
      `DELETE FROM auth.login_attempts
       WHERE attempt_id = $3
          OR (key IN ($1, $2) AND attempt_id IN (SELECT attempt_id FROM auth.login_attempts WHERE key = $2))`,
      [account, pair, attemptId],
    );
    await this.sql.query(
      `INSERT INTO auth.known_sign_in_addresses (account_key, address, last_ms) VALUES ($1, $2, $3)
       ON CONFLICT (account_key, address) DO UPDATE SET last_ms = EXCLUDED.last_ms`,
      [account, address, this.clock.now().getTime()],
    );
  }

  private async isKnownAddress(account: string, address: string, now: number): Promise<boolean> {
    const { rows } = await this.sql.query(
      "SELECT 1 FROM auth.known_sign_in_addresses WHERE account_key = $1 AND address = $2 AND last_ms > $3",
      [account, address, now - this.limits.knownAddressMs],
    );
    return rows.length > 0;
  }

  /** Until which moment `earlier` attempts (oldest first) keep a key at its limit; 0 when under it. */
  private waitFor(earlier: readonly number[], limit: number, now: number): number {
    if (earlier.length < limit) return 0;
    // Allowed again when the oldest attempt that keeps the count at the limit leaves the window.
    return Math.max(1, earlier[earlier.length - limit]! + this.limits.windowMs - now);
  }

  /** The account-wide delay: past the free attempts, each one waits twice as long after the last. */
  private slowDownFor(earlier: readonly number[], now: number): number {
    const over = earlier.length - this.limits.accountFreeFailures;
    if (over < 0) return 0;
    const spacing = Math.min(this.limits.accountFirstDelayMs * 2 ** over, this.limits.accountMaxDelayMs);
    return Math.max(0, earlier[earlier.length - 1]! + spacing - now);
  }

  private async sweep(now: number, since: number): Promise<void> {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    await this.sql.query("DELETE FROM auth.login_attempts WHERE at_ms <= $1", [since]);
    await this.sql.query("DELETE FROM auth.known_sign_in_addresses WHERE last_ms <= $1", [
      now - this.limits.knownAddressMs,
    ]);
  }
}

/**
 * The reason and params of a 429 at sign-in, sign-up and password recovery: "… Please wait 40
 * seconds and try again." or "… 2 minutes …" (`count` chooses the plural form).
 */
function waitRefusal<S extends string, M extends string>(
  seconds: S,
  minutes: M,
  waitMs: number,
): readonly [S | M, { readonly count: number }] {
  if (waitMs < 60_000) return [seconds, { count: Math.max(1, Math.ceil(waitMs / 1000)) }];
  return [minutes, { count: Math.ceil(waitMs / 60_000) }];
}

export const tooManySignIns = (waitMs: number) =>
  waitRefusal("rateLimit.signInsSeconds", "rateLimit.signInsMinutes", waitMs);
export const tooManySignUps = (waitMs: number) =>
  waitRefusal("rateLimit.signUpsSeconds", "rateLimit.signUpsMinutes", waitMs);
export const tooManyPasswordAttempts = (waitMs: number) =>
  waitRefusal("rateLimit.passwordAttemptsSeconds", "rateLimit.passwordAttemptsMinutes", waitMs);

const normalEmail = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `account:${normalEmail(email)}`;
const pairKey = (email: string, address: string) => `pair:${normalEmail(email)}|${address}`;
const addressKey = (address: string) => `address:${address}`;
