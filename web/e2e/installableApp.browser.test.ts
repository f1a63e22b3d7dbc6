import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchChromium, newContext, saveScreenshot } from "./support/browser";
import { describeInBrowser } from "./support/describeInBrowser";
import { type ProductServer, startProductServer } from "./support/productServer";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Every URL held in the page's Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

describeInBrowser("the installable app", () => {
  let server: ProductServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startProductServer(), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it("serves a valid manifest whose icons are PNGs of the sizes it names", async () => {
    context = await newContext(browser, { baseURL: server.url, phone: true });
    const page = await context.newPage();
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");

    const answer = await page.request.get(href!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
      shortcuts: { url: string }[];
    };
    expect(manifest).toMatchObject({ name: "Roadside", start_url: "/", display: "standalone" });
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(["/provider", "/admin-panel"]);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await image.body())).toBe(icon.sizes);
    }
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    expect(pngSize(await (await page.request.get(appleIcon!)).body())).toBe("180x180");
  }, 120_000);

  it("registers a service worker that controls the page and is never cached long", async () => {
    const page = context.pages()[0]!;
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    expect(new URL(scriptUrl).pathname).toBe("/serviceWorker.js");
    const script = await page.request.get("/serviceWorker.js");
    expect(script.headers()["cache-control"]).toBe("no-cache");
    expect(script.headers()["content-type"]).toMatch(/^text\/javascript/);
    // Installed means the app shell is in the precache.
    const cached = await cachedUrls(page);
    expect(cached.some((url) => new URL(url).pathname === "/index.html")).toBe(true);
  }, 120_000);

  it("sends API requests to the network: offline they fail, nothing private is cached", async () => {
    const page = context.pages()[0]!;
    const fetchMe = () =>
      page.evaluate(() =>
        fetch("/api/auth/me", { credentials: "include" }).then(
          (answer) => `answered ${answer.status}`,
          () => "failed",
        ),
      );
    // Asked once online, so a caching worker would have had its chance to keep the answer.
    expect(await fetchMe()).toMatch(/^answered/);
    await context.setOffline(true);
    expect(await fetchMe()).toBe("failed");
    const privateCached = (await cachedUrls(page)).filter((url) =>
      /^\/(api|graphql|ws|healthz|readyz|metrics)(\/|$)/.test(new URL(url).pathname),
    );
    expect(privateCached).toEqual([]);
    await context.setOffline(false);
  }, 60_000);

  it("opens offline from the cache and says what needs a connection, instead of a browser error", async () => {
    const page = context.pages()[0]!;
    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.ok()).toBe(true);
    expect(reloaded?.fromServiceWorker()).toBe(true);
    const notice = page.getByRole("alert", { name: "You're offline" });
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toContain("Requesting help");
    await saveScreenshot(page, "installable-app-offline");
    // The app shell behind it: the landing screen, from the precached scripts.
    await page.getByRole("heading", { level: 1, name: /Help is on the way/ }).waitFor({ state: "attached" });

    await context.setOffline(false);
    await notice.waitFor({ state: "detached", timeout: 30_000 });
  }, 120_000);
});
