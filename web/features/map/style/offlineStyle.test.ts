import { describe, expect, it } from "vitest";
import { configuredStyleUrls, offlineStyle, styleFor } from "./offlineStyle";

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

  it("uses a configured URL per base layer and falls back to offline for the others", () => {
    const urls = configuredStyleUrls({
      VITE_MAP_STYLE_URL: " https://tiles.example/street.json ",
      VITE_MAP_TERRAIN_STYLE_URL: "",
    });
    expect(urls).toEqual({ street: "https://tiles.example/street.json", satellite: null, terrain: null });
    expect(styleFor("street", urls, land)).toBe("https://tiles.example/street.json");
    expect(typeof styleFor("satellite", urls, land)).toBe("object");
  });
});
