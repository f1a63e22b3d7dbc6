import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FeatureCollection } from "geojson";
import GeoJSONVT from "geojson-vt";
import { zxyToTileId } from "pmtiles";
import { fromGeojsonVt } from "vt-pbf";

export interface TestTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

/** [west, south, east, north] in degrees. */
export type Bbox = readonly [number, number, number, number];

function tileRange(bbox: Bbox, z: number) {
  const n = 2 ** z;
  const xOf = (lng: number) => Math.min(n - 1, Math.floor(((lng + 180) / 360) * n));
  const yOf = (lat: number) => {
    const rad = (lat * Math.PI) / 180;
    return Math.min(n - 1, Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n));
  };
  return { x0: xOf(bbox[0]), x1: xOf(bbox[2]), y0: yOf(bbox[3]), y1: yOf(bbox[1]) };
}

/**
 * Vector tiles in the Protomaps schema (what @protomaps/basemaps styles) cut from GeoJSON layers
 * with geojson-vt and encoded with vt-pbf: every tile over `bbox` from zoom 0 to `maxZoom`.
 */
export function vectorTiles(
  layers: Record<string, FeatureCollection>,
  bbox: Bbox,
  maxZoom: number,
): TestTile[] {
  const indexes = Object.entries(layers).map(
    ([name, data]) => [name, new GeoJSONVT(data, { maxZoom, indexMaxZoom: 0, buffer: 64 })] as const,
  );
  const tiles: TestTile[] = [];
  for (let z = 0; z <= maxZoom; z++) {
    const { x0, x1, y0, y1 } = tileRange(bbox, z);
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const present = Object.fromEntries(
          indexes.flatMap(([name, index]) => {
            const tile = index.getTile(z, x, y);
            return tile ? [[name, tile]] : [];
          }),
        );
        if (Object.keys(present).length > 0)
          tiles.push({ z, x, y, data: fromGeojsonVt(present, { version: 2 }) });
      }
    }
  }
  return tiles;
}

/** A z/x/y folder of `.pbf` tiles, as `tippecanoe --output-to-directory --no-tile-compression` writes. */
export async function writeTileFolder(dir: string, tiles: readonly TestTile[]): Promise<void> {
  for (const tile of tiles) {
    await mkdir(join(dir, String(tile.z), String(tile.x)), { recursive: true });
    await writeFile(join(dir, String(tile.z), String(tile.x), `${tile.y}.pbf`), tile.data);
  }
}

function varints(values: readonly number[]): number[] {
  const bytes: number[] = [];
  for (let value of values) {
    while (value >= 0x80) {
      bytes.push((value % 0x80) | 0x80);
      value = Math.floor(value / 0x80);
    }
    bytes.push(value);
  }
  return bytes;
}

/**
 * A PMTiles v3 archive of `tiles` (one root directory, nothing compressed): the smallest file the
 * format allows, written here because the pmtiles package only reads.
 */
export async function writePmtiles(path: string, tiles: readonly TestTile[], bbox: Bbox): Promise<void> {
  const sorted = tiles
    .map((tile) => ({ ...tile, id: zxyToTileId(tile.z, tile.x, tile.y) }))
    .sort((a, b) => a.id - b.id);
  let offset = 0;
  const entries = sorted.map((tile) => {
    const entry = { id: tile.id, offset, length: tile.data.length };
    offset += tile.data.length;
    return entry;
  });
  // Directory: count, tile-id deltas, run lengths, lengths, offsets (0: right after the previous one).
  const directory = Uint8Array.from(
    varints([
      entries.length,
      ...entries.map((entry, i) => entry.id - (i > 0 ? entries[i - 1]!.id : 0)),
      ...entries.map(() => 1),
      ...entries.map((entry) => entry.length),
      ...entries.map((entry, i) => (i > 0 ? 0 : entry.offset + 1)),
    ]),
  );
  const metadata = new TextEncoder().encode(JSON.stringify({ vector_layers: [] }));
  const header = new DataView(new ArrayBuffer(127));
  for (const [i, byte] of new TextEncoder().encode("PMTiles").entries()) header.setUint8(i, byte);
  header.setUint8(7, 3);
  const rootOffset = 127;
  const metadataOffset = rootOffset + directory.length;
  const dataOffset = metadataOffset + metadata.length;
  const u64 = (at: number, value: number) => header.setBigUint64(at, BigInt(value), true);
  u64(8, rootOffset);
  u64(16, directory.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, dataOffset);
  u64(48, 0);
  u64(56, dataOffset);
  u64(64, offset);
  u64(72, entries.length);
  u64(80, entries.length);
  u64(88, entries.length);
  header.setUint8(96, 1); // clustered
  header.setUint8(97, 1); // internal compression: none
  header.setUint8(98, 1); // tile compression: none
  header.setUint8(99, 1); // tile type: MVT
  header.setUint8(100, Math.min(...tiles.map((tile) => tile.z)));
  header.setUint8(101, Math.max(...tiles.map((tile) => tile.z)));
  const e7 = (at: number, degrees: number) => header.setInt32(at, Math.round(degrees * 1e7), true);
  e7(102, bbox[0]);
  e7(106, bbox[1]);
  e7(110, bbox[2]);
  e7(114, bbox[3]);
  header.setUint8(118, 0);
  e7(119, (bbox[0] + bbox[2]) / 2);
  e7(123, (bbox[1] + bbox[3]) / 2);
  const body = sorted.map((tile) => tile.data);
  await writeFile(path, Buffer.concat([new Uint8Array(header.buffer), directory, metadata, ...body]));
}

/** A test road across Dubai: land (Protomaps' `earth`) under one highway along a parallel. */
export function testRoadLayers(bbox: Bbox, roadLatitude: number): Record<string, FeatureCollection> {
  const [west, south, east, north] = bbox;
  return {
    earth: {
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { kind: "earth" },
          geometry: {
            type: "Polygon",
            coordinates: [
              [
                [west, south],
                [east, south],
                [east, north],
                [west, north],
                [west, south],
              ],
            ],
          },
        },
      ],
    },
    roads: {
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { kind: "highway", kind_detail: "motorway", name: "Test Road" },
          geometry: {
            type: "LineString",
            coordinates: [
              [west, roadLatitude],
              [east, roadLatitude],
            ],
          },
        },
      ],
    },
  };
}
