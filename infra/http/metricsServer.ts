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
export async function startMetricsServer(
  metrics: AppMetrics,
  options: { port: number; host: string },
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not Found: only GET /metrics here\n");
      return;
    }
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
