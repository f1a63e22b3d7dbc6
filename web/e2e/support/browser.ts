import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium, devices, type Page } from "playwright-core";
import { expectAccessible } from "./accessibility";

/** Debian's Chromium (`apt-get install chromium`); browsers are never downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Where screenshots of each main screen are kept as test artifacts (gitignored). */
export const ARTIFACTS_DIR = fileURLToPath(new URL("../../test-artifacts/browser", import.meta.url));

/** Why browser tests cannot run here, or undefined when they can. */
export function browserUnavailableReason(): string | undefined {
  return existsSync(CHROMIUM_PATH)
    ? undefined
    : `Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`;
}

/** CI sets this: there a missing browser is a failure, never a skip. */
export function browserRequired(): boolean {
  return process.env.REQUIRE_BROWSER === "1";
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Software WebGL2 for maplibre and deck.gl; no background traffic (the tests run offline).
    args: [
      "--no-sandbox",
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  });
}

/** A desktop or phone-sized context whose position is Dubai, where the demo fleet is. */
export function newContext(
  browser: Browser,
  options: { phone?: boolean; baseURL: string; position?: { latitude: number; longitude: number } },
): Promise<BrowserContext> {
  const device = options.phone ? devices["iPhone 13"] : undefined;
  return browser.newContext({
    ...(device ?? { viewport: { width: 1366, height: 900 } }),
    baseURL: options.baseURL,
    geolocation: options.position ?? { latitude: 25.2048, longitude: 55.2708 },
    permissions: ["geolocation"],
    timezoneId: "Asia/Dubai",
    locale: "en-AE",
  });
}

/**
 * Keeps a picture of the screen as a test artifact, and checks it with axe-core (issue 22): every
 * screen a browser test photographs has no serious or critical accessibility violation.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  await expectAccessible(page, name);
  return path;
}
