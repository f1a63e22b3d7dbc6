import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { TileType } from "pmtiles";
import type { MapTiles, StoredTile } from "../../domain/ports/mapTiles";
import { openPmtilesFile } from "./pmtilesFile";

/** What a bad MAP_TILES_PATH says at start-up, instead of a map that stays empty. */
export class MapTilesError extends Error {
  constructor(message: string) {
    super(`MAP_TILES_PATH: ${message}`);
    this.name = "MapTilesError";
  }
}

/** Files named `{z}/{x}/{y}.<ext>` in a tile folder (tippecanoe --output-to-directory, mb-util, …). */
const TILE_EXTENSIONS = [".mvt", ".pbf"];

const isGzip = (data: Uint8Array) => data.length > 2 && data[0] === 0x1f && data[1] === 0x8b;

/** Opens MAP_TILES_PATH: a `.pmtiles` archive of vector tiles, or a z/x/y folder of them. */
export async function openMapTiles(path: string): Promise<MapTiles> {
  const info = await stat(path).catch(() => null);
  if (!info) throw new MapTilesError(`${path} does not exist`);
  if (info.isDirectory()) return openFolder(path);
  if (!path.endsWith(".pmtiles")) throw new MapTilesError(`${path} is neither a .pmtiles file nor a folder`);
  return openArchive(path, info.size);
}

async function openArchive(path: string, size: number): Promise<MapTiles> {
  const { archive, close } = await openPmtilesFile(path);
  const header = await archive.getHeader().catch(async (error: unknown) => {
    await close();
    throw new MapTilesError(`${path} is not a PMTiles archive (${(error as Error).message})`);
  });
  if (header.tileType !== TileType.Mvt) {
    await close();
    throw new MapTilesError(`${path} holds raster tiles; the self-hosted map needs vector (MVT) tiles`);
  }
  return {
    kind: "pmtiles",
    minZoom: header.minZoom,
    maxZoom: header.maxZoom,
    archive: { path, size },
    // pmtiles hands the tile back decompressed.
    async tile(z, x, y) {
      const found = await archive.getZxy(z, x, y);
      return found ? { data: new Uint8Array(found.data), gzipped: false } : null;
    },
    close,
  };
}

async function openFolder(path: string): Promise<MapTiles> {
  const zooms = (await readdir(path))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
  if (zooms.length === 0) throw new MapTilesError(`${path} has no zoom folders (0, 1, 2, …)`);
  return {
    kind: "folder",
    minZoom: zooms[0]!,
    maxZoom: zooms.at(-1)!,
    archive: null,
    async tile(z, x, y): Promise<StoredTile | null> {
      for (const extension of TILE_EXTENSIONS) {
        const data = await readFile(join(path, String(z), String(x), `${y}${extension}`)).catch(() => null);
        if (data) return { data: new Uint8Array(data), gzipped: isGzip(data) };
      }
      return null;
    },
    async close() {},
  };
}
