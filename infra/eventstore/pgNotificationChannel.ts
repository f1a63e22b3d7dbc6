import pg from "pg";
import { type NotificationChannel, notifyStatement } from "./notificationChannel";

const FIRST_RECONNECT_DELAY_MS = 250;
const MAX_RECONNECT_DELAY_MS = 10_000;
/** How the connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = "roadside event store listener";

/**
 * LISTEN/NOTIFY on a dedicated pg.Client (a pooled connection would drop its LISTEN when released).
 * When the connection drops it reconnects with backoff and reports that notifications may have
 * been missed; until then subscriptions live on their fallback timers.
 */
export class PgNotificationChannel implements NotificationChannel {
  readonly #connectionString: string;
  readonly #channel: string;
  readonly #onError: (error: Error) => void;
  #client: pg.Client | undefined;
  #onNotification: (payload: string) => void = () => {};
  #onMissed: () => void = () => {};
  #reconnectTimer: NodeJS.Timeout | undefined;
  #reconnectDelayMs = FIRST_RECONNECT_DELAY_MS;
  #closed = false;

  constructor(connectionString: string, channel: string, onError: (error: Error) => void) {
    this.#connectionString = connectionString;
    this.#channel = channel;
    this.#onError = onError;
  }

  async listen(onNotification: (payload: string) => void, onMissed: () => void): Promise<void> {
    this.#onNotification = onNotification;
    this.#onMissed = onMissed;
    await this.#connect();
  }

  async notify(payload: string): Promise<void> {
    // While disconnected there is no one to send through; listeners elsewhere fall back to timers.
    await this.#client?.query(notifyStatement(this.#channel, payload));
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#reconnectTimer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.#connectionString,
      application_name: LISTENER_APPLICATION_NAME,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.#client === client) this.#client = undefined;
      if (this.#closed) return;
      this.#onError(error ?? new Error("the LISTEN connection ended"));
      this.#scheduleReconnect();
    };
    client.on("notification", (message) => {
      if (message.channel === this.#channel) this.#onNotification(message.payload ?? "");
    });
    client.on("error", onLost);
    client.on("end", () => onLost());
    try {
      await client.connect();
      await client.query(`LISTEN ${this.#channel}`);
    } catch (error) {
      lost = true; // already failed: keep the handlers quiet, the caller decides
      await client.end().catch(() => {});
      throw error;
    }
    if (this.#closed) {
      await client.end();
      return;
    }
    this.#client = client;
    this.#reconnectDelayMs = FIRST_RECONNECT_DELAY_MS;
  }

  #scheduleReconnect(): void {
    const delay = this.#reconnectDelayMs;
    this.#reconnectDelayMs = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
    this.#reconnectTimer = setTimeout(async () => {
      try {
        await this.#connect();
        this.#onMissed();
      } catch (error) {
        if (this.#closed) return;
        this.#onError(error instanceof Error ? error : new Error(String(error)));
        this.#scheduleReconnect();
      }
    }, delay);
  }
}
