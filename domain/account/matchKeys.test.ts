import { describe, expect, it } from "vitest";
import { phoneKey, plateKey } from "./matchKeys";

describe("plateKey", () => {
  it("ignores case, spaces and dashes", () => {
    expect(plateKey("Dubai A 12345")).toBe(plateKey("dubai-a-12345"));
    expect(plateKey("Dubai A 12345")).not.toBe(plateKey("Dubai B 12345"));
  });
});

describe("phoneKey", () => {
  it.each([
    ["+971 50 123 4567", "+971501234567"],
    ["050 123 4567", "+971501234567"],
    ["00971 50 123 4567", "+971501234567"],
    ["971501234567", "+971501234567"],
    ["(050) 123-4567", "+971501234567"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("%s → %s", (phone, key) => expect(phoneKey(phone)).toBe(key));

  it("different numbers stay different", () =>
    expect(phoneKey("050 123 4567")).not.toBe(phoneKey("055 123 4567")));
});
