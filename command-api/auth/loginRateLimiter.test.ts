import { describe, expect, it } from "vitest";
import { LoginRateLimiter } from "./loginRateLimiter";

function clockAt(start: number) {
  let now = start;
  return { clock: { now: () => new Date(now) }, advance: (ms: number) => (now += ms) };
}

const LIMITS = { failuresPerAccount: 3, failuresPerAddress: 5, windowMs: 60_000 };

describe("LoginRateLimiter", () => {
  it("pauses an account after its failures, until the oldest leaves the window", () => {
    const { clock, advance } = clockAt(0);
    const limiter = new LoginRateLimiter(clock, LIMITS);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterMs("a@example.ae", "1.1.1.1")).toBe(0);
      limiter.recordFailure("a@example.ae", "1.1.1.1");
      advance(1_000);
    }
    expect(limiter.retryAfterMs("A@Example.ae ", "2.2.2.2")).toBe(57_000);
    advance(57_000);
    expect(limiter.retryAfterMs("a@example.ae", "2.2.2.2")).toBe(0);
  });

  it("pauses an address trying many accounts", () => {
    const { clock } = clockAt(0);
    const limiter = new LoginRateLimiter(clock, LIMITS);
    for (let i = 0; i < 5; i++) limiter.recordFailure(`user${i}@example.ae`, "9.9.9.9");
    expect(limiter.retryAfterMs("fresh@example.ae", "9.9.9.9")).toBeGreaterThan(0);
    expect(limiter.retryAfterMs("fresh@example.ae", "8.8.8.8")).toBe(0);
  });

  it("a successful sign-in clears the account, not the address", () => {
    const { clock } = clockAt(0);
    const limiter = new LoginRateLimiter(clock, { ...LIMITS, failuresPerAddress: 3 });
    for (let i = 0; i < 3; i++) limiter.recordFailure("a@example.ae", "1.1.1.1");
    limiter.recordSuccess("a@example.ae");
    expect(limiter.retryAfterMs("a@example.ae", "3.3.3.3")).toBe(0);
    expect(limiter.retryAfterMs("a@example.ae", "1.1.1.1")).toBeGreaterThan(0);
  });
});
