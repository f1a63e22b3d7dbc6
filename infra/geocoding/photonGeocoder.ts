import { z } from "zod";
import type { GeocodeLanguage, Geocoder, GeoPlace, GeoPlaceKind } from "../../domain/ports/geocoder";
import { emirateOfName } from "./emirateOfName";
import { composeLabel, getJson, UAE_BBOX } from "./geocoderHttp";

/** Photon's answer: a GeoJSON FeatureCollection of points with OpenStreetMap address properties. */
const PhotonFeature = z.object({
  geometry: z.object({ type: z.literal("Point"), coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({
    name: z.string().optional(),
    housenumber: z.string().optional(),
    street: z.string().optional(),
    locality: z.string().optional(),
    district: z.string().optional(),
    city: z.string().optional(),
    county: z.string().optional(),
    state: z.string().optional(),
    countrycode: z.string().optional(),
    type: z.string().optional(),
  }),
});
const PhotonAnswer = z.object({ type: z.literal("FeatureCollection"), features: z.array(z.unknown()) });
type PhotonFeature = z.infer<typeof PhotonFeature>;

/** Photon's `type` to the port's kinds; a state of the UAE is an emirate. */
function kindOf(type: string | undefined): GeoPlaceKind {
  switch (type) {
    case "house":
      return "address";
    case "street":
      return "street";
    case "city":
      return "city";
    case "district":
    case "locality":
      return "district";
    case "state":
      return "emirate";
    default:
      return "poi";
  }
}

function toPlace(f: PhotonFeature, language: GeocodeLanguage): GeoPlace {
  const p = f.properties;
  const [longitude, latitude] = f.geometry.coordinates;
  const street = p.street ? (p.housenumber ? `${p.street} ${p.housenumber}` : p.street) : null;
  const label = composeLabel([p.name, street, p.district ?? p.locality, p.city, p.state], language);
  return {
    label,
    // Photon gives one name, in the asked language where OpenStreetMap has it.
    nameEn: language === "en" ? (p.name ?? null) : null,
    nameAr: language === "ar" ? (p.name ?? null) : null,
    kind: kindOf(p.type),
    emirate: emirateOfName(p.state),
    latitude,
    longitude,
    source: "photon",
  };
}

/** Only features in the UAE, well formed; anything else in the answer is skipped, not fatal. */
function placesOf(answer: unknown, language: GeocodeLanguage): GeoPlace[] {
  const collection = PhotonAnswer.parse(answer);
  const places: GeoPlace[] = [];
  for (const raw of collection.features) {
    const f = PhotonFeature.safeParse(raw);
    if (!f.success || f.data.properties.countrycode?.toUpperCase() !== "AE") continue;
    places.push(toPlace(f.data, language));
  }
  return places;
}

/**
 * Photon's language names: the public server knows default, en, de, fr and it; Arabic asks for
 * `default`, OpenStreetMap's local name, which in the UAE is Arabic or bilingual.
 */
const photonLanguage = (language: GeocodeLanguage): string => (language === "en" ? "en" : "default");

/** A Photon server (komoot's API): `/api` to search, `/reverse` to name a point. */
export function photonGeocoder(baseUrl: string): Geocoder {
  return {
    async search(q) {
      const url = new URL(`${baseUrl}/api`);
      url.searchParams.set("q", q.text);
      url.searchParams.set("limit", String(q.limit));
      url.searchParams.set("lang", photonLanguage(q.language));
      url.searchParams.set("bbox", `${UAE_BBOX.west},${UAE_BBOX.south},${UAE_BBOX.east},${UAE_BBOX.north}`);
      if (q.near) {
        url.searchParams.set("lat", String(q.near.latitude));
        url.searchParams.set("lon", String(q.near.longitude));
      }
      const answer = await getJson(url, q.signal ?? new AbortController().signal, q.language);
      return placesOf(answer, q.language).slice(0, q.limit);
    },
    async reverse(q) {
      const url = new URL(`${baseUrl}/reverse`);
      url.searchParams.set("lat", String(q.at.latitude));
      url.searchParams.set("lon", String(q.at.longitude));
      url.searchParams.set("lang", photonLanguage(q.language));
      url.searchParams.set("limit", "1");
      const answer = await getJson(url, q.signal ?? new AbortController().signal, q.language);
      return placesOf(answer, q.language)[0] ?? null;
    },
  };
}
