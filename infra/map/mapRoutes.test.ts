import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/config";
import { type EmbeddedTestApp, startEmbeddedTestApp } from "../testing/embeddedTestApp";
import { type Bbox, testRoadLayers, vectorTiles, writePmtiles, writeTileFolder } from "../testing/testTiles";
import { openMapApi } from "./mapApiDeps";

const BBOX: Bbox = [55.25, 25.19, 55.3, 25.22];
const TILES = vectorTiles(testRoadLayers(BBOX, 25.2048), BBOX, 12);
// The zoom-12 tile over Dubai that holds the test road.
const TILE_12 = TILES.find((tile) => tile.z === 12)!;
/** Each server is a whole app (PGlite, projections): slow on a shared machine. */
const START_MS = 180_000;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "roadside-map-tiles-"));
  await writeTileFolder(join(dir, "folder"), TILES);
  await writePmtiles(join(dir, "uae.pmtiles"), TILES, BBOX);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const tileChecks = (server: () => EmbeddedTestApp) => {
  it("make the self-hosted Protomaps style the street map, its tiles on this server, no glyphs needed", async () => {
    const config = await (await fetch(`${server().url}/api/map/config`)).json();
    expect(config.styles.street).toEqual({ url: "/api/map/styles/self-hosted.json", maxZoom: 20 });
    const style = await (await fetch(`${server().url}${config.styles.street.url}`)).json();
    expect(style.sources.protomaps).toMatchObject({
      type: "vector",
      tiles: ["/api/map/tiles/{z}/{x}/{y}"],
      minzoom: 0,
      maxzoom: 12,
    });
    expect(style.glyphs).toBeUndefined();
    expect(style.layers.some((layer: { type: string }) => layer.type === "symbol")).toBe(false);
    expect(style.layers.some((layer: { "source-layer"?: string }) => layer["source-layer"] === "roads")).toBe(
      true,
    );
  });

  it("serve a tile by z/x/y: the very bytes cut from the test road", async () => {
    const response = await fetch(`${server().url}/api/map/tiles/12/${TILE_12.x}/${TILE_12.y}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.mapbox-vector-tile");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(TILE_12.data));
  });

  it("answer 204 where the extract has no tile, and 400 naming a coordinate off the grid", async () => {
    expect((await fetch(`${server().url}/api/map/tiles/12/0/0`)).status).toBe(204);
    expect((await fetch(`${server().url}/api/map/tiles/14/0/0`)).status).toBe(204);
    const off = await fetch(`${server().url}/api/map/tiles/2/4/0`);
    expect(off.status).toBe(400);
    expect(await off.json()).toMatchObject({ field: "x" });
    expect((await fetch(`${server().url}/api/map/tiles/two/0/0`)).status).toBe(400);
  });
};

describe("a server with a tile folder (and satellite and traffic settings)", () => {
  let server: EmbeddedTestApp;
  beforeAll(async () => {
    server = await startEmbeddedTestApp({
      SEED_DEMO: "0",
      MAP_TILES_PATH: join(dir, "folder"),
      MAP_SATELLITE_STYLE_URL: "https://sat.example/style.json",
      MAP_TRAFFIC_TILES_URL: "https://traffic.example/{z}/{x}/{y}.png",
    });
  }, START_MS);
  afterAll(() => server?.close());

  it("tells anyone the styles, attribution, traffic and routing, uncached so a change shows at once", async () => {
    const response = await fetch(`${server.url}/api/map/config`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.json()).toEqual({
      styles: {
        street: { url: "/api/map/styles/self-hosted.json", maxZoom: 20 },
        satellite: { url: "https://sat.example/style.json", maxZoom: 18 },
        terrain: null,
      },
      offlineFallback: true,
      attribution: expect.stringContaining("OpenStreetMap"),
      traffic: { tilesUrl: "https://traffic.example/{z}/{x}/{y}.png" },
      routing: { approximate: true, preferences: ["fastest"] },
    });
  });

  tileChecks(() => server);

  it("offers no archive for range requests (a folder is not one)", async () => {
    expect((await fetch(`${server.url}/api/map/archive.pmtiles`)).status).toBe(404);
  });
});

describe("a server with a PMTiles archive", () => {
  let server: EmbeddedTestApp;
  let size: number;
  beforeAll(async () => {
    size = (await stat(join(dir, "uae.pmtiles"))).size;
    server = await startEmbeddedTestApp({ SEED_DEMO: "0", MAP_TILES_PATH: join(dir, "uae.pmtiles") });
  }, START_MS);
  afterAll(() => server?.close());

  tileChecks(() => server);

  it("answers a range of the archive with 206 and exactly those bytes (the header a reader asks first)", async () => {
    const response = await fetch(`${server.url}/api/map/archive.pmtiles`, {
      headers: { range: "bytes=0-126" },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 0-126/${size}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBe(127);
    expect(new TextDecoder().decode(bytes.slice(0, 7))).toBe("PMTiles");
    expect(bytes[7]).toBe(3);
  });

  it("answers no range with the whole archive, and a range past its end with 416", async () => {
    const whole = await fetch(`${server.url}/api/map/archive.pmtiles`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect((await whole.arrayBuffer()).byteLength).toBe(size);
    const past = await fetch(`${server.url}/api/map/archive.pmtiles`, {
      headers: { range: `bytes=${size}-` },
    });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${size}`);
  });
});

describe("the map's dependencies", () => {
  it("serve no tiles and no self-hosted style without MAP_TILES_PATH", async () => {
    const map = await openMapApi(loadConfig({}));
    expect(map.tiles).toBeNull();
    expect(map.selfHostedStyle).toBeNull();
    expect(map.settings.styles.street?.url).toBe("https://tiles.openfreemap.org/styles/liberty");
  });

  it("stop the start on a bad MAP_TILES_PATH, naming the variable and why", async () => {
    await expect(openMapApi(loadConfig({ MAP_TILES_PATH: join(dir, "missing.pmtiles") }))).rejects.toThrow(
      /MAP_TILES_PATH: .*missing\.pmtiles does not exist/,
    );
    await expect(
      openMapApi(loadConfig({ MAP_TILES_PATH: join(dir, "folder", "0", "0", "0.pbf") })),
    ).rejects.toThrow(/neither a \.pmtiles file nor a folder/);
  });
});
