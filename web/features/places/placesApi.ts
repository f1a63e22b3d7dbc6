import type { GeocodeLanguage, GeoPlace } from "../../../domain/ports/geocoder";
import { apiRequest } from "../../shared/api";
import type { LatLng } from "../../shared/geo";

export type { GeoPlace };

/** The screen's language for place names: Arabic when the page is in Arabic, English otherwise. */
export function placeLanguage(): GeocodeLanguage {
  return typeof document !== "undefined" && document.documentElement.lang.startsWith("ar") ? "ar" : "en";
}

/** GET /api/places/search: places matching the text, typos allowed, nearest to `near` first. */
export async function searchPlaces(
  text: string,
  near: LatLng | null,
  signal?: AbortSignal,
  limit = 6,
): Promise<readonly GeoPlace[]> {
  const query = new URLSearchParams({ q: text, limit: String(limit), lang: placeLanguage() });
  if (near) query.set("near", `${near.latitude.toFixed(5)},${near.longitude.toFixed(5)}`);
  const answer = await apiRequest<{ places: GeoPlace[] }>("GET", `/api/places/search?${query}`, undefined, {
    ...(signal ? { signal } : {}),
  });
  return answer.places;
}

/** GET /api/places/reverse: the named place nearest a point, or null (open sea, empty desert). */
export async function reversePlace(at: LatLng, signal?: AbortSignal): Promise<GeoPlace | null> {
  const query = new URLSearchParams({
    lat: at.latitude.toFixed(6),
    lng: at.longitude.toFixed(6),
    lang: placeLanguage(),
  });
  const answer = await apiRequest<{ place: GeoPlace | null }>(
    "GET",
    `/api/places/reverse?${query}`,
    undefined,
    {
      ...(signal ? { signal } : {}),
    },
  );
  return answer.place;
}
