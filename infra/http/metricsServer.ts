import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppMetrics } from "../metrics/appMetrics";

export interface MetricsServer {
  /** `http://host:port`; scrape `${url}/metrics`. */
  url: string;
  close(): Promise<void>;
}

/**
 * `/metrics` on its own port (METRICS_PORT), never the public one: the series name routes,
 * commands, projections and process internals that are nobody's business outside the
 * deployment. Bind it to an interface only Prometheus reaches (METRICS_HOST).
 */
/**
 * The soak drill's memory check wants the live heap, not where V8 chose to stop collecting: a
 * worker drawing PDFs makes ~2 MB of short-lived garbage per document, and V8 lets the old
 * generation grow to about twice its live size before a full collection, which in a short run
 * reads as a rising floor. So a process started with --expose-gc and METRICS_FULL_GC=1 (the drill
 * starts its processes so, never production) collects fully before each scrape.
 */
function collectGarbageForDrill(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc && process.env.METRICS_FULL_GC === "1") gc();
}

export async function startMetricsServer(
  metrics: AppMetrics,
  options: { port: number; host: string },
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not Found: only GET /metrics here\n");
      return;
    }
    collectGarbageForDrill();
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": metrics.registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { "content-type": "text/plain" }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host === "0.0.0.0" || options.host === "::" ? "127.0.0.1" : options.host;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
