import { type DispatchTimers, realTimers } from "../dispatch/dispatchTimers";

export interface WakeLoopOptions {
  /** Names the loop in its log lines ("mail", "push", "payments"). */
  name: string;
  log: { warn(details: object, message: string): void };
  /** After a pass that threw (the database was unreachable), the next one comes this much later. */
  failureRetryMs: number;
  timers?: DispatchTimers;
}

/**
 * The life every worker reactor shares (see infra/reactors/startQueueReactor.ts): paused until its
 * lock is held, one pass at a time, another right after when woken during one, and one timer for
 * the next pass the work itself asks for (a retry that falls due, the next sweep), never polling.
 */
export abstract class WakeLoop {
  private running: Promise<void> | null = null;
  private again = false;
  protected stopped = true;
  private cancelTimer: (() => void) | null = null;
  private readonly timers: DispatchTimers;

  constructor(private readonly loop: WakeLoopOptions) {
    this.timers = loop.timers ?? realTimers;
  }

  /** Does the work due now; resolves with the wait until the next pass is due, or null for none. */
  protected abstract pass(): Promise<number | null>;

  /** The wait after a pass that threw. */
  protected afterFailureMs(): number {
    return this.loop.failureRetryMs;
  }

  /** Told after a pass that did not throw, once the next one is scheduled (tests wait on it). */
  protected passed(): void {}

  resume(): void {
    this.stopped = false;
    this.wake();
  }

  pause(): void {
    this.stopped = true;
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  /** Work arrived or fell due: run a pass (after the one in progress, if any). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .then((next) => {
        if (next !== null) this.wakeIn(next);
        this.passed();
      })
      .catch((error: unknown) => {
        this.loop.log.warn({ err: error }, `${this.loop.name}: pass failed; retrying`);
        this.wakeIn(this.afterFailureMs());
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Resolves when no pass is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private wakeIn(ms: number): void {
    if (this.stopped) return;
    this.cancelTimer?.();
    this.cancelTimer = this.timers.set(Math.max(0, ms), () => {
      this.cancelTimer = null;
      this.wake();
    });
  }
}
