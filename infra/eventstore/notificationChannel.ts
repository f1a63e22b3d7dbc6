/** A PostgreSQL LISTEN/NOTIFY channel as the append notifier uses it; one implementation per driver. */
export interface NotificationChannel {
  /**
   * Starts listening. `onNotification` gets each payload; `onMissed` is called when notifications
   * may have been lost (the listening connection dropped and came back).
   */
  listen(onNotification: (payload: string) => void, onMissed: () => void): Promise<void>;
  /** Sends a notification; its own listener receives it too. */
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A NOTIFY statement with its payload as a literal: sent over the simple query protocol it is one
 * message with nothing to parse or plan, cheaper than `SELECT pg_notify($1, $2)`.
 * `channel` must be a plain identifier; quotes in `payload` are doubled.
 */
export function notifyStatement(channel: string, payload: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  return `NOTIFY ${channel}, '${payload.replaceAll("'", "''")}'`;
}
