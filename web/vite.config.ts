import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";
import { bootPreloadPlugin } from "./build/bootPreloadPlugin.ts";
import { precompressPlugin } from "./build/precompressPlugin.ts";
import { prerenderPlugin } from "./build/prerenderPlugin.ts";
import { pwaPlugin } from "./build/pwaPlugin.ts";
import { uaeOutlinePlugin } from "./build/uaeOutlinePlugin.ts";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const apiTarget = process.env.ROADSIDE_API_URL ?? "http://localhost:3000";
const apiOrigin = new URL(apiTarget).origin;

/**
 * The server refuses writes and WebSockets from another site's Origin; through this proxy the
 * page's origin (the dev server's) is ours, so the proxy speaks for it as the API's own origin.
 */
const toApi = (ws: boolean): ProxyOptions => ({
  target: apiTarget,
  changeOrigin: true,
  ws,
  configure(proxy) {
    proxy.on("proxyReq", (request) => {
      if (request.getHeader("origin")) request.setHeader("origin", apiOrigin);
    });
    proxy.on("proxyReqWs", (request) => {
      if (request.getHeader("origin")) request.setHeader("origin", apiOrigin);
    });
  },
});
const proxy = { "/api": toApi(false), "/graphql": toApi(true), "/ws": toApi(true) };

// The app is served from web/ and built to web/dist; the server (infra/) serves web/dist in production.
export default defineConfig({
  root: webRoot,
  // VITE_* variables (e.g. VITE_SUPPORT_PHONE) are read from web/.env* files and the environment; the
  // map's styles are not among them: they are run-time settings (GET /api/map/config).
  envDir: webRoot,
  plugins: [
    react(),
    uaeOutlinePlugin(),
    bootPreloadPlugin(),
    pwaPlugin(),
    prerenderPlugin(fileURLToPath(import.meta.url)),
    precompressPlugin(),
  ],
  // maplibre starts its worker as a module worker; build it as one.
  worker: { format: "es" },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // maplibre-gl (the map's first frame) and deck.gl (its overlay, loaded after) are the big chunks.
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      output: {
        // React and Chakra each in one chunk: the first screen otherwise fetched some forty small
        // shared chunks, and on a phone's link each costs a round trip (issue 28, bench/lighthouse).
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            {
              name: "chakra",
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|stylis|@floating-ui|@internationalized|proxy-compare|hoist-non-react-statics|react-is)[\\/]/,
              priority: 2,
            },
            // MapLibre in a chunk of its own name (the map widget and the pin picker share it), so
            // the web bench and a reader of the build see what the map's first frame fetches.
            {
              name: "maplibre",
              test: /node_modules[\\/]maplibre-gl[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
