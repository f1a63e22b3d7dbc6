import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { OPENFREEMAP_STYLE_URL, SELF_HOSTED_STYLE_PATH } from "./mapConfig";

describe("map settings", () => {
  it("default to OpenFreeMap's street style, no satellite, terrain or traffic, and allow its host", () => {
    const config = loadConfig({});
    expect(config.map).toEqual({
      styles: { street: { url: OPENFREEMAP_STYLE_URL, maxZoom: 20 }, satellite: null, terrain: null },
      tilesPath: null,
      attribution: expect.stringContaining("OpenStreetMap"),
      traffic: null,
    });
    expect(config.mapOrigins).toEqual(["https://tiles.openfreemap.org"]);
  });

  it("make the self-hosted style the street map when MAP_TILES_PATH is set, with no outside host", () => {
    const config = loadConfig({ MAP_TILES_PATH: "/srv/uae.pmtiles" });
    expect(config.map.styles.street).toEqual({ url: SELF_HOSTED_STYLE_PATH, maxZoom: 20 });
    expect(config.map.tilesPath).toBe("/srv/uae.pmtiles");
    expect(config.mapOrigins).toEqual([]);
  });

  it("keep an explicit MAP_STYLE_URL over the self-hosted default, and offer `offline` for no street map", () => {
    expect(
      loadConfig({ MAP_TILES_PATH: "/srv/tiles", MAP_STYLE_URL: "https://maps.example/style.json" }).map
        .styles.street,
    ).toEqual({ url: "https://maps.example/style.json", maxZoom: 20 });
    const offline = loadConfig({ MAP_STYLE_URL: "offline" });
    expect(offline.map.styles.street).toBeNull();
    expect(offline.mapOrigins).toEqual([]);
  });

  it("read satellite, terrain and traffic, and allow each one's host in the CSP", () => {
    const config = loadConfig({
      MAP_STYLE_URL: "https://maps.example/street.json",
      MAP_SATELLITE_STYLE_URL: "https://sat.example/style.json?key=k",
      MAP_TERRAIN_STYLE_URL: "https://maps.example/terrain.json",
      MAP_TRAFFIC_TILES_URL: "https://traffic.example:8443/flow/{z}/{x}/{y}.png",
      MAP_ORIGINS: "https://glyphs.example",
    });
    expect(config.map.styles).toEqual({
      street: { url: "https://maps.example/street.json", maxZoom: 20 },
      satellite: { url: "https://sat.example/style.json?key=k", maxZoom: 18 },
      terrain: { url: "https://maps.example/terrain.json", maxZoom: 18 },
    });
    expect(config.map.traffic).toEqual({ tilesUrl: "https://traffic.example:8443/flow/{z}/{x}/{y}.png" });
    expect(config.mapOrigins).toEqual([
      "https://glyphs.example",
      "https://maps.example",
      "https://sat.example",
      "https://traffic.example:8443",
    ]);
  });

  it("name the variable at fault", () => {
    expect(() => loadConfig({ MAP_STYLE_URL: "tiles.example/style.json" })).toThrow(
      /MAP_STYLE_URL.*http\(s\) URL/,
    );
    expect(() => loadConfig({ MAP_SATELLITE_STYLE_URL: "ftp://sat.example/s.json" })).toThrow(
      /MAP_SATELLITE_STYLE_URL/,
    );
    expect(() => loadConfig({ MAP_TRAFFIC_TILES_URL: "https://traffic.example/flow.png" })).toThrow(
      /MAP_TRAFFIC_TILES_URL.*\{z\}, \{x\} and \{y\}/,
    );
  });
});
