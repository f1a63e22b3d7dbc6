import type { PushSender } from "../../domain/ports/pushSender";
import type { PushConfig } from "../config/pushConfig";
import { recordingPushSender } from "./recordingPushSender";
import { type VapidKeys, vapidKeysInDataDir } from "./vapidKeys";
import { webPushSender } from "./webPushSender";

type Log = { info(details: object, message: string): void };

/**
 * The VAPID key pair: from the environment when set (production, and every node of a cluster, which
 * must share one pair), otherwise the pair made on first start in DATA_DIR.
 */
export async function resolveVapidKeys(config: PushConfig & { dataDir: string }): Promise<VapidKeys> {
  const { keys, subject } = config.push;
  return keys ? { ...keys, subject } : vapidKeysInDataDir(config.dataDir, subject);
}

/** Web Push unless PUSH_PROVIDER=recorded, which sends to nobody (and says so in the log). */
export function choosePushSender(config: PushConfig, vapid: VapidKeys, log: Log): PushSender {
  if (config.push.provider === "recorded") {
    log.info({}, "push: PUSH_PROVIDER=recorded, so notifications are recorded, not sent");
    return recordingPushSender();
  }
  log.info({ subject: vapid.subject }, "push: sending through the browsers' push services (Web Push)");
  return webPushSender({ vapid });
}
