import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import webpush from "web-push";
import { z } from "zod";

/** The application server's identity toward push services (RFC 8292). Keys are base64url. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:`: whom a push service contacts about this sender. */
  subject: string;
}

/** An uncompressed P-256 point (65 bytes) and a P-256 scalar (32 bytes), base64url without padding. */
export const VapidPublicKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{87}$/, "must be a base64url P-256 public key (65 bytes)");
export const VapidPrivateKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, "must be a base64url P-256 private key (32 bytes)");

const KeyFile = z.object({ publicKey: VapidPublicKey, privateKey: VapidPrivateKey });

export const VAPID_KEY_FILE = "vapid-keys.json";

/**
 * The keys in `<dataDir>/vapid-keys.json`, made on first start. Subscriptions are bound to the
 * public key, so it must never change under them: the file is created once (a link that fails if
 * another process made it first, so two starting processes agree on one pair), readable by its
 * owner only (0600), and a damaged file stops the start rather than silently replacing the keys.
 */
export async function vapidKeysInDataDir(dataDir: string, subject: string): Promise<VapidKeys> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, VAPID_KEY_FILE);
  const existing = await readKeyFile(file);
  if (existing) return { ...existing, subject };
  const fresh = webpush.generateVAPIDKeys();
  const temp = join(dataDir, `.${VAPID_KEY_FILE}.${randomBytes(6).toString("hex")}`);
  await writeFile(temp, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  try {
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await unlink(temp);
  }
  const stored = await readKeyFile(file);
  if (!stored) throw new Error(`${file} vanished while it was being created`);
  return { ...stored, subject };
}

async function readKeyFile(file: string): Promise<{ publicKey: string; privateKey: string } | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(
      `${file} is not JSON: restore it, or delete it to make new keys (every push subscription then has to be renewed)`,
    );
  }
  const parsed = KeyFile.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `${file} holds no valid VAPID key pair (${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")})`,
    );
  return parsed.data;
}
