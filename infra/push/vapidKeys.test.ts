import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { VAPID_KEY_FILE, vapidKeysInDataDir } from "./vapidKeys";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "vapid-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("VAPID keys in DATA_DIR", () => {
  it("are made once, readable by the owner only, and the same on every later start", async () => {
    const first = await vapidKeysInDataDir(join(dir, "data"), "mailto:a@roadside.test");
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stat(join(dir, "data", VAPID_KEY_FILE))).mode & 0o777).toBe(0o600);
    const again = await vapidKeysInDataDir(join(dir, "data"), "mailto:b@roadside.test");
    expect(again).toEqual({ ...first, subject: "mailto:b@roadside.test" });
  });

  it("two processes starting at once agree on one pair", async () => {
    const pairs = await Promise.all(
      Array.from({ length: 8 }, () => vapidKeysInDataDir(dir, "mailto:a@roadside.test")),
    );
    expect(new Set(pairs.map((p) => p.publicKey)).size).toBe(1);
    const stored = JSON.parse(await readFile(join(dir, VAPID_KEY_FILE), "utf8")) as { publicKey: string };
    expect(stored.publicKey).toBe(pairs[0]!.publicKey);
  });

  it("a damaged file stops the start instead of replacing the keys", async () => {
    await writeFile(join(dir, VAPID_KEY_FILE), '{"publicKey":"short"}');
    await expect(vapidKeysInDataDir(dir, "mailto:a@roadside.test")).rejects.toThrow(/publicKey/);
    expect(await readFile(join(dir, VAPID_KEY_FILE), "utf8")).toBe('{"publicKey":"short"}');
  });
});
