import type { Clock } from "../../domain/ports/clock";
import { WakeLoop } from "../reactors/wakeLoop";
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
 * A worker loop over a queue projection: each item's outcome goes to the work log, done with its
 * outcome or a retry with backoff when it failed, and the loop wakes for the earliest retry due.
 */
export abstract class QueueDrainer<W extends QueuedWork> extends WakeLoop {
  constructor(
    private readonly name: string,
    private readonly workLog: WorkLog,
    private readonly clock: Clock,
    private readonly log: DrainerLog,
    private readonly retryMs: number,
  ) {
    super({ name, log, failureRetryMs: retryMs });
  }

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

  protected async pass(): Promise<number | null> {
    await this.drain();
    const next = await this.workLog.nextRetryAt();
    return next ? next.getTime() - this.clock.now().getTime() : null;
  }
}
