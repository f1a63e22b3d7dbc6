import { describe, expect, it } from "vitest";
import { SERVER_PATH_PREFIXES } from "../../infra/http/webAppRoutes";
import { NAVIGATION_DENYLIST, RUNTIME_CACHING } from "./cachingRules";
import { isNetworkOnlyPath } from "./networkOnlyPaths";

const ORIGIN = "https://roadside.example";

/** Everything private or live the server answers: none of it may come from the service worker's caches. */
const PRIVATE_PATHS = [
  "/api",
  "/api/auth/me",
  "/api/requests/5f0c/track",
  "/api/photos/8e1d2c3b.jpg",
  "/api/photos/8e1d2c3b.js",
  "/api/providers/42/documents/trade-licence.pdf",
  "/api/providers/42/documents/emirates-id.png",
  "/api/docs",
  "/api/assets/app.js",
  "/graphql",
  "/graphql?query=%7Bme%7D",
  "/ws",
  "/ws/live",
  "/healthz",
  "/readyz",
  "/metrics",
];

/** Screens of the app: a navigation to any of these gets the app shell. */
const APP_PAGES = [
  "/",
  "/login",
  "/history",
  "/provider",
  "/admin-panel",
  "/track/abc123",
  "/apiary",
  "/graphqlx",
];

const denied = (path: string) => {
  const { pathname } = new URL(path, ORIGIN);
  return NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));
};

describe("the service worker's caching rules", () => {
  it.each(PRIVATE_PATHS)("never answers a navigation to %s with the app shell", (path) => {
    expect(denied(path)).toBe(true);
  });

  it.each(APP_PAGES)("answers a navigation to %s with the app shell", (path) => {
    expect(denied(path)).toBe(false);
  });

  it.each(PRIVATE_PATHS)("caches nothing at runtime for %s", (path) => {
    const url = new URL(path, ORIGIN);
    expect(RUNTIME_CACHING.filter((rule) => rule.matches(url, ORIGIN)).map((rule) => rule.cacheName)).toEqual(
      [],
    );
  });

  it("caches only our own hashed build chunks at runtime", () => {
    const matched = (href: string) => RUNTIME_CACHING.some((rule) => rule.matches(new URL(href), ORIGIN));
    expect(matched(`${ORIGIN}/assets/MapCanvas-BnVqH5jP.js`)).toBe(true);
    expect(matched("https://tiles.example/assets/style-1.js")).toBe(false);
    expect(matched(`${ORIGIN}/assets/photos/a.jpg`)).toBe(false);
    expect(matched(`${ORIGIN}/index.html`)).toBe(false);
  });
});

describe("the service worker and the server agree on what the server answers", () => {
  it.each(SERVER_PATH_PREFIXES.map((prefix) => [prefix]))(
    "/%s is network-only in the service worker",
    (prefix) => {
      expect(isNetworkOnlyPath(`/${prefix}`)).toBe(true);
      expect(isNetworkOnlyPath(`/${prefix}/anything`)).toBe(true);
    },
  );
});
