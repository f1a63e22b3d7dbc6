/** One vector tile as stored: Mapbox Vector Tile bytes, gzipped or not. */
export interface StoredTile {
  readonly data: Uint8Array;
  readonly gzipped: boolean;
}

/** The self-hosted map tiles (MAP_TILES_PATH): a PMTiles archive or a z/x/y folder on disk. */
export interface MapTiles {
  readonly kind: "pmtiles" | "folder";
  readonly minZoom: number;
  /** Beyond this the browser overzooms the deepest tiles. */
  readonly maxZoom: number;
  /** null: no tile there (the sea, outside the extract). */
  tile(z: number, x: number, y: number): Promise<StoredTile | null>;
  /** The archive itself, for clients that read PMTiles with range requests; null for a folder. */
  readonly archive: { readonly path: string; readonly size: number } | null;
  close(): Promise<void>;
}
