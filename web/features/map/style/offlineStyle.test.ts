import { describe, expect, it } from "vitest";
import { offlineStyle } from "./offlineStyle";

const land = {
  uae: { type: "FeatureCollection" as const, features: [] },
  neighbours: { type: "FeatureCollection" as const, features: [] },
};

describe("offline map style", () => {
  it("needs no network: no glyphs, no sprites, no tile URLs, no symbol layers", () => {
    const style = offlineStyle("street", land);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(Object.values(style.sources).every((source) => source.type === "geojson")).toBe(true);
    expect(style.layers.some((layer) => layer.type === "symbol")).toBe(false);
    expect(style.layers[0]?.type).toBe("background");
  });

  it("looks different per base layer", () => {
    const sea = (base: "street" | "satellite" | "terrain") =>
      (offlineStyle(base, land).layers[0] as { paint: { "background-color": string } }).paint[
        "background-color"
      ];
    expect(new Set([sea("street"), sea("satellite"), sea("terrain")]).size).toBe(3);
  });
});
