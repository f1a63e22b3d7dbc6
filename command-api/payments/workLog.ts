import type { Clock } from "../../domain/ports/clock";
import type { Sql } from "../../domain/ports/sql";
import { lockAuthSchemaDdl } from "../../projections/read-models/accounts/authSchemaLock";

/**
 * What a money process (payments, invoicing) finished and what it must try again, in the `auth`
 * schema (never granted to analysts, never rebuilt), so a rebuilt queue projection moves no money
 * and issues no document twice: `<prefix>_done` marks a queued event as handled, `<prefix>_retries`
 * holds the attempts and the time of the next one for an event whose handling failed.
 */
export class WorkLog {
  constructor(
    private readonly sql: Sql,
    private readonly prefix: "payment" | "invoice",
    private readonly clock: Clock,
  ) {}

  /** Idempotent; safe beside the API nodes' own `auth` DDL (authSchemaLock.ts). */
  async ensureTables(): Promise<void> {
    const p = this.prefix;
    await this.sql.transaction(async (tx) => {
      await lockAuthSchemaDdl(tx);
      await tx.query("CREATE SCHEMA IF NOT EXISTS auth");
      await tx.query(`CREATE TABLE IF NOT EXISTS auth.${p}_done (
        event_id text PRIMARY KEY,
        outcome text NOT NULL,
        at timestamptz NOT NULL
      )`);
      await tx.query(`CREATE TABLE IF NOT EXISTS auth.${p}_retries (
        event_id text PRIMARY KEY,
        attempts integer NOT NULL,
        next_attempt_at timestamptz NOT NULL,
        last_error text NOT NULL
      )`);
    });
  }

  async done(eventId: string, outcome: string): Promise<void> {
    await this.sql.query(
      `INSERT INTO auth.${this.prefix}_done (event_id, outcome, at) VALUES ($1, $2, $3) ON CONFLICT (event_id) DO NOTHING`,
      [eventId, outcome, this.clock.now()],
    );
  }

  async retryLater(eventId: string, attempts: number, delayMs: number, error: string): Promise<void> {
    await this.sql.query(
      `INSERT INTO auth.${this.prefix}_retries (event_id, attempts, next_attempt_at, last_error)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (event_id) DO UPDATE SET attempts = $2, next_attempt_at = $3, last_error = $4`,
      [eventId, attempts, new Date(this.clock.now().getTime() + delayMs), error.slice(0, 500)],
    );
  }

  /** When the earliest pending retry is due, or null: the process sleeps until then instead of polling. */
  async nextRetryAt(): Promise<Date | null> {
    const p = this.prefix;
    const { rows } = await this.sql.query<{ next: Date | string | null }>(
      `SELECT min(r.next_attempt_at) AS next FROM auth.${p}_retries r
        WHERE NOT EXISTS (SELECT 1 FROM auth.${p}_done d WHERE d.event_id = r.event_id)`,
    );
    const next = rows[0]?.next;
    return next ? new Date(next) : null;
  }
}

const MAX_BACKOFF_MS = 5 * 60_000;

/** The first retry after `baseMs`, each further one twice as long, at most five minutes. */
export function backoffMs(baseMs: number, attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}
