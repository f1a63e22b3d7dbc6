import { describe, expect, it } from "vitest";
import { WakeLatch } from "./wakeLatch";

const elapsed = async (work: Promise<void>) => {
  const startedAt = Date.now();
  await work;
  return Date.now() - startedAt;
};

describe("WakeLatch", () => {
  it("keeps a wake that came between arm() and wait(), so the wait returns at once", async () => {
    const latch = new WakeLatch();
    latch.arm();
    latch.wake(); // while the subscription was reading
    expect(await elapsed(latch.wait(5_000, new AbortController().signal))).toBeLessThan(50);
  });

  it("forgets wakes from before arm()", async () => {
    const latch = new WakeLatch();
    latch.wake();
    latch.arm();
    expect(await elapsed(latch.wait(60, new AbortController().signal))).toBeGreaterThanOrEqual(55);
  });

  it("returns on a wake, on the timeout, or on abort, whichever comes first", async () => {
    const latch = new WakeLatch();
    latch.arm();
    setTimeout(() => latch.wake(), 20);
    expect(await elapsed(latch.wait(5_000, new AbortController().signal))).toBeLessThan(1_000);

    const controller = new AbortController();
    latch.arm();
    setTimeout(() => controller.abort(), 20);
    expect(await elapsed(latch.wait(5_000, controller.signal))).toBeLessThan(1_000);
    expect(await elapsed(latch.wait(5_000, controller.signal))).toBeLessThan(50); // already aborted
  });
});
