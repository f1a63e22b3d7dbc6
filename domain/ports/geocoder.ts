import type { LatLng } from "../rules/distance";

/** What kind of place a result is; the gazetteer knows the first three, street-level servers all. */
export type GeoPlaceKind = "emirate" | "city" | "district" | "street" | "address" | "poi";

/** Which source answered: the built-in gazetteer, or a configured Photon or Nominatim server. */
export type GeocoderSource = "gazetteer" | "photon" | "nominatim";

/** A place a customer can pick: its label and the coordinates that come with it, never typed. */
export interface GeoPlace {
  /** The label shown and stored, in the asked language where the data has it (English otherwise). */
  readonly label: string;
  /** The English and Arabic names, where the data has them (for the other language's screen). */
  readonly nameEn: string | null;
  readonly nameAr: string | null;
  readonly kind: GeoPlaceKind;
  /** The emirate the place lies in, by its English name ("Dubai"), when known. */
  readonly emirate: string | null;
  readonly latitude: number;
  readonly longitude: number;
  readonly source: GeocoderSource;
}

export type GeocodeLanguage = "en" | "ar";

export interface GeocodeSearch {
  readonly text: string;
  /** Results are ranked by closeness to this point (the map's centre) among equally good matches. */
  readonly near: LatLng | null;
  readonly limit: number;
  readonly language: GeocodeLanguage;
  readonly signal?: AbortSignal;
}

export interface ReverseGeocode {
  readonly at: LatLng;
  readonly language: GeocodeLanguage;
  readonly signal?: AbortSignal;
}

/**
 * Finds places by text and names a point. The real adapters (Photon, Nominatim) fall back to the
 * built-in gazetteer when their server is slow or down, so a form never hangs on them.
 */
export interface Geocoder {
  search(query: GeocodeSearch): Promise<readonly GeoPlace[]>;
  /** The nearest named place to a point; null only when nothing is known within reach (open sea). */
  reverse(query: ReverseGeocode): Promise<GeoPlace | null>;
}
