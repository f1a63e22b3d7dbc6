import { readFile } from "node:fs/promises";

/**
 * What a built chunk is made of, read from its source map: the generated characters each source
 * file produced, summed per npm package (or per app folder for our own code). Without a bundle
 * visualiser installed, this is how the web bench says which packages make a chunk heavy.
 */

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** One source-map segment's fields (base64 VLQ, relative to the previous segment's). */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** The owner of a source path: `@scope/name` or `name` under node_modules, else our own folder. */
export function ownerOf(source: string): string {
  const inModules = source.lastIndexOf("node_modules/");
  if (inModules >= 0) {
    const [first, second] = source.slice(inModules + "node_modules/".length).split("/");
    return first?.startsWith("@") ? `${first}/${second}` : (first ?? source);
  }
  const path = source.replace(/^(\.\.\/)+/, "").replace(/\?.*$/, "");
  // web/features/map/fleet/FleetLayer.ts → web/features/map; a virtual module stays itself.
  const parts = path.split("/");
  return parts.length > 3 ? parts.slice(0, 3).join("/") : path;
}

interface SourceMap {
  readonly sources: readonly string[];
  readonly mappings: string;
}

/** Generated characters per source, given the generated code and its map. */
export function charsPerSource(code: string, map: SourceMap): Map<string, number> {
  const lines = code.split("\n");
  const chars = new Map<string, number>();
  const add = (source: string, count: number) => chars.set(source, (chars.get(source) ?? 0) + count);
  let sourceIndex = 0;
  map.mappings.split(";").forEach((line, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0;
    let column = 0;
    let owner: string | null = null;
    let from = 0;
    for (const segment of line.split(",")) {
      if (segment === "") continue;
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      if (owner !== null) add(owner, column - from);
      if (fields.length >= 4) {
        sourceIndex += fields[1]!;
        owner = map.sources[sourceIndex] ?? "(unknown)";
      } else {
        owner = "(unmapped)";
      }
      from = column;
    }
    if (owner !== null) add(owner, length - from);
  });
  return chars;
}

export interface PackageShare {
  readonly owner: string;
  /** Minified characters in the chunk. */
  readonly chars: number;
  /** That share of the chunk's gzip size (gzip does not split by source; proportional estimate). */
  readonly gzipKbEstimate: number;
}

/** The chunk's packages, biggest first. `gzipBytes` is the whole chunk's gzip size. */
export async function chunkPackages(jsFile: string, gzipBytes: number): Promise<PackageShare[]> {
  const code = await readFile(jsFile, "utf8");
  // A chunk with no source map (rolldown's runtime) is all its own.
  const mapText = await readFile(`${jsFile}.map`, "utf8").catch(() => null);
  const perSource = mapText
    ? charsPerSource(code, JSON.parse(mapText) as SourceMap)
    : new Map([["(unmapped)", code.length]]);
  const perOwner = new Map<string, number>();
  for (const [source, count] of perSource) {
    const owner = ownerOf(source);
    perOwner.set(owner, (perOwner.get(owner) ?? 0) + count);
  }
  const total = [...perOwner.values()].reduce((a, b) => a + b, 0) || 1;
  return [...perOwner]
    .map(([owner, chars]) => ({
      owner,
      chars,
      gzipKbEstimate: Number(((gzipBytes * chars) / total / 1024).toFixed(1)),
    }))
    .sort((a, b) => b.chars - a.chars);
}
