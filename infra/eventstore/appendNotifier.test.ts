import { describe, expect, it } from "vitest";
import { AppendNotifier } from "./appendNotifier";
import type { NotificationChannel } from "./notificationChannel";

/** A channel that records what was sent and lets the test deliver notifications. */
function fakeChannel(notifyTakesMs = 0) {
  const sent: string[] = [];
  const startedAt: number[] = [];
  let deliver: (payload: string) => void = () => {};
  let missed: () => void = () => {};
  let closed = false;
  const channel: NotificationChannel = {
    async listen(onNotification, onMissed) {
      deliver = onNotification;
      missed = onMissed;
    },
    async notify(payload) {
      startedAt.push(performance.now());
      await new Promise((resolve) => setTimeout(resolve, notifyTakesMs));
      sent.push(payload);
    },
    async close() {
      closed = true;
    },
  };
  return {
    channel,
    sent,
    startedAt,
    deliver: (p: string) => deliver(p),
    missed: () => missed(),
    isClosed: () => closed,
  };
}

const never = new AbortController().signal;
const woken = (latch: { wait(ms: number, signal: AbortSignal): Promise<void> }) =>
  Promise.race([
    latch.wait(1_000, never).then(() => true),
    new Promise((r) => setTimeout(() => r(false), 20)),
  ]);

describe("AppendNotifier", () => {
  it("wakes its own subscribers at once and tells others with a NOTIFY", async () => {
    const fake = fakeChannel();
    const notifier = await AppendNotifier.start(fake.channel, () => {});
    const latch = notifier.latch();
    latch.arm();
    notifier.appended();
    expect(await woken(latch)).toBe(true);
    await notifier.close();
    expect(fake.sent).toHaveLength(1);
  });

  it("coalesces a burst of appends into few NOTIFYs, the last one sent after the last append", async () => {
    const fake = fakeChannel(2);
    const notifier = await AppendNotifier.start(fake.channel, () => {});
    for (let i = 0; i < 50; i++) notifier.appended();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const lastAppendAt = performance.now();
    notifier.appended();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await notifier.close();
    // Typically 3: one for the first append, one for the 49 that came while it was out, one for
    // the late append. Never one per append, and always one that went out after the last append.
    expect(fake.sent.length).toBeGreaterThanOrEqual(2);
    expect(fake.sent.length).toBeLessThanOrEqual(3);
    expect(fake.startedAt.at(-1)!).toBeGreaterThanOrEqual(lastAppendAt);
    expect(fake.isClosed()).toBe(true);
  });

  it("ignores its own notifications and wakes on anyone else's, and after a gap in listening", async () => {
    const fake = fakeChannel();
    const notifier = await AppendNotifier.start(fake.channel, () => {});
    const latch = notifier.latch();
    notifier.appended();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const own = fake.sent[0]!;

    latch.arm();
    fake.deliver(own);
    expect(await woken(latch)).toBe(false);
    latch.arm();
    fake.deliver("another instance");
    expect(await woken(latch)).toBe(true);
    latch.arm();
    fake.missed();
    expect(await woken(latch)).toBe(true);

    latch.dispose();
    latch.arm();
    fake.deliver("another instance");
    expect(await woken(latch)).toBe(false);
    await notifier.close();
  });

  it("reports a failed NOTIFY without failing the append", async () => {
    const errors: Error[] = [];
    const fake = fakeChannel();
    fake.channel.notify = () => Promise.reject(new Error("connection lost"));
    const notifier = await AppendNotifier.start(fake.channel, (error) => errors.push(error));
    notifier.appended();
    await notifier.close();
    expect(errors.map((e) => e.message)).toEqual(["connection lost"]);
  });
});
