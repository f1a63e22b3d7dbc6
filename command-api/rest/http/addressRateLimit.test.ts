import { describe, expect, it } from "vitest";
import { AddressRateLimit } from "./addressRateLimit";

function clockAt(ms: number) {
  const clock = { ms, now: () => new Date(clock.ms) };
  return clock;
}

describe("AddressRateLimit", () => {
  it("admits up to the limit per address in a window, then says when to retry", () => {
    const clock = clockAt(1_000_000);
    const limit = new AddressRateLimit(clock, { perWindow: 2, windowMs: 60_000 });
    expect(limit.admit("10.0.0.1")).toEqual({ admitted: true });
    expect(limit.admit("10.0.0.1")).toEqual({ admitted: true });
    expect(limit.admit("10.0.0.2")).toEqual({ admitted: true });
    clock.ms += 15_000;
    expect(limit.admit("10.0.0.1")).toEqual({ admitted: false, retryAfterMs: 45_000 });
  });

  it("admits again once the window has passed", () => {
    const clock = clockAt(0);
    const limit = new AddressRateLimit(clock, { perWindow: 1, windowMs: 1000 });
    expect(limit.admit("a").admitted).toBe(true);
    expect(limit.admit("a").admitted).toBe(false);
    clock.ms = 1000;
    expect(limit.admit("a").admitted).toBe(true);
  });
});
