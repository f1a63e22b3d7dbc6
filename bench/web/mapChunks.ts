import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chunkPackages } from "../lib/chunkContents";

/** Issue 24's goal for the JS the map's first frame needs beyond the page it opens on. */
export const GOAL_FIRST_FRAME_KB = 350;

/** The lazily loaded map widget (web/features/map/MapCanvas.tsx) and its deck.gl overlay (deckOverlay.ts). */
const MAP_CHUNK = /^MapCanvas-.*\.js$/;
const OVERLAY_CHUNK = /^deckOverlay-.*\.js$/;

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** A built chunk's static imports (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
export function staticImportsOf(code: string): string[] {
  return [...code.matchAll(/\b(?:from|import)\s*["']\.\/([\w.~-]+\.js)["']/g)].map((match) => match[1]!);
}

async function staticClosure(assets: string, file: string, into = new Set<string>()): Promise<Set<string>> {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of staticImportsOf(await readFile(join(assets, file), "utf8")))
    await staticClosure(assets, imported, into);
  return into;
}

/** Files' gzip sizes, and what they carry per package (source-map estimate), biggest first. */
async function describe(assets: string, files: readonly string[]) {
  let gzip = 0;
  const perOwner = new Map<string, number>();
  for (const file of files) {
    const size = gzipSync(await readFile(join(assets, file))).length;
    gzip += size;
    for (const share of await chunkPackages(join(assets, file), size))
      perOwner.set(share.owner, (perOwner.get(share.owner) ?? 0) + share.gzipKbEstimate);
  }
  const packagesGzipKb = Object.fromEntries(
    [...perOwner]
      .filter(([, size]) => size >= 1)
      .sort((a, b) => b[1] - a[1])
      .map(([owner, size]) => [owner, Number(size.toFixed(1))]),
  );
  return { files: [...files], gzipKb: kb(gzip), packagesGzipKb };
}

/**
 * The map's JS, as the browser fetches it once a screen shows a map: the map chunk with its static
 * imports (what the first frame needs), and the deck.gl overlay chunk with what it adds (fetched
 * beside it, drawn after the first frame). Chunks the page already loaded at start (`initial`:
 * the entry and its modulepreloads) are not counted again; `withInitialGzipKb` counts them too.
 */
export async function mapChunkSizes(dist: string, initial: readonly string[]) {
  const assets = join(dist, "assets");
  const files = await readdir(assets);
  const mapChunk = files.find((file) => MAP_CHUNK.test(file));
  if (!mapChunk) throw new Error("no MapCanvas-*.js chunk in web/dist/assets");
  const loaded = new Set(initial.map((file) => file.replace(/^assets\//, "")));
  const closure = await staticClosure(assets, mapChunk);
  const firstFrame = [...closure].filter((file) => !loaded.has(file));
  const withInitial = await describe(assets, [...closure]);
  const overlayChunk = files.find((file) => OVERLAY_CHUNK.test(file)) ?? null;
  const overlay = overlayChunk
    ? [...(await staticClosure(assets, overlayChunk))].filter(
        (file) => !loaded.has(file) && !closure.has(file),
      )
    : [];
  const firstFrameSizes = await describe(assets, firstFrame);
  return {
    mapChunk,
    mapChunkGzipKb: kb(gzipSync(await readFile(join(assets, mapChunk))).length),
    firstFrameJs: { ...firstFrameSizes, withInitialGzipKb: withInitial.gzipKb },
    goalFirstFrameJsGzipKb: GOAL_FIRST_FRAME_KB,
    firstFrameMeetsGoal: firstFrameSizes.gzipKb <= GOAL_FIRST_FRAME_KB,
    overlayChunk,
    overlayJs: overlayChunk ? await describe(assets, overlay) : null,
  };
}
