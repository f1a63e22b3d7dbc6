import type { GeocodeLanguage } from "../../domain/ports/geocoder";

/**
 * The UAE's bounding box (west, south, east, north), generous by a few km: a server is asked for
 * results inside it, and anything outside the UAE is dropped by country code besides.
 */
export const UAE_BBOX = { west: 51.4, south: 22.4, east: 56.7, north: 26.3 } as const;

/** Nominatim's usage policy asks every client to name itself. */
const USER_AGENT = "Roadside (roadside assistance, UAE) geocoder";

/** GET a JSON document; a non-2xx status is an error naming the server's answer. */
export async function getJson(url: URL, signal: AbortSignal, language: GeocodeLanguage): Promise<unknown> {
  const response = await fetch(url, {
    signal,
    headers: { accept: "application/json", "accept-language": language, "user-agent": USER_AGENT },
  });
  if (!response.ok) {
    const body = (await response.text().catch(() => "")).slice(0, 200);
    throw new Error(`${url.host} answered ${response.status}${body ? `: ${body}` : ""}`);
  }
  return response.json();
}

/** "Name, street 12, district, city, emirate" without repeats or blanks. */
export function composeLabel(
  parts: readonly (string | null | undefined)[],
  language: GeocodeLanguage,
): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const p = part?.trim();
    if (!p || seen.has(p.toLowerCase())) continue;
    seen.add(p.toLowerCase());
    kept.push(p);
  }
  return kept.join(language === "ar" ? "، " : ", ");
}
