import type { Clock } from "../../domain/ports/clock";
import { backoffMs, type WorkLog } from "./workLog";

export interface DrainerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** One queued item: the event that queued it, the request it names, how often it failed so far. */
export interface QueuedWork {
  readonly eventId: string;
  readonly requestId: string;
  readonly attempts: number;
}

const BATCH = 20;

/**
 * The wake/resume/pause/idle life of a worker process that works through a queue projection (see
 * infra/reactors/startQueueReactor.ts): one drain at a time, another right after when woken during
 * one, and a timer for the earliest retry the work log holds (no polling). Each item's outcome goes
 * to the work log: done with its outcome, or a retry with backoff when it failed.
 */
export abstract class QueueDrainer<W extends QueuedWork> {
  private running: Promise<void> | null = null;
  private again = false;
  protected stopped = true;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly name: string,
    private readonly workLog: WorkLog,
    private readonly clock: Clock,
    private readonly log: DrainerLog,
    private readonly retryMs: number,
  ) {}

  /** The items due at `now`, oldest first, at most `limit`. */
  protected abstract pending(now: Date, limit: number): Promise<W[]>;

  /** Does one item's work; resolves with the outcome the work log records. */
  protected abstract work(item: W): Promise<string>;

  /** What the log says the failed item was doing ("payments", "invoicing: mail"). */
  protected describe(_item: W): string {
    return this.name;
  }

  /** Works through everything due now; per-item failures go to the work log, not out of here. */
  private async drain(): Promise<void> {
    while (!this.stopped) {
      const batch = await this.pending(this.clock.now(), BATCH);
      if (batch.length === 0) return;
      for (const item of batch) {
        if (this.stopped) return;
        await this.attempt(item);
      }
    }
  }

  private async attempt(item: W): Promise<void> {
    try {
      await this.workLog.done(item.eventId, await this.work(item));
    } catch (error) {
      const attempts = item.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await this.workLog.retryLater(item.eventId, attempts, backoffMs(this.retryMs, attempts), message);
      this.log.warn(
        { err: error, eventId: item.eventId, requestId: item.requestId, attempts },
        `${this.describe(item)} will retry`,
      );
    }
  }

  resume(): void {
    this.stopped = false;
    this.wake();
  }

  pause(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => this.scheduleNextRetry())
      .catch((error: unknown) => {
        // The database itself failed (the queue could not be read): try the whole drain again.
        this.log.warn({ err: error }, `${this.name}: drain failed; retrying`);
        this.wakeIn(this.retryMs);
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Resolves when no drain is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private wakeIn(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.wake();
    }, ms);
  }

  private async scheduleNextRetry(): Promise<void> {
    const next = await this.workLog.nextRetryAt();
    if (next) this.wakeIn(Math.max(0, next.getTime() - this.clock.now().getTime()));
  }
}
