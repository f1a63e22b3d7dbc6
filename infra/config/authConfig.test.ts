import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("session and sign-up settings", () => {
  it("default to a 7-day idle timeout, a 30-day lifetime and 5 sign-ups an hour per address", () => {
    expect(loadConfig({})).toMatchObject({
      sessionIdleMs: 7 * 24 * 3600 * 1000,
      sessionLifetimeMs: 30 * 24 * 3600 * 1000,
      signUpsPerAddressPerHour: 5,
    });
  });

  it("read SESSION_IDLE_MINUTES, SESSION_MAX_DAYS and SIGN_UPS_PER_ADDRESS_PER_HOUR", () => {
    expect(
      loadConfig({ SESSION_IDLE_MINUTES: "30", SESSION_MAX_DAYS: "1", SIGN_UPS_PER_ADDRESS_PER_HOUR: "20" }),
    ).toMatchObject({
      sessionIdleMs: 30 * 60_000,
      sessionLifetimeMs: 24 * 3600 * 1000,
      signUpsPerAddressPerHour: 20,
    });
  });

  it("names a bad value", () => {
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: "1" })).toThrow(/SESSION_IDLE_MINUTES="1"/);
    expect(() => loadConfig({ SIGN_UPS_PER_ADDRESS_PER_HOUR: "lots" })).toThrow(
      /SIGN_UPS_PER_ADDRESS_PER_HOUR="lots"/,
    );
  });
});
