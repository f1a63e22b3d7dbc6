import { z } from "zod";

/** Geocoding: its environment variables (README "Configuration"). */
export const GeocoderEnv = {
  /** A Photon or Nominatim base URL; unset: the built-in UAE gazetteer answers alone (offline). */
  GEOCODER_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /** Which API GEOCODER_URL speaks; required with it, since the two formats differ. */
  GEOCODER_KIND: z.enum(["photon", "nominatim"]).optional(),
  /** How long a search or reverse lookup waits for the server before the gazetteer answers instead. */
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2500),
};

interface ParsedGeocoderEnv {
  GEOCODER_URL?: string | undefined;
  GEOCODER_KIND?: "photon" | "nominatim" | undefined;
  GEOCODER_TIMEOUT_MS: number;
}

export interface GeocoderConfig {
  geocoder: {
    /** null: the built-in gazetteer only. */
    server: { url: string; kind: "photon" | "nominatim" } | null;
    timeoutMs: number;
  };
}

/** The one cross-variable rule; null when the variables agree. */
export function geocoderConfigProblem(env: Omit<ParsedGeocoderEnv, "GEOCODER_TIMEOUT_MS">): string | null {
  if (env.GEOCODER_URL && !env.GEOCODER_KIND)
    return "GEOCODER_KIND: is required with GEOCODER_URL (photon or nominatim)";
  if (!env.GEOCODER_URL && env.GEOCODER_KIND)
    return "GEOCODER_URL: is required with GEOCODER_KIND (the server's base URL)";
  return null;
}

export function geocoderConfigOf(env: ParsedGeocoderEnv): GeocoderConfig {
  return {
    geocoder: {
      server:
        env.GEOCODER_URL && env.GEOCODER_KIND
          ? { url: env.GEOCODER_URL.replace(/\/+$/, ""), kind: env.GEOCODER_KIND }
          : null,
      timeoutMs: env.GEOCODER_TIMEOUT_MS,
    },
  };
}
