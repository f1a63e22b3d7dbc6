import type { StyleSpecification } from "maplibre-gl";
import type { BaseLayer } from "../mapConstants";
import type { MapSettings } from "./mapSettings";
import { type OfflineLand, offlineStyle } from "./offlineStyle";

/** How long a style host has to answer before the offline map is drawn instead. */
export const STYLE_TIMEOUT_MS = 6000;

/** Why a configured layer gave way to the offline map: its style did not load, or its tiles do not. */
export interface MapNotice {
  readonly base: BaseLayer;
  readonly failed: "style" | "tiles";
}

export interface ResolvedStyle {
  readonly base: BaseLayer;
  readonly style: StyleSpecification;
  /** `configured`: the server's style for this layer; `offline`: the built-in outline map. */
  readonly kind: "configured" | "offline";
  /** Why the offline map is shown though a style is configured; null when nothing went wrong. */
  readonly notice: MapNotice | null;
  /** The style draws its own labels (has symbol layers); if not, deck.gl draws the place names. */
  readonly labels: boolean;
}

export function offlineResolved(base: BaseLayer, land: OfflineLand, notice: MapNotice | null): ResolvedStyle {
  return { base, style: offlineStyle(base, land), kind: "offline", notice, labels: false };
}

/**
 * Relative URLs in a style (the self-hosted one names paths on our server) made absolute against
 * the style's own address: MapLibre's worker fetches them, and it has no page to resolve against.
 * Done by hand, since `new URL` would percent-encode the `{z}` placeholders.
 */
export function absoluteStyle(style: StyleSpecification, styleUrl: string): StyleSpecification {
  const origin = new URL(styleUrl).origin;
  const absolute = (url: string) => (url.startsWith("/") && !url.startsWith("//") ? origin + url : url);
  const sources = Object.fromEntries(
    Object.entries(style.sources).map(([id, source]) => {
      const copy = { ...source } as Record<string, unknown>;
      if (Array.isArray(copy.tiles)) copy.tiles = (copy.tiles as string[]).map(absolute);
      if (typeof copy.url === "string") copy.url = absolute(copy.url);
      return [id, copy];
    }),
  ) as StyleSpecification["sources"];
  return {
    ...style,
    sources,
    ...(typeof style.glyphs === "string" ? { glyphs: absolute(style.glyphs) } : {}),
    ...(typeof style.sprite === "string" ? { sprite: absolute(style.sprite) } : {}),
  };
}

/**
 * The style for a base layer: the configured one when its host answers within the time-out with
 * a style, else the built-in offline look with a notice saying so. Fetched here rather than by
 * MapLibre so a host that hangs cannot leave the map blank.
 */
export async function resolveBaseStyle(
  base: BaseLayer,
  settings: MapSettings,
  land: OfflineLand,
  options: { timeoutMs?: number; fetch?: typeof fetch; pageUrl?: string } = {},
): Promise<ResolvedStyle> {
  const choice = settings.styles[base];
  if (!choice) return offlineResolved(base, land, null);
  const url = new URL(choice.url, options.pageUrl ?? window.location.href).href;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? STYLE_TIMEOUT_MS);
  try {
    const response = await (options.fetch ?? fetch)(url, { signal: controller.signal });
    if (!response.ok) throw new Error(`style answered ${response.status}`);
    const style = (await response.json()) as StyleSpecification;
    if (style?.version !== 8 || !Array.isArray(style.layers) || typeof style.sources !== "object")
      throw new Error("not a MapLibre style");
    return {
      base,
      style: absoluteStyle(style, url),
      kind: "configured",
      notice: null,
      labels: style.layers.some((layer) => layer.type === "symbol"),
    };
  } catch (error) {
    console.warn(`map: the ${base} style at ${url} cannot be used:`, error);
    return offlineResolved(base, land, { base, failed: "style" });
  } finally {
    clearTimeout(timer);
  }
}
