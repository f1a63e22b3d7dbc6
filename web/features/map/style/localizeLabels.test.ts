import { validateStyleMin } from "@maplibre/maplibre-gl-style-spec";
import { namedFlavor, layers as protomapsLayers } from "@protomaps/basemaps";
import type { LayerSpecification, StyleSpecification } from "maplibre-gl";
import { describe, expect, it } from "vitest";
import { labelName, localizeLabels } from "./localizeLabels";

const ARABIC = ["coalesce", ["get", "name:ar"], ["get", "name"]];
const ENGLISH = ["coalesce", ["get", "name:en"], ["get", "name_en"], ["get", "name:latin"], ["get", "name"]];

const symbol = (id: string, textField: unknown): LayerSpecification =>
  ({
    id,
    type: "symbol",
    source: "openmaptiles",
    "source-layer": "place",
    layout: { "text-field": textField, "text-font": ["Noto Sans Regular"] },
  }) as LayerSpecification;

const styleOf = (...layers: LayerSpecification[]): StyleSpecification => ({
  version: 8,
  glyphs: "https://tiles.example/fonts/{fontstack}/{range}.pbf",
  sources: {
    openmaptiles: { type: "vector", tiles: ["https://tiles.example/{z}/{x}/{y}.pbf"] },
    protomaps: { type: "vector", tiles: ["https://tiles.example/p/{z}/{x}/{y}.mvt"] },
  },
  layers,
});

const textField = (style: StyleSpecification, id: string) =>
  (style.layers.find((layer) => layer.id === id) as { layout?: Record<string, unknown> }).layout?.[
    "text-field"
  ];

// Text fields as OpenFreeMap's liberty and bright styles write them (OpenMapTiles schema).
const CITY = [
  "case",
  ["has", "name:nonlatin"],
  ["concat", ["get", "name:latin"], "\n", ["get", "name:nonlatin"]],
  ["coalesce", ["get", "name_en"], ["get", "name"]],
];
const ROAD = ["concat", ["get", "name:latin"], " ", ["get", "name:nonlatin"]];
const PEAK = [
  "concat",
  ["get", "name:latin"],
  [
    "case",
    ["all", ["has", "name:nonlatin"], ["is-supported-script", ["get", "name:nonlatin"]]],
    ["concat", "\n", ["get", "name:nonlatin"]],
    "",
  ],
  "\n",
  ["to-string", ["get", "ele"]],
  " m",
];
const AIRPORT = ["step", ["zoom"], ["get", "iata"], 12, ["coalesce", ["get", "name_en"], ["get", "name"]]];
const SHIELD = ["to-string", ["get", "ref"]];

const openMapTiles = styleOf(
  { id: "water", type: "fill", source: "openmaptiles", "source-layer": "water" },
  symbol("place_city", CITY),
  symbol("road_label", ROAD),
  symbol("mountain_peak", PEAK),
  symbol("airport", AIRPORT),
  symbol("road_shield", SHIELD),
  symbol("legacy_tokens", "{name:latin}\n{name:nonlatin}"),
  symbol("legacy_ref", "{ref}"),
);

describe("map labels in the reader's language (issue 22)", () => {
  it("names places in Arabic where the data has name:ar, else by their own name", () => {
    const style = localizeLabels(openMapTiles, "ar");
    expect(labelName("ar")).toEqual(ARABIC);
    for (const id of ["place_city", "road_label", "legacy_tokens"])
      expect(textField(style, id)).toEqual(ARABIC);
  });

  it("names them in English from name:en or name_en, else the Latin spelling, else their own name", () => {
    const style = localizeLabels(openMapTiles, "en");
    expect(labelName("en")).toEqual(ENGLISH);
    for (const id of ["place_city", "road_label", "legacy_tokens"])
      expect(textField(style, id)).toEqual(ENGLISH);
  });

  it("keeps what else a label says: a peak's height, an airport's code at low zoom, a road's number", () => {
    const style = localizeLabels(openMapTiles, "ar");
    // One name, not the Latin and the Arabic one after each other.
    expect(textField(style, "mountain_peak")).toEqual([
      "concat",
      ARABIC,
      "\n",
      ["to-string", ["get", "ele"]],
      " m",
    ]);
    expect(textField(style, "airport")).toEqual(["step", ["zoom"], ["get", "iata"], 12, ARABIC]);
    expect(textField(style, "road_shield")).toEqual(SHIELD);
    expect(textField(style, "legacy_ref")).toBe("{ref}");
  });

  it("leaves the rest of the style alone, and the style it was given unchanged", () => {
    const before = JSON.stringify(openMapTiles);
    const style = localizeLabels(openMapTiles, "ar");
    expect(JSON.stringify(openMapTiles)).toBe(before);
    expect(style.layers[0]).toBe(openMapTiles.layers[0]);
    expect(style.sources).toBe(openMapTiles.sources);
    expect(style.glyphs).toBe(openMapTiles.glyphs);
  });

  it("turns a Protomaps basemap labelled in English into one labelled in Arabic", () => {
    const english = styleOf(...protomapsLayers("protomaps", namedFlavor("light"), { lang: "en" }));
    const arabic = localizeLabels(english, "ar");
    const labelled = arabic.layers.filter(
      (layer) =>
        layer.type === "symbol" && String(JSON.stringify(layer.layout?.["text-field"])).includes('"name'),
    );
    expect(labelled.length).toBeGreaterThan(5);
    for (const layer of labelled) {
      const field = JSON.stringify((layer as { layout: Record<string, unknown> }).layout["text-field"]);
      expect(field, layer.id).toContain('["get","name:ar"]');
      expect(field, layer.id).not.toContain('"name:en"');
    }
  });

  it("gives MapLibre valid styles in both languages", () => {
    const protomaps = styleOf(...protomapsLayers("protomaps", namedFlavor("light"), { lang: "en" }));
    for (const style of [openMapTiles, protomaps])
      for (const language of ["ar", "en"] as const)
        expect(validateStyleMin(localizeLabels(style, language)), `${language}`).toEqual([]);
  });
});
