import { randomUUID } from "node:crypto";
import type { NotificationChannel } from "./notificationChannel";
import { WakeLatch } from "./wakeLatch";

/**
 * Wakes subscriptions when events were appended: this store instance's own appends directly, other
 * instances' (other processes, or another store on the same PGlite) through NOTIFY.
 *
 * The NOTIFY is sent after the append committed, not inside its transaction. A transaction that
 * notifies holds a database-wide lock from its commit until the commit is flushed to disk, so
 * concurrent appenders would queue for each other's fsync: measured here with 8 writers, appends
 * that notified inside the transaction ran at about a third of the rate of those that did not.
 * At most one NOTIFY is in flight per instance, and they go out at least MIN_NOTIFY_INTERVAL_MS
 * apart; appends meanwhile are covered by the next one.
 */
/**
 * Bounds the NOTIFY rate under load (each is a small transaction on the server) at the price of
 * other instances hearing of an append up to this much later. This instance's own subscribers
 * are woken directly, without waiting.
 */
const MIN_NOTIFY_INTERVAL_MS = 5;

export class AppendNotifier {
  /** Payload of our own notifications, so this instance does not wake its subscribers twice. */
  readonly #instanceId = randomUUID();
  readonly #channel: NotificationChannel;
  readonly #onError: (error: Error) => void;
  readonly #latches = new Set<WakeLatch>();
  #notifyInFlight: Promise<void> | undefined;
  #notifyAgain = false;
  #closed = false;

  private constructor(channel: NotificationChannel, onError: (error: Error) => void) {
    this.#channel = channel;
    this.#onError = onError;
  }

  static async start(channel: NotificationChannel, onError: (error: Error) => void): Promise<AppendNotifier> {
    const notifier = new AppendNotifier(channel, onError);
    await channel.listen(
      (payload) => {
        if (payload !== notifier.#instanceId) notifier.#wakeAll();
      },
      () => notifier.#wakeAll(),
    );
    return notifier;
  }

  /** Call once an append has committed. */
  appended(): void {
    this.#wakeAll();
    this.#notifyOthers();
  }

  /** A latch woken by every append; release it with `dispose()`. */
  latch(): WakeLatch & { dispose(): void } {
    const latch = Object.assign(new WakeLatch(), { dispose: () => this.#latches.delete(latch) });
    this.#latches.add(latch);
    return latch;
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#notifyInFlight;
    await this.#channel.close();
    this.#wakeAll();
  }

  #wakeAll(): void {
    for (const latch of this.#latches) latch.wake();
  }

  #notifyOthers(): void {
    if (this.#closed) return;
    if (this.#notifyInFlight) {
      this.#notifyAgain = true;
      return;
    }
    this.#notifyAgain = false;
    const sentAt = Date.now();
    this.#notifyInFlight = this.#channel
      .notify(this.#instanceId)
      // Not fatal: the other instances' fallback timers pick the events up a little later.
      .catch((error: unknown) => this.#onError(error instanceof Error ? error : new Error(String(error))))
      .then(async () => {
        const wait = sentAt + MIN_NOTIFY_INTERVAL_MS - Date.now();
        if (this.#notifyAgain && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      })
      .finally(() => {
        this.#notifyInFlight = undefined;
        if (this.#notifyAgain) this.#notifyOthers();
      });
  }
}
