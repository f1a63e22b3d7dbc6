/** A browser's push subscription as PushManager.subscribe() returns it (keys in base64url). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a notification says and which screen it opens; serialised as JSON into the encrypted body. */
export interface PushPayload {
  title: string;
  body: string;
  /** The app's path the notification opens, e.g. `/provider-dashboard`. */
  url: string;
  /** Notifications with one tag replace each other on the device (one offer, one chat). */
  tag: string;
}

export interface PushOptions {
  /** Seconds the push service may hold the message for an offline device; 0: now or never. */
  ttlSeconds: number;
  urgency?: "very-low" | "low" | "normal" | "high";
}

/**
 * How a send ended. `gone`: the push service says the subscription no longer exists (404/410), so
 * it is never worth another try; `retry`: anything else that failed (network, 429, 5xx), worth a
 * later attempt.
 */
export type PushOutcome =
  | { kind: "delivered" }
  | { kind: "gone"; status: number }
  | { kind: "retry"; reason: string };

/** Sends one notification to one subscription; never throws for the push service's answers. */
export interface PushSender {
  send(target: PushTarget, payload: PushPayload, options: PushOptions): Promise<PushOutcome>;
}
