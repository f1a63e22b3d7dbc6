import { describe, expect, it } from "vitest";
import { ESTIMATE_ONLY, readRoutingCapabilities } from "./useRoutingCapabilities";

describe("readRoutingCapabilities", () => {
  it("reads the map configuration's routing", () =>
    expect(
      readRoutingCapabilities({ routing: { approximate: false, preferences: ["fastest", "shortest"] } }),
    ).toEqual({ approximate: false, preferences: ["fastest", "shortest"] }));

  it("keeps only the preferences the app knows", () =>
    expect(
      readRoutingCapabilities({ routing: { approximate: false, preferences: ["shortest", "eco"] } }),
    ).toEqual({
      approximate: false,
      preferences: ["shortest"],
    }));

  it("treats anything else as the estimate only (no choice shown)", () => {
    expect(readRoutingCapabilities(null)).toEqual(ESTIMATE_ONLY);
    expect(readRoutingCapabilities({ styles: {} })).toEqual(ESTIMATE_ONLY);
    expect(readRoutingCapabilities({ routing: { approximate: "no", preferences: [] } })).toEqual(
      ESTIMATE_ONLY,
    );
  });
});
