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

  it("hints which streams were appended: its own at once, another instance's from that one's NOTIFY", async () => {
    const here = fakeChannel();
    const there = fakeChannel();
    const local = await AppendNotifier.start(here.channel, () => {});
    const remote = await AppendNotifier.start(there.channel, () => {});
    const heardHere: string[] = [];
    local.onAppended((appended) => heardHere.push(...appended.map((a) => `${a.stream}:${a.types}`)));

    local.appended({ stream: "request-1", types: ["ServiceRequested", "JobOffered"] });
    expect(heardHere).toEqual(["request-1:ServiceRequested,JobOffered"]); // synchronously, before any NOTIFY
    await new Promise((resolve) => setTimeout(resolve, 10));
    here.deliver(here.sent[0]!); // its own NOTIFY coming back is not heard twice
    expect(heardHere).toHaveLength(1);

    remote.appended({ stream: "request-2", types: ["JobDeclined"] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    here.deliver(there.sent[0]!);
    expect(heardHere).toEqual(["request-1:ServiceRequested,JobOffered", "request-2:JobDeclined"]);
    await local.close();
    await remote.close();
  });

  it("names no streams once there are too many for one NOTIFY, but still wakes", async () => {
    const here = fakeChannel();
    const there = fakeChannel(5);
    const local = await AppendNotifier.start(here.channel, () => {});
    const remote = await AppendNotifier.start(there.channel, () => {});
    const heard: string[] = [];
    local.onAppended((appended) => heard.push(...appended.map((a) => a.stream)));
    const latch = local.latch();
    remote.appended({ stream: "request-first", types: ["ServiceRequested"] }); // goes out at once
    for (let i = 0; i < 1000; i++) remote.appended({ stream: `request-${i}`, types: ["ServiceRequested"] });
    // The coalesced second NOTIFY goes out within a few ms; a loaded machine may take longer.
    for (const deadline = Date.now() + 2_000; there.sent.length < 2 && Date.now() < deadline; )
      await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(there.sent).toHaveLength(2);
    expect(there.sent[1]!.length).toBeLessThan(8000);
    latch.arm();
    for (const payload of there.sent) here.deliver(payload);
    expect(heard).toEqual(["request-first"]);
    expect(await woken(latch)).toBe(true);
    await local.close();
    await remote.close();
  });
});
