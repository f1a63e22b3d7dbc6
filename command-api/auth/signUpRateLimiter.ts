import type { Clock } from "../../domain/ports/clock";
import type { Sql } from "../../domain/ports/sql";

export interface SignUpLimits {
  /** Accounts one client address may create within the window. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_SIGN_UP_LIMITS: SignUpLimits = { perAddress: 5, windowMs: 60 * 60 * 1000 };

export type SignUpAdmission = { admitted: true } | { admitted: false; retryAfterMs: number };

/**
 * Sign-ups per client address in a sliding window, in the database (auth.sign_up_attempts) so
 * that REST, GraphQL and every node count against one budget. Each sign-up costs an argon2 hash
 * and appends events nobody can take back: a script must not mint accounts by the thousand.
 *
 * Asked only for well-formed sign-ups (a typo in the form does not use the budget up); the
 * attempt is written before the count is read, so concurrent sign-ups each see the others.
 */
export class SignUpRateLimiter {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
    private readonly limits: SignUpLimits = DEFAULT_SIGN_UP_LIMITS,
  ) {}

  async admit(address: string): Promise<SignUpAdmission> {
    const now = this.clock.now().getTime();
    const since = now - this.limits.windowMs;
    // Sign-ups are rare: sweeping the window on each one costs little and needs no timer.
    await this.sql.query("DELETE FROM auth.sign_up_attempts WHERE at_ms <= $1", [since]);
    const { rows: inserted } = await this.sql.query<{ id: string | number }>(
      "INSERT INTO auth.sign_up_attempts (address, at_ms) VALUES ($1, $2) RETURNING id",
      [address, now],
    );
    const id = inserted[0]!.id;
    const { rows } = await this.sql.query<{ at_ms: string | number }>(
      "SELECT at_ms FROM auth.sign_up_attempts WHERE address = $1 AND at_ms > $2 AND id <> $3 ORDER BY at_ms",
      [address, since, id],
    );
    const earlier = rows.map((r) => Number(r.at_ms));
    if (earlier.length < this.limits.perAddress) return { admitted: true };
    await this.sql.query("DELETE FROM auth.sign_up_attempts WHERE id = $1", [id]);
    // Allowed again when the oldest sign-up that keeps the count at the limit leaves the window.
    const retryAfterMs = Math.max(
      1,
      earlier[earlier.length - this.limits.perAddress]! + this.limits.windowMs - now,
    );
    return { admitted: false, retryAfterMs };
  }
}
