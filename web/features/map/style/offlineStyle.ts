import type { FeatureCollection, Geometry } from "geojson";
import type { StyleSpecification } from "maplibre-gl";
import type { BaseLayer } from "../mapConstants";

export interface OfflineLand {
  readonly uae: FeatureCollection<Geometry>;
  readonly neighbours: FeatureCollection<Geometry>;
}

interface Palette {
  readonly water: string;
  readonly land: string;
  readonly neighbour: string;
  readonly coast: string;
  readonly border: string;
}

/** One look per base layer, so the choice is visible even without tiles. */
const PALETTES: Readonly<Record<BaseLayer, Palette>> = {
  street: { water: "#aad3df", land: "#f2efe9", neighbour: "#e3e0d8", coast: "#8fb8c8", border: "#9b8fb0" },
  satellite: { water: "#0f2f46", land: "#8a7452", neighbour: "#6a5a42", coast: "#1d4e6b", border: "#e6dcc4" },
  terrain: { water: "#a4cde0", land: "#eadfb9", neighbour: "#dccfa5", coast: "#7fb0c6", border: "#8d7a58" },
};

/**
 * A style that needs no network: sea as the background, the UAE and its neighbours as GeoJSON
 * fills with outlines. No symbol layers, since glyphs cannot be fetched offline; place names are
 * drawn by deck.gl's TextLayer instead (DESIGN.md, Known traps).
 */
export function offlineStyle(base: BaseLayer, land: OfflineLand): StyleSpecification {
  const palette = PALETTES[base];
  return {
    version: 8,
    name: `Roadside offline (${base})`,
    sources: {
      uae: { type: "geojson", data: land.uae, attribution: "Natural Earth" },
      neighbours: { type: "geojson", data: land.neighbours },
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": palette.water } },
      {
        id: "neighbours-fill",
        type: "fill",
        source: "neighbours",
        paint: { "fill-color": palette.neighbour },
      },
      {
        id: "neighbours-line",
        type: "line",
        source: "neighbours",
        paint: { "line-color": palette.coast, "line-width": 1 },
      },
      { id: "uae-fill", type: "fill", source: "uae", paint: { "fill-color": palette.land } },
      {
        id: "uae-coast",
        type: "line",
        source: "uae",
        paint: {
          "line-color": palette.coast,
          "line-width": ["interpolate", ["linear"], ["zoom"], 5, 1, 12, 2.5],
        },
      },
      {
        id: "uae-border",
        type: "line",
        source: "uae",
        paint: { "line-color": palette.border, "line-width": 1.5, "line-dasharray": [3, 2] },
      },
    ],
  };
}
