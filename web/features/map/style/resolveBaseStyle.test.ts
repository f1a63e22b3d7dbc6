import { describe, expect, it } from "vitest";
import { OFFLINE_SETTINGS } from "./mapSettings";
import { absoluteStyle, resolveBaseStyle } from "./resolveBaseStyle";

const land = {
  uae: { type: "FeatureCollection" as const, features: [] },
  neighbours: { type: "FeatureCollection" as const, features: [] },
};
const PAGE = "https://roadside.example/home";
const settings = {
  ...OFFLINE_SETTINGS,
  styles: {
    street: { url: "/api/map/styles/self-hosted.json", maxZoom: 20 },
    satellite: null,
    terrain: null,
  },
};
const STYLE = {
  version: 8,
  glyphs: "/fonts/{fontstack}/{range}.pbf",
  sources: { protomaps: { type: "vector", tiles: ["/api/map/tiles/{z}/{x}/{y}"] } },
  layers: [{ id: "bg", type: "background" }],
};

const answering =
  (body: unknown, status = 200): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe("choosing a base layer's style", () => {
  it("uses the configured style, its paths made absolute with the {z}/{x}/{y} placeholders intact", async () => {
    const resolved = await resolveBaseStyle("street", settings, land, {
      fetch: answering(STYLE),
      pageUrl: PAGE,
    });
    expect(resolved).toMatchObject({ kind: "configured", notice: null, labels: false });
    expect(resolved.style.sources.protomaps).toEqual({
      type: "vector",
      tiles: ["https://roadside.example/api/map/tiles/{z}/{x}/{y}"],
    });
    expect(resolved.style.glyphs).toBe("https://roadside.example/fonts/{fontstack}/{range}.pbf");
  });

  it("draws the offline map with no notice for a layer that has no style", async () => {
    const resolved = await resolveBaseStyle("satellite", settings, land, { pageUrl: PAGE });
    expect(resolved).toMatchObject({ kind: "offline", notice: null });
  });

  it("falls back with a notice when the host refuses, errs, answers something else, or hangs", async () => {
    const refused: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
      );
    for (const fetch of [refused, answering({}, 503), answering({ hello: 1 }), hanging]) {
      const resolved = await resolveBaseStyle("street", settings, land, {
        fetch,
        pageUrl: PAGE,
        timeoutMs: 20,
      });
      expect(resolved.kind).toBe("offline");
      expect(resolved.notice).toEqual({ base: "street", failed: "style" });
    }
  });

  it("tells whether the style labels places itself", async () => {
    const labelled = {
      ...STYLE,
      layers: [...STYLE.layers, { id: "names", type: "symbol", source: "protomaps" }],
    };
    const resolved = await resolveBaseStyle("street", settings, land, {
      fetch: answering(labelled),
      pageUrl: PAGE,
    });
    expect(resolved.labels).toBe(true);
  });

  it("leaves absolute and protocol-relative URLs alone", () => {
    const style = absoluteStyle(
      {
        version: 8,
        sprite: "https://tiles.example/sprite",
        sources: { a: { type: "vector", url: "//tiles.example/planet" } },
        layers: [],
      },
      PAGE,
    );
    expect(style.sprite).toBe("https://tiles.example/sprite");
    expect(style.sources.a).toEqual({ type: "vector", url: "//tiles.example/planet" });
  });
});
