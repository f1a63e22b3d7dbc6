import type { Agent } from "node:https";
import webpush from "web-push";
import type {
  PushOptions,
  PushOutcome,
  PushPayload,
  PushSender,
  PushTarget,
} from "../../domain/ports/pushSender";
import type { VapidKeys } from "./vapidKeys";

export interface WebPushSenderOptions {
  vapid: VapidKeys;
  /** An HTTPS agent of one's own: tests trust their local stand-in's self-signed certificate. */
  agent?: Agent;
  /** Socket timeout per send (default 15 s): a hung push service must not hold the reactor. */
  timeoutMs?: number;
}

/** RFC 8030 push services answer 404 or 410 for a subscription that no longer exists. */
const GONE = new Set([404, 410]);

/** Web Push (RFC 8291 aes128gcm, VAPID RFC 8292) through the `web-push` package. */
export function webPushSender(options: WebPushSenderOptions): PushSender {
  const { vapid } = options;
  return {
    async send(target: PushTarget, payload: PushPayload, push: PushOptions): Promise<PushOutcome> {
      try {
        await webpush.sendNotification(target, JSON.stringify(payload), {
          vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: push.ttlSeconds,
          contentEncoding: "aes128gcm",
          timeout: options.timeoutMs ?? 15_000,
          ...(push.urgency ? { urgency: push.urgency } : {}),
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return { kind: "delivered" };
      } catch (error) {
        if (error instanceof webpush.WebPushError) {
          if (GONE.has(error.statusCode)) return { kind: "gone", status: error.statusCode };
          return { kind: "retry", reason: `push service answered ${error.statusCode}` };
        }
        return { kind: "retry", reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
