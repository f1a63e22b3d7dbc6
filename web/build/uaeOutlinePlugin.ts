import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Plugin } from "vite";

/** ISO 3166-1 numeric ids: the UAE, and the neighbours drawn as muted land around it. */
const UAE_ID = "784";
const NEIGHBOUR_IDS = new Set(["512", "682", "634", "364", "048"]); // Oman, Saudi Arabia, Qatar, Iran, Bahrain

const VIRTUAL_ID = "virtual:uae-outline";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Rounds coordinates to ~10 m: the 1:10m data is not finer than that, and it halves the module size. */
function roundCoordinates(value: unknown): unknown {
  if (typeof value === "number") return Math.round(value * 1e4) / 1e4;
  if (Array.isArray(value)) return value.map(roundCoordinates);
  return value;
}

/** The UAE and its neighbours as GeoJSON, cut out of world-atlas's 1:10m countries once per build. */
export function buildUaeOutline(): {
  uae: FeatureCollection<Geometry>;
  neighbours: FeatureCollection<Geometry>;
} {
  const require = createRequire(import.meta.url);
  const path = require.resolve("world-atlas/countries-10m.json");
  const topology = JSON.parse(readFileSync(path, "utf8")) as Topology<{ countries: GeometryCollection }>;
  const countries = feature(topology, topology.objects.countries) as FeatureCollection<Geometry>;
  const pick = (keep: (id: string) => boolean): FeatureCollection<Geometry> => ({
    type: "FeatureCollection",
    features: countries.features
      .filter((f) => keep(String(f.id)))
      .map((f) => ({
        type: "Feature",
        id: f.id,
        properties: { name: (f.properties as { name?: string } | null)?.name ?? "" },
        geometry: {
          ...f.geometry,
          coordinates: roundCoordinates((f.geometry as { coordinates: unknown }).coordinates),
        } as Geometry,
      })),
  });
  const uae = pick((id) => id === UAE_ID);
  if (uae.features.length !== 1) throw new Error(`world-atlas has no country ${UAE_ID} (UAE)`);
  return { uae, neighbours: pick((id) => NEIGHBOUR_IDS.has(id)) };
}

/** `import { uae, neighbours } from "virtual:uae-outline"`: the offline map's land, with no network at run time. */
export function uaeOutlinePlugin(): Plugin {
  return {
    name: "roadside:uae-outline",
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const { uae, neighbours } = buildUaeOutline();
      return `export const uae = ${JSON.stringify(uae)};\nexport const neighbours = ${JSON.stringify(neighbours)};\n`;
    },
  };
}
