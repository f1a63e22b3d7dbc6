import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { uaeOutlinePlugin } from "../../web/build/uaeOutlinePlugin";

const HERE = fileURLToPath(new URL(".", import.meta.url));

/** The pages the web bench drives besides the app: the fleet layer on bare deck.gl, and bare MapLibre. */
export const BENCH_PAGES = { fleet: "index.html", bareMap: "bareMap.html" } as const;

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
};

export interface BenchPages {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Builds bench/web's pages for production (as the app is: minified, maplibre's worker as a module
 * worker, the offline map's outline data from the same plugin) and serves them on a random port.
 */
export async function serveBenchPages(): Promise<BenchPages> {
  const { build } = await import("vite");
  const outDir = await mkdtemp(join(os.tmpdir(), "roadside-bench-web-"));
  await build({
    root: HERE,
    configFile: false,
    logLevel: "warn",
    plugins: [uaeOutlinePlugin()],
    worker: { format: "es" },
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 2500,
      rolldownOptions: {
        input: Object.fromEntries(
          Object.entries(BENCH_PAGES).map(([name, file]) => [name, join(HERE, file)]),
        ),
      },
    },
  });
  const server = http.createServer(async (request, response) => {
    const path = join(outDir, request.url === "/" ? "index.html" : (request.url ?? "").split("?")[0]!);
    try {
      if (!(await stat(path)).isFile()) throw new Error("not a file");
      const type = TYPES[extname(path)] ?? "application/octet-stream";
      response.writeHead(200, { "content-type": type }).end(await readFile(path));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
