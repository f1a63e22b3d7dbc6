/// <reference types="vite/client" />

interface ImportMetaEnv {
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
