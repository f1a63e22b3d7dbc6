import type { PGlite } from "@electric-sql/pglite";
import { type NotificationChannel, notifyStatement } from "./notificationChannel";

/** LISTEN/NOTIFY inside one PGlite instance: reaches every store opened on that same instance. */
export function pgliteNotificationChannel(db: PGlite, channel: string): NotificationChannel {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async listen(onNotification) {
      // Nothing is ever missed in-process, so there is no reconnect to report.
      unlisten = await db.listen(channel, onNotification);
    },
    async notify(payload) {
      await db.exec(notifyStatement(channel, payload));
    },
    async close() {
      if (db.closed) return;
      await unlisten?.();
    },
  };
}
