import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { namedFlavor } from "@protomaps/basemaps";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../infra/seed/demoAccounts";
import { type Bbox, testRoadLayers, vectorTiles, writeTileFolder } from "../../infra/testing/testTiles";
import { launchChromium, newContext, saveScreenshot } from "./support/browser";
import { describeInBrowser } from "./support/describeInBrowser";
import { type ProductServer, startProductServer } from "./support/productServer";

const customer = DEMO_ACCOUNTS.find((account) => account.userType === "customer")!;
/** Around the browser's position (central Dubai), with the test road a little north of it. */
const BBOX: Bbox = [55.2, 25.15, 55.35, 25.26];
const ROAD_LATITUDE = 25.207;
/** What the Protomaps light flavour paints a highway and the land with. */
const HIGHWAY = hex(namedFlavor("light").highway);
const EARTH = hex(namedFlavor("light").earth);

function hex(colour: string): [number, number, number] {
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const near = (pixel: readonly number[], colour: readonly number[], tolerance = 8) =>
  colour.every((channel, i) => Math.abs(pixel[i]! - channel) <= tolerance);

/**
 * The map as the user sees it (a screenshot, so the WebGL canvas needs no preserveDrawingBuffer),
 * read back as pixels: the RGB of every row in each of the given columns.
 */
async function mapColumns(page: Page, columns: readonly number[]): Promise<number[][][]> {
  const box = (await page.getByTestId("map-container").boundingBox())!;
  const png = await page.screenshot({ clip: box });
  return page.evaluate(
    async ({ data, columns }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      return columns.map((fraction) => {
        const x = Math.round(image.width * fraction);
        const { data: rgba } = context.getImageData(x, 0, 1, image.height);
        return Array.from({ length: image.height }, (_, y) => [
          rgba[y * 4]!,
          rgba[y * 4 + 1]!,
          rgba[y * 4 + 2]!,
        ]);
      });
    },
    { data: png.toString("base64"), columns },
  );
}

/** Rows where a run of at least `thickness` highway-coloured pixels starts, per column. */
function roadRows(column: number[][], thickness = 3): number[] {
  const rows: number[] = [];
  for (let y = 0; y + thickness <= column.length; y++) {
    if (column.slice(y, y + thickness).every((pixel) => near(pixel, HIGHWAY, 4))) {
      rows.push(y);
      y += thickness;
    }
  }
  return rows;
}

/** Traffic as the test's tile host draws it: solid magenta, unlike anything on a base map. */
const TRAFFIC = [255, 0, 255] as const;

/** A 256×256 PNG of one colour, written by hand (no image library needed). */
function solidPng([r, g, b]: readonly number[]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.from([0, ...Array.from({ length: 256 }, () => [r!, g!, b!]).flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: 256 }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Raster traffic tiles too, and a style host that never answers, and one whose style's tiles come from a port that refuses. */
async function startStyleHosts(): Promise<{
  hanging: string;
  failingTiles: string;
  traffic: string;
  close(): Promise<void>;
}> {
  const refused = createServer();
  await new Promise<void>((resolve) => refused.listen(0, "127.0.0.1", resolve));
  const deadPort = (refused.address() as AddressInfo).port;
  await new Promise<void>((resolve) => refused.close(() => resolve()));
  const server: Server = createServer((request, response) => {
    if (request.url === "/hang.json") return; // accepted, never answered
    if (request.url?.startsWith("/traffic/")) {
      response.writeHead(200, { "content-type": "image/png", "access-control-allow-origin": "*" });
      response.end(solidPng(TRAFFIC));
      return;
    }
    response.writeHead(200, { "content-type": "application/json", "access-control-allow-origin": "*" });
    response.end(
      JSON.stringify({
        version: 8,
        sources: { land: { type: "vector", tiles: [`http://127.0.0.1:${deadPort}/{z}/{x}/{y}.pbf`] } },
        layers: [
          { id: "bg", type: "background", paint: { "background-color": "#000000" } },
          { id: "land", type: "fill", source: "land", "source-layer": "earth" },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    hanging: `${base}/hang.json`,
    failingTiles: `${base}/style.json`,
    traffic: `${base}/traffic/{z}/{x}/{y}.png`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describeInBrowser(
  "the map's sources: self-hosted tiles, and the offline map when a style cannot be reached",
  () => {
    let server: ProductServer;
    let browser: Browser;
    let hosts: Awaited<ReturnType<typeof startStyleHosts>>;
    let dir: string;

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), "roadside-browser-tiles-"));
      await writeTileFolder(dir, vectorTiles(testRoadLayers(BBOX, ROAD_LATITUDE), BBOX, 14));
      hosts = await startStyleHosts();
      [server, browser] = await Promise.all([
        startProductServer({
          // Unset (empty): the street map is the self-hosted one over MAP_TILES_PATH.
          MAP_STYLE_URL: "",
          MAP_TILES_PATH: dir,
          MAP_SATELLITE_STYLE_URL: hosts.hanging,
          MAP_TERRAIN_STYLE_URL: hosts.failingTiles,
          MAP_TRAFFIC_TILES_URL: hosts.traffic,
        }),
        launchChromium(),
      ]);
    }, 300_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
      await hosts?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it("draws the road of the tiles it serves, then falls back to the offline map with a notice", async () => {
      const context = await newContext(browser, { baseURL: server.url });
      const page = await context.newPage();
      const signedIn = await page.request.post("/api/auth/login", {
        data: { email: customer.email, password: "demo1234" },
      });
      expect(signedIn.status()).toBe(200);
      await page.goto("/");
      await page.locator("[data-map-ready=true]").waitFor({ timeout: 180_000 });

      // The test's road: one horizontal highway-white line, at the same height across the map,
      // on the test's land colour (neither exists in the built-in offline map).
      const columns = [0.15, 0.3, 0.85];
      await expect
        .poll(
          async () => {
            const pixels = await mapColumns(page, columns);
            const rows = pixels.map((column) => roadRows(column));
            const shared = rows[0]!.find((y) =>
              rows.every((r) => r.some((other) => Math.abs(other - y) <= 3)),
            );
            if (shared === undefined) return "no road";
            const below = pixels[0]![shared + 60];
            return below && near(below, EARTH) ? "road on land" : `road, but ${below} below it`;
          },
          { timeout: 120_000, interval: 2000 },
        )
        .toBe("road on land");
      await saveScreenshot(page, "map-self-hosted-road");
      expect(await page.getByTestId("map-notice").count()).toBe(0);
      // Credit where the data's licence asks for it.
      await expect.poll(() => page.locator(".maplibregl-ctrl-attrib").innerText()).toMatch(/OpenStreetMap/);

      // Live Traffic, offered because traffic tiles are configured, draws them over the map.
      await page.getByRole("button", { name: "Map layers" }).click();
      await page
        .locator("label")
        .filter({ hasText: /^Live Traffic$/ })
        .click();
      await expect
        .poll(
          async () => {
            const [column] = await mapColumns(page, [0.15]);
            // At the layer's 80 % opacity over the land: mostly magenta.
            return column!.filter((pixel) => pixel[0]! > 200 && pixel[1]! < 90 && pixel[2]! > 200).length;
          },
          { timeout: 60_000, interval: 2000 },
        )
        .toBeGreaterThan(200);
      await saveScreenshot(page, "map-live-traffic");

      // Satellite's host accepts and never answers: after the time-out, the offline map and why.
      await page
        .locator("label")
        .filter({ hasText: /^Satellite$/ })
        .click();
      await page
        .getByRole("status")
        .filter({ hasText: /Satellite map unavailable .* showing the offline map/ })
        .waitFor({ timeout: 30_000 });

      // Terrain's style loads but its tiles' host refuses: the offline map again, saying so.
      await page
        .locator("label")
        .filter({ hasText: /^Terrain$/ })
        .click();
      await page
        .getByRole("status")
        .filter({ hasText: /Terrain map tiles are not loading .* showing the offline map/ })
        .waitFor({ timeout: 60_000 });
      await saveScreenshot(page, "map-offline-fallback");
      await context.close();
    }, 400_000);
  },
);

describeInBrowser("the default street style's host out of reach", () => {
  let server: ProductServer;
  let browser: Browser;

  beforeAll(async () => {
    // A port nothing listens on: the browser's request is refused, as a blocked or offline host's would be.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const deadPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    [server, browser] = await Promise.all([
      startProductServer({ MAP_STYLE_URL: `http://127.0.0.1:${deadPort}/styles/liberty` }),
      launchChromium(),
    ]);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("draws the offline map, says why, and offers no layer choice it has no source for", async () => {
    const context = await newContext(browser, { baseURL: server.url });
    const page = await context.newPage();
    const signedIn = await page.request.post("/api/auth/login", {
      data: { email: customer.email, password: "demo1234" },
    });
    expect(signedIn.status()).toBe(200);
    await page.goto("/");
    await page.locator("[data-map-ready=true]").waitFor({ timeout: 180_000 });
    await page
      .getByRole("status")
      .filter({ hasText: /Street map unavailable .* showing the offline map/ })
      .waitFor({ timeout: 30_000 });
    // No satellite, terrain, traffic or second route preference here: no Layers button at all.
    expect(await page.getByRole("button", { name: "Map layers" }).count()).toBe(0);
    await saveScreenshot(page, "map-street-unreachable");
    await context.close();
  }, 300_000);
});
