import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text a browser downloads; source maps are fetched only by developer tools, so they stay as they are. */
const COMPRESSIBLE = new Set([".js", ".css", ".html", ".svg", ".txt", ".json", ".xml", ".webmanifest"]);
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the build, once, at build time, so the
 * server sends the smaller copy a browser accepts (@fastify/static's `preCompressed`) at no CPU cost
 * per request. On a phone's slow link the JavaScript's transfer is most of the first paint's wait.
 */
export function precompressPlugin(): Plugin {
  let outDir = "";
  return {
    name: "roadside:precompress",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    // After every other step has written its files (the pre-rendered pages among them).
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        for await (const path of filesUnder(outDir)) {
          if (!COMPRESSIBLE.has(extname(path)) || (await stat(path)).size < MIN_BYTES) continue;
          const content = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }
      },
    },
  };
}
