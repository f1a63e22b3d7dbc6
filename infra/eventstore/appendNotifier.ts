import { randomUUID } from "node:crypto";
import type { AppendedToStream } from "../../domain/ports/eventStore";
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

/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; past this many characters of stream
 * names a notification says only "something was appended" (hints are then lost, never events).
 */
const MAX_HINT_CHARS = 6000;

interface NotificationPayload {
  /** The notifying instance. */
  from: string;
  /** What it appended since its previous notification; absent when that list grew too long. */
  appended?: AppendedToStream[];
}

function parsePayload(payload: string): NotificationPayload | null {
  if (!payload.startsWith("{")) return null;
  try {
    const parsed = JSON.parse(payload) as NotificationPayload;
    return typeof parsed.from === "string" ? parsed : null;
  } catch {
    return null;
  }
}

export type { AppendedToStream };

export class AppendNotifier {
  /** Payload of our own notifications, so this instance does not wake its subscribers twice. */
  readonly #instanceId = randomUUID();
  readonly #channel: NotificationChannel;
  readonly #onError: (error: Error) => void;
  readonly #latches = new Set<WakeLatch>();
  readonly #hintListeners = new Set<(appended: readonly AppendedToStream[]) => void>();
  /** Appends not yet named in a notification; null once too many to name. */
  #unannounced: AppendedToStream[] | null = [];
  #unannouncedChars = 0;
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
        if (payload === notifier.#instanceId) return;
        const parsed = parsePayload(payload);
        if (parsed?.from === notifier.#instanceId) return;
        notifier.#wakeAll();
        // Another instance's appends: stream and types only (newStream is for this instance's own).
        if (parsed?.appended) notifier.#hint(parsed.appended.map(({ stream, types }) => ({ stream, types })));
      },
      () => notifier.#wakeAll(),
    );
    return notifier;
  }

  /** Call once an append has committed, naming it when known (hint listeners hear of it). */
  appended(append?: AppendedToStream): void {
    this.#wakeAll();
    if (append) {
      this.#hint([append]);
      this.#remember(append);
    } else this.#unannounced = null;
    this.#notifyOthers();
  }

  /**
   * Hears which streams were appended to as soon as the appends committed: this instance's at once,
   * other instances' with their NOTIFY. Hints, not a feed: one may be missed (a dropped connection,
   * an overlong list), so a listener must also follow `$all` for what matters to it.
   */
  onAppended(listener: (appended: readonly AppendedToStream[]) => void): () => void {
    this.#hintListeners.add(listener);
    return () => this.#hintListeners.delete(listener);
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

  #hint(appended: readonly AppendedToStream[]): void {
    for (const listener of this.#hintListeners) {
      try {
        listener(appended);
      } catch (error) {
        this.#onError(error instanceof Error ? error : new Error(String(error)));
      }
    }
  }

  #remember(append: AppendedToStream): void {
    if (this.#unannounced === null) return;
    this.#unannouncedChars += append.stream.length + append.types.join().length + 16;
    if (this.#unannouncedChars > MAX_HINT_CHARS) this.#unannounced = null;
    else this.#unannounced.push({ stream: append.stream, types: [...new Set(append.types)] });
  }

  /** This instance's id and what it appended since the last notification, which this one covers. */
  #payload(): string {
    const appended = this.#unannounced;
    this.#unannounced = [];
    this.#unannouncedChars = 0;
    return JSON.stringify(appended ? { from: this.#instanceId, appended } : { from: this.#instanceId });
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
      .notify(this.#payload())
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
