import { VitePWA } from "vite-plugin-pwa";
import { webAppManifest } from "./webAppManifest.ts";

/**
 * The lazily loaded map (maplibre and deck.gl, ~2 MB): left out of the install step, which every
 * visitor pays, and cached by the service worker the first time a screen with a map loads it
 * (sw/cachingRules.ts). Should the chunk be renamed, the build fails on the size cap below, not silently.
 */
const MAP_CHUNK = "assets/MapCanvas-*.js";
/** The default 2 MiB cap: vite-plugin-pwa fails the build when a precached file is bigger. */
const PRECACHE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The installable app: writes manifest.webmanifest (and links it from index.html) and builds our
 * service worker source, web/sw/serviceWorker.ts, to /sw.js with the precache list injected.
 * Registration is the app's own (app/registerServiceWorker.ts, production builds only).
 */
export function pwaPlugin() {
  return VitePWA({
    strategies: "injectManifest",
    srcDir: "sw",
    filename: "serviceWorker.ts",
    // Served by infra/http/webAppRoutes.ts with Cache-Control: no-cache, so updates are seen at once;
    // registered by the app itself (app/registerServiceWorker.ts), which asks before updating.
    injectRegister: false,
    registerType: "prompt",
    manifest: webAppManifest,
    // The icons in public/icons/ are precached by the globs below.
    includeManifestIcons: false,
    injectManifest: {
      // The app shell: scripts, styles, the HTML, icons and fonts; not source maps, not the pre-compressed copies.
      globPatterns: ["**/*.{js,css,html,png,svg,ico,woff2}"],
      // Not the pre-rendered pages: offline, the app shell renders every page itself.
      globIgnores: ["**/*.map", "serviceWorker.js", MAP_CHUNK, "prerendered/**"],
      maximumFileSizeToCacheInBytes: PRECACHE_MAX_BYTES,
      // Vite's hashed names already change with the content.
      dontCacheBustURLsMatching: /^assets\//,
    },
    devOptions: { enabled: false },
  });
}
