import { describe, expect, it } from "vitest";
import { DEFAULT_SUPPORT_PHONE } from "../../domain/rules/statusText";
import { loadConfig } from "./config";

describe("SUPPORT_PHONE", () => {
  it("defaults to the line the web app shows", () =>
    expect(loadConfig({}).supportPhone).toBe(DEFAULT_SUPPORT_PHONE));

  it("takes a phone number", () =>
    expect(loadConfig({ SUPPORT_PHONE: " +971 4 555 0100 " }).supportPhone).toBe("+971 4 555 0100"));

  it("names the variable when it is not a phone number", () =>
    expect(() => loadConfig({ SUPPORT_PHONE: "call us" })).toThrow(
      /SUPPORT_PHONE="call us": must be a phone number/,
    ));
});

describe("FLEET_BATCH_MS", () => {
  it("is left to the fleet feed unless set", () => expect(loadConfig({}).fleetBatchMs).toBeUndefined());

  it("takes milliseconds", () => expect(loadConfig({ FLEET_BATCH_MS: "1000" }).fleetBatchMs).toBe(1000));

  it("names the variable when out of range", () =>
    expect(() => loadConfig({ FLEET_BATCH_MS: "10" })).toThrow(/FLEET_BATCH_MS="10"/));
});
