import type { Clock } from "../../domain/ports/clock";
import type { WorkLog } from "./workLog";

export interface DrainerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * The wake/resume/pause/idle life of a worker process that works through a queue projection (see
 * infra/reactors/startQueueReactor.ts): one drain at a time, another right after when woken during
 * one, and a timer for the earliest retry the work log holds (no polling).
 */
export abstract class QueueDrainer {
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

  /** Works through everything due now; per-item failures go to the work log, not out of here. */
  protected abstract drain(): Promise<void>;

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
