import { isNetworkOnlyPath, NETWORK_ONLY_PATHS } from "./networkOnlyPaths";

/**
 * The service worker's caching rules, as data so a test can check them without a browser.
 *
 * - The precache (the build's JS, CSS, HTML, icons and manifest) is listed by the build, from
 *   web/dist only, so it cannot hold a server answer.
 * - Navigations get the precached app shell (index.html), except paths the server answers itself.
 * - One runtime rule: hashed build chunks left out of the precache (the lazily loaded map, ~2 MB, see
 *   build/pwaPlugin.ts) are kept the first time they load; their names change with their content,
 *   so cache-first never serves a stale one.
 */

/** Navigation requests to these paths go to the network, never to the app shell. */
export const NAVIGATION_DENYLIST: readonly RegExp[] = NETWORK_ONLY_PATHS;

export interface RuntimeCachingRule {
  readonly cacheName: string;
  readonly matches: (url: URL, ownOrigin: string) => boolean;
}

/** Vite's hashed output (build.assetsDir): a new build names a changed file anew. */
const HASHED_ASSET = /^\/assets\/[^/]+\.(js|css)$/;

export const RUNTIME_CACHING: readonly RuntimeCachingRule[] = [
  {
    cacheName: "roadside-large-chunks",
    matches: (url, ownOrigin) =>
      url.origin === ownOrigin && HASHED_ASSET.test(url.pathname) && !isNetworkOnlyPath(url.pathname),
  },
];

/** The most large-chunk cache entries kept: old builds' chunks leave as new ones arrive. */
export const LARGE_CHUNKS_KEPT = 8;
