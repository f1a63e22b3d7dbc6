import { z } from "zod";
import { VapidPrivateKey, VapidPublicKey } from "../push/vapidKeys";

/** Web Push: its environment variables (README "Configuration"). */
export const PushEnv = {
  /** `webpush`: send through the browsers' push services; `recorded`: send to nobody (offline machines). */
  PUSH_PROVIDER: z.enum(["webpush", "recorded"]).default("webpush"),
  /** Both or neither; unset, the pair is made on first start in DATA_DIR (vapid-keys.json). */
  VAPID_PUBLIC_KEY: VapidPublicKey.optional(),
  VAPID_PRIVATE_KEY: VapidPrivateKey.optional(),
  /** Whom push services may contact; unset: `mailto:` the address in MAIL_FROM. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "must be a mailto: address or an https:// URL")
    .optional(),
};

interface ParsedPushEnv {
  PUSH_PROVIDER: "webpush" | "recorded";
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  MAIL_FROM: string;
}

export interface PushConfig {
  push: {
    provider: "webpush" | "recorded";
    /** From the environment; null: the key file in DATA_DIR. */
    keys: { publicKey: string; privateKey: string } | null;
    subject: string;
  };
}

/** The one cross-variable rule; null when the variables agree. */
export function pushConfigProblem(env: Omit<ParsedPushEnv, "MAIL_FROM" | "PUSH_PROVIDER">): string | null {
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined))
    return "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both (a key pair) or neither (keys made in DATA_DIR)";
  return null;
}

export function pushConfigOf(env: ParsedPushEnv): PushConfig {
  const from = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim();
  return {
    push: {
      provider: env.PUSH_PROVIDER,
      keys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : null,
      subject: env.VAPID_SUBJECT ?? `mailto:${from}`,
    },
  };
}
