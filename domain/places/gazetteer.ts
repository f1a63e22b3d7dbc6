/**
 * The built-in gazetteer's search and reverse lookup: pure functions over entries the caller loads
 * (infra/geocoding/gazetteer/uae-gazetteer.json, generated from GeoNames).
 */
import type { GeocodeLanguage, GeoPlace } from "../ports/geocoder";
import { distanceKm, type LatLng } from "../rules/distance";
import { matchScore, normalizeName } from "./placeNames";

export interface GazetteerEntry {
  readonly nameEn: string;
  readonly nameAr: string | null;
  readonly kind: "emirate" | "city" | "district";
  /** The emirate's English name, as GeoNames' admin1 names it. */
  readonly emirate: string;
  readonly latitude: number;
  readonly longitude: number;
  /** Other spellings from the data (Latin and Arabic), searched but never shown. */
  readonly alternates: readonly string[];
}

export interface GazetteerData {
  /** Where the data came from and how it was made (attribution). */
  readonly source: string;
  readonly places: readonly GazetteerEntry[];
}

/** Nothing named further than this from a point is "near" it: open sea or empty desert. */
export const REVERSE_RADIUS_KM = 40;
/** Within this of a place, a point is at it rather than near it. */
const AT_PLACE_KM = 1;

/** Entries with their names normalised once, so a search does no string folding per keystroke. */
export interface GazetteerIndex {
  readonly entries: readonly GazetteerEntry[];
  readonly names: readonly (readonly string[])[];
}

export function indexGazetteer(entries: readonly GazetteerEntry[]): GazetteerIndex {
  return {
    entries,
    names: entries.map((e) => [
      ...new Set([e.nameEn, ...(e.nameAr ? [e.nameAr] : []), ...e.alternates].map(normalizeName)),
    ]),
  };
}

function nameIn(entry: GazetteerEntry, language: GeocodeLanguage): string {
  return language === "ar" && entry.nameAr ? entry.nameAr : entry.nameEn;
}

function emirateName(index: GazetteerIndex, emirate: string, language: GeocodeLanguage): string {
  const e = index.entries.find((x) => x.kind === "emirate" && x.emirate === emirate);
  return e ? nameIn(e, language) : emirate;
}

/** "Dubai Marina, Dubai"; an emirate, or a town named as its emirate ("Dubai"), stands alone. */
export function placeLabel(index: GazetteerIndex, entry: GazetteerEntry, language: GeocodeLanguage): string {
  const name = nameIn(entry, language);
  if (entry.kind === "emirate" || entry.nameEn === entry.emirate) return name;
  const separator = language === "ar" ? "، " : ", ";
  return `${name}${separator}${emirateName(index, entry.emirate, language)}`;
}

function toPlace(
  index: GazetteerIndex,
  entry: GazetteerEntry,
  language: GeocodeLanguage,
  label?: string,
): GeoPlace {
  return {
    label: label ?? placeLabel(index, entry, language),
    nameEn: entry.nameEn,
    nameAr: entry.nameAr,
    kind: entry.kind,
    emirate: entry.emirate,
    latitude: entry.latitude,
    longitude: entry.longitude,
    source: "gazetteer",
  };
}

export interface GazetteerQuery {
  readonly text: string;
  readonly near: LatLng | null;
  readonly limit: number;
  readonly language: GeocodeLanguage;
}

/**
 * Places whose name (any spelling, English or Arabic) matches the text, typos allowed; best match
 * first, then the nearest to `near`. An emirate is dropped when its seat town (same point) is listed.
 */
export function searchGazetteer(index: GazetteerIndex, query: GazetteerQuery): GeoPlace[] {
  const text = normalizeName(query.text);
  if (text.length < 2) return [];
  const hits: { entry: GazetteerEntry; score: number; km: number }[] = [];
  index.entries.forEach((entry, i) => {
    let score: number | null = null;
    for (const name of index.names[i] ?? []) {
      const s = matchScore(text, name);
      if (s !== null && (score === null || s < score)) score = s;
    }
    if (score === null) return;
    hits.push({ entry, score, km: query.near ? distanceKm(query.near, entry) : 0 });
  });
  hits.sort((a, b) => a.score - b.score || a.km - b.km || a.entry.nameEn.localeCompare(b.entry.nameEn, "en"));
  const kept = hits.filter(
    (h) =>
      h.entry.kind !== "emirate" ||
      !hits.some(
        (o) =>
          o.entry.kind !== "emirate" &&
          o.entry.latitude === h.entry.latitude &&
          o.entry.longitude === h.entry.longitude,
      ),
  );
  return kept.slice(0, query.limit).map((h) => toPlace(index, h.entry, query.language));
}

/**
 * The nearest named town or district to a point, labelled "Near Al Quoz, Dubai" (or the place's own
 * label within 1 km); null beyond REVERSE_RADIUS_KM. The place keeps its own coordinates: a caller
 * that asked about a pin keeps the pin's.
 */
export function reverseGazetteer(
  index: GazetteerIndex,
  at: LatLng,
  language: GeocodeLanguage,
): GeoPlace | null {
  let best: GazetteerEntry | null = null;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const entry of index.entries) {
    if (entry.kind === "emirate") continue;
    const km = distanceKm(at, entry);
    if (km < bestKm) {
      best = entry;
      bestKm = km;
    }
  }
  if (!best || bestKm > REVERSE_RADIUS_KM) return null;
  const label = placeLabel(index, best, language);
  if (bestKm <= AT_PLACE_KM) return toPlace(index, best, language, label);
  return toPlace(index, best, language, language === "ar" ? `بالقرب من ${label}` : `Near ${label}`);
}
