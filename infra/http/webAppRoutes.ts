import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { addInstallableAppHeaders } from "./installableAppHeaders";

/** Paths the server answers itself; anything else that a browser asks for is a page of the web app. */
// /metrics among them: it lives on METRICS_PORT only, and the public port answers it 404, not with a page.
const SERVER_PATHS = /^\/(api|graphql|ws|healthz|readyz|metrics)(\/|$|\?)/;

/**
 * Serves the built web app (`npm run build:web` → web/dist) on the same port as the APIs.
 * Unknown page paths get index.html so the app's router shows the page, or its 404 page.
 */
export async function registerWebAppRoutes(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, "index.html"))) return false;
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: ["index.html"] });
  addInstallableAppHeaders(app);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === "GET" && !SERVER_PATHS.test(request.url);
    if (wantsPage) return reply.type("text/html").sendFile("index.html");
    return reply.code(404).send({ error: `There is no ${request.method} ${request.url.split("?")[0]} here` });
  });
  return true;
}
