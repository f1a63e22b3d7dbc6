import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { charsPerSource, chunkPackages, decodeSegment, ownerOf } from "./chunkContents";

describe("decodeSegment", () => {
  it("reads base64 VLQ fields, signs and continuations included", () => {
    expect(decodeSegment("AAAA")).toEqual([0, 0, 0, 0]);
    expect(decodeSegment("CAAC")).toEqual([1, 0, 0, 1]);
    expect(decodeSegment("D")).toEqual([-1]);
    // 16 needs a continuation digit: 100000 → "gB".
    expect(decodeSegment("gB")).toEqual([16]);
  });
});

describe("ownerOf", () => {
  it("names the npm package, scoped or not, at the deepest node_modules", () => {
    expect(ownerOf("../../node_modules/maplibre-gl/dist/maplibre-gl.mjs")).toBe("maplibre-gl");
    expect(ownerOf("../../node_modules/@deck.gl/core/dist/lib/deck.js")).toBe("@deck.gl/core");
    expect(ownerOf("/x/node_modules/a/node_modules/@luma.gl/webgl/dist/index.js")).toBe("@luma.gl/webgl");
  });

  it("names our own code by its folder", () => {
    expect(ownerOf("../../features/map/fleet/FleetLayer.ts")).toBe("features/map/fleet");
    expect(ownerOf("../../features/map/MapCanvas.tsx")).toBe("features/map/MapCanvas.tsx");
  });
});

describe("charsPerSource", () => {
  it("gives each source the generated characters from its segment to the next", () => {
    // Line 1: "abcdef", columns 0-2 from source 0, 3-5 from source 1. Line 2: "gh", unmapped.
    const chars = charsPerSource("abcdef\ngh", { sources: ["one.ts", "two.ts"], mappings: "AAAA,GCAA;A" });
    expect(Object.fromEntries(chars)).toEqual({ "one.ts": 3, "two.ts": 3, "(unmapped)": 2 });
  });
});

describe("chunkPackages", () => {
  it("sums a chunk per package, shares its gzip size out, and reads a chunk with no map as unmapped", async () => {
    const dir = await mkdtemp(join(os.tmpdir(), "chunk-contents-"));
    try {
      const file = join(dir, "chunk.js");
      await writeFile(file, "aaaaaabbcc");
      const map = {
        sources: ["../node_modules/big/a.js", "../node_modules/big/b.js", "../features/map/x.ts"],
        mappings: "AAAA,MCAA,ECAA",
      };
      await writeFile(`${file}.map`, JSON.stringify(map));
      const shares = await chunkPackages(file, 2048);
      expect(shares.map((share) => [share.owner, share.chars, share.gzipKbEstimate])).toEqual([
        ["big", 8, 1.6],
        ["features/map/x.ts", 2, 0.4],
      ]);
      const bare = join(dir, "runtime.js");
      await writeFile(bare, "xyz");
      expect(await chunkPackages(bare, 1024)).toEqual([{ owner: "(unmapped)", chars: 3, gzipKbEstimate: 1 }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
