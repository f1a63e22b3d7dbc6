import { z } from "zod";
import type { GeocodeLanguage, Geocoder, GeoPlace, GeoPlaceKind } from "../../domain/ports/geocoder";
import { emirateOfName } from "./emirateOfName";
import { composeLabel, getJson } from "./geocoderHttp";

/** One result of Nominatim's `format=jsonv2` with `addressdetails=1` (coordinates are strings). */
const NominatimPlace = z.object({
  lat: z.string(),
  lon: z.string(),
  name: z.string().optional().nullable(),
  display_name: z.string(),
  category: z.string().optional(),
  type: z.string().optional(),
  addresstype: z.string().optional(),
  address: z.record(z.string(), z.string()).optional(),
});
type NominatimPlace = z.infer<typeof NominatimPlace>;

function kindOf(addresstype: string | undefined): GeoPlaceKind {
  switch (addresstype) {
    case "house":
    case "building":
      return "address";
    case "road":
      return "street";
    case "city":
    case "town":
    case "village":
    case "hamlet":
      return "city";
    case "suburb":
    case "neighbourhood":
    case "quarter":
    case "city_district":
    case "borough":
      return "district";
    case "state":
      return "emirate";
    default:
      return "poi";
  }
}

function toPlace(p: NominatimPlace, language: GeocodeLanguage): GeoPlace | null {
  const a = p.address ?? {};
  if (a.country_code?.toLowerCase() !== "ae") return null;
  const latitude = Number(p.lat);
  const longitude = Number(p.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const street = a.road ? (a.house_number ? `${a.road} ${a.house_number}` : a.road) : null;
  const town = a.city ?? a.town ?? a.village;
  const district = a.suburb ?? a.neighbourhood ?? a.quarter ?? a.city_district;
  const label = composeLabel([p.name, street, district, town, a.state], language) || p.display_name;
  return {
    label,
    nameEn: language === "en" ? (p.name ?? null) || null : null,
    nameAr: language === "ar" ? (p.name ?? null) || null : null,
    kind: kindOf(p.addresstype),
    emirate: emirateOfName(a.state),
    latitude,
    longitude,
    source: "nominatim",
  };
}

/** Half the side of the box that biases a search towards the map's centre (not a hard limit). */
const VIEWBOX_HALF_DEGREES = 0.5;

/** A Nominatim server: `/search` restricted to the UAE, `/reverse` to name a point. */
export function nominatimGeocoder(baseUrl: string): Geocoder {
  return {
    async search(q) {
      const url = new URL(`${baseUrl}/search`);
      url.searchParams.set("q", q.text);
      url.searchParams.set("format", "jsonv2");
      url.searchParams.set("addressdetails", "1");
      url.searchParams.set("countrycodes", "ae");
      url.searchParams.set("limit", String(q.limit));
      url.searchParams.set("accept-language", q.language);
      if (q.near) {
        const { latitude: lat, longitude: lng } = q.near;
        const d = VIEWBOX_HALF_DEGREES;
        url.searchParams.set("viewbox", `${lng - d},${lat + d},${lng + d},${lat - d}`);
      }
      const answer = z
        .array(z.unknown())
        .parse(await getJson(url, q.signal ?? new AbortController().signal, q.language));
      const places: GeoPlace[] = [];
      for (const raw of answer) {
        const parsed = NominatimPlace.safeParse(raw);
        const place = parsed.success ? toPlace(parsed.data, q.language) : null;
        if (place) places.push(place);
      }
      return places.slice(0, q.limit);
    },
    async reverse(q) {
      const url = new URL(`${baseUrl}/reverse`);
      url.searchParams.set("format", "jsonv2");
      url.searchParams.set("addressdetails", "1");
      url.searchParams.set("lat", String(q.at.latitude));
      url.searchParams.set("lon", String(q.at.longitude));
      url.searchParams.set("accept-language", q.language);
      const answer = await getJson(url, q.signal ?? new AbortController().signal, q.language);
      // Nothing there (open sea): Nominatim answers 200 with {"error": "Unable to geocode"}.
      if (typeof answer === "object" && answer !== null && "error" in answer) return null;
      return toPlace(NominatimPlace.parse(answer), q.language);
    },
  };
}
