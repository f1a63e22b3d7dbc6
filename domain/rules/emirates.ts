import { z } from "zod";
import { distanceKm, type LatLng } from "./distance";

/** The seven emirates in the order the coverage list shows them (spec §1); also the profile's city choices. */
export const EMIRATES = [
  "Dubai",
  "Abu Dhabi",
  "Sharjah",
  "Ajman",
  "Ras Al Khaimah",
  "Fujairah",
  "Umm Al Quwain",
] as const;
// Pure: a bundle that needs only the list (the web landing page) leaves zod out.
export const emirateSchema = /* @__PURE__ */ z.enum(EMIRATES);
export type Emirate = z.infer<typeof emirateSchema>;

/** The admin panel's region names, in its order (spec §2.11); two emirates go by their short forms. */
export const ADMIN_REGIONS = ["Abu Dhabi", "Dubai", "Sharjah", "Ajman", "Fujairah", "RAK", "UQ"] as const;
export type AdminRegion = (typeof ADMIN_REGIONS)[number];

const ADMIN_REGION_OF: Readonly<Record<Emirate, AdminRegion>> = {
  Dubai: "Dubai",
  "Abu Dhabi": "Abu Dhabi",
  Sharjah: "Sharjah",
  Ajman: "Ajman",
  "Ras Al Khaimah": "RAK",
  Fujairah: "Fujairah",
  "Umm Al Quwain": "UQ",
};

export function adminRegionOf(emirate: Emirate): AdminRegion {
  return ADMIN_REGION_OF[emirate];
}

/** Central Dubai: the map's starting centre, the new user's location and the coordinate fallback (spec §9). */
export const DEFAULT_LOCATION: LatLng = { latitude: 25.2048, longitude: 55.2708 };
/** The emirate of the default location: the product's centre of gravity (spec §1). */
export const DEFAULT_EMIRATE: Emirate = "Dubai";

interface Seed {
  readonly emirate: Emirate;
  readonly place: string;
  readonly at: LatLng;
}

const seed = (emirate: Emirate, place: string, latitude: number, longitude: number): Seed => ({
  emirate,
  place,
  at: { latitude, longitude },
});

/*
 * Reference towns per emirate. One centre per emirate would hand western Abu Dhabi, Al Ain or
 * Sharjah's east-coast towns to the wrong emirate, so the large and split emirates get several
 * seeds that trace their shape. Coordinates are town centres rounded to ~100 m.
 */
const SEEDS: readonly Seed[] = [
  seed("Abu Dhabi", "Abu Dhabi city", 24.4539, 54.3773),
  seed("Abu Dhabi", "Al Shahama", 24.5367, 54.676),
  seed("Abu Dhabi", "Ghantoot", 24.86, 54.84),
  seed("Abu Dhabi", "Al Wathba", 24.26, 54.61),
  seed("Abu Dhabi", "Sweihan", 24.47, 55.34),
  seed("Abu Dhabi", "Al Ain", 24.2075, 55.7447),
  seed("Abu Dhabi", "Madinat Zayed", 23.68, 53.7),
  seed("Abu Dhabi", "Liwa", 23.14, 53.78),
  seed("Abu Dhabi", "Ruwais", 24.11, 52.73),
  seed("Abu Dhabi", "Sila", 24.05, 51.76),
  seed("Dubai", "Downtown", 25.2048, 55.2708),
  seed("Dubai", "Deira", 25.2697, 55.3095),
  seed("Dubai", "Mirdif", 25.2167, 55.4167),
  seed("Dubai", "Jebel Ali", 25.01, 55.06),
  seed("Dubai", "Al Maktoum Airport", 24.8964, 55.1614),
  seed("Dubai", "Al Awir", 25.17, 55.55),
  seed("Dubai", "Lahbab", 25.04, 55.59),
  seed("Dubai", "Hatta", 24.7965, 56.1172),
  seed("Sharjah", "Sharjah city", 25.3463, 55.4209),
  seed("Sharjah", "University City", 25.29, 55.48),
  seed("Sharjah", "Sharjah Airport", 25.3286, 55.5172),
  seed("Sharjah", "Al Dhaid", 25.2881, 55.8819),
  seed("Sharjah", "Al Madam", 24.97, 55.78),
  seed("Sharjah", "Khor Fakkan", 25.3393, 56.356),
  seed("Sharjah", "Kalba", 25.04, 56.355),
  seed("Ajman", "Ajman city", 25.4052, 55.5136),
  seed("Umm Al Quwain", "Umm Al Quwain city", 25.5647, 55.5552),
  seed("Ras Al Khaimah", "Ras Al Khaimah city", 25.7895, 55.9432),
  seed("Ras Al Khaimah", "Al Hamra", 25.7084, 55.792),
  seed("Ras Al Khaimah", "Khatt", 25.69, 56.1),
  seed("Ras Al Khaimah", "Shaam", 26.03, 56.09),
  seed("Fujairah", "Fujairah city", 25.1288, 56.3265),
  seed("Fujairah", "Masafi", 25.3, 56.16),
  seed("Fujairah", "Al Bidyah", 25.44, 56.35),
  seed("Fujairah", "Dibba Al Fujairah", 25.5925, 56.2618),
];

/**
 * The emirate a point most likely lies in, for bucketing requests in metrics — not for anything
 * legal or billing-related.
 *
 * Approximation: the point belongs to the emirate of its nearest seed town (a Voronoi partition
 * over the seeds above). That is right for every city and main district, but can be wrong within a
 * few km of a border, and it ignores the small enclaves (Hamriyah, Masfout, Manama, Dibba Al Hisn,
 * the Al Faqa split). A point outside the UAE gets the emirate of the nearest seed. Deterministic:
 * on an exact distance tie the earlier seed wins.
 */
export function emirateOf(latitude: number, longitude: number): Emirate {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    throw new RangeError(`coordinates must be finite numbers, got ${latitude}, ${longitude}`);
  }
  const point: LatLng = { latitude, longitude };
  let best = { emirate: DEFAULT_EMIRATE, km: Number.POSITIVE_INFINITY };
  for (const candidate of SEEDS) {
    const km = distanceKm(point, candidate.at);
    if (km < best.km) best = { emirate: candidate.emirate, km };
  }
  return best.emirate;
}
