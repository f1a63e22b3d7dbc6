/**
 * Renders the installable app's PNG icons from web/public/icons/roadside-logo.svg in headless
 * Chromium, so they can be made again after the logo changes:
 * `npx tsx web/scripts/renderAppIcons.ts` (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const iconsDir = fileURLToPath(new URL("../public/icons/", import.meta.url));
/** The logo's brand red: full-bleed icons fill their corners with it. */
const BRAND_RED = "#dc2626";

interface IconSpec {
  readonly file: string;
  readonly size: number;
  /** The logo's share of the edge; the rest is red background (none when absent: transparent corners). */
  readonly logoScale?: number;
}

const ICONS: readonly IconSpec[] = [
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
  // Maskable: launchers crop to any shape inside the central 80% circle, so the mark sits well inside it.
  { file: "icon-maskable-512.png", size: 512, logoScale: 0.72 },
  // iOS draws transparent corners black and rounds the icon itself: full bleed, a little margin.
  { file: "apple-touch-icon.png", size: 180, logoScale: 0.9 },
];

function pageFor(svg: string, icon: IconSpec): string {
  const logo = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  const logoSize = Math.round(icon.size * (icon.logoScale ?? 1));
  const background = icon.logoScale ? BRAND_RED : "transparent";
  return `<!doctype html><html><body style="margin:0;background:transparent">
    <div id="icon" style="width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${background}">
      <img src="${logo}" width="${logoSize}" height="${logoSize}" alt="">
    </div></body></html>`;
}

async function main(): Promise<void> {
  const svg = readFileSync(join(iconsDir, "roadside-logo.svg"), "utf8");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const icon of ICONS) {
      await page.setViewportSize({ width: icon.size, height: icon.size });
      await page.setContent(pageFor(svg, icon));
      await page.locator("#icon img").evaluate((image: HTMLImageElement) => image.decode());
      await page.locator("#icon").screenshot({ path: join(iconsDir, icon.file), omitBackground: true });
      console.log(`wrote web/public/icons/${icon.file} (${icon.size}×${icon.size})`);
    }
  } finally {
    await browser.close();
  }
}

await main();
