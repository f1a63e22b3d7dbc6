// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BOOKING_MAP_GEOLOCATION,
  currentPosition,
  GeolocationFailure,
  geolocationErrorMessage,
} from "./geolocation";

describe("geolocation messages (spec §8)", () => {
  it.each([
    [1, "Location access denied by user"],
    [2, "Location information is unavailable"],
    [3, "Location request timed out"],
    [99, "Failed to get location"],
    [undefined, "Failed to get location"],
  ])("code %s reads %s", (code, message) => {
    expect(geolocationErrorMessage(code)).toBe(message);
  });
});

describe("currentPosition", () => {
  const original = Object.getOwnPropertyDescriptor(navigator, "geolocation");
  afterEach(() => {
    if (original) Object.defineProperty(navigator, "geolocation", original);
  });

  it("resolves the browser's coordinates", async () => {
    const getCurrentPosition = vi.fn(
      (ok: PositionCallback, _fail?: PositionErrorCallback, _options?: PositionOptions) =>
        ok({ coords: { latitude: 25.1, longitude: 55.2 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
    await expect(currentPosition(BOOKING_MAP_GEOLOCATION)).resolves.toEqual({
      latitude: 25.1,
      longitude: 55.2,
    });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 0,
    });
  });

  it("rejects with the spec's text when the user denies access", async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1 } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
    const failure = await currentPosition(BOOKING_MAP_GEOLOCATION).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GeolocationFailure);
    expect((failure as GeolocationFailure).message).toBe("Location access denied by user");
  });
});
