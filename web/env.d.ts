/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A MapLibre style URL for the Street base layer; unset means the built-in offline map. */
  readonly VITE_MAP_STYLE_URL?: string;
  /** Style URL for the Satellite base layer (falls back to the offline satellite palette). */
  readonly VITE_MAP_SATELLITE_STYLE_URL?: string;
  /** Style URL for the Terrain base layer (falls back to the offline terrain palette). */
  readonly VITE_MAP_TERRAIN_STYLE_URL?: string;
  /** The support line behind "Call Support" and the help pages, e.g. +971 4 000 0000. */
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module "virtual:uae-outline" {
  import type { FeatureCollection, Geometry } from "geojson";
  export const uae: FeatureCollection<Geometry>;
  export const neighbours: FeatureCollection<Geometry>;
}
