import type { LatLng } from "../../domain/rules/distance";

/** A small deterministic PRNG (mulberry32): the same seed drives the same fleet, run after run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Hub {
  name: string;
  at: LatLng;
  /** Share of the fleet based here: Dubai is the product's centre of gravity (spec §1). */
  weight: number;
  /** How far from the centre vehicles roam, km. */
  radiusKm: number;
}

/** Town centres of the seven emirates where simulated captains are based. */
export const HUBS: readonly Hub[] = [
  { name: "Dubai Downtown", at: { latitude: 25.2048, longitude: 55.2708 }, weight: 18, radiusKm: 8 },
  { name: "Dubai Marina", at: { latitude: 25.0805, longitude: 55.1403 }, weight: 10, radiusKm: 6 },
  { name: "Deira", at: { latitude: 25.2697, longitude: 55.3095 }, weight: 10, radiusKm: 6 },
  { name: "Al Barsha", at: { latitude: 25.1125, longitude: 55.2001 }, weight: 7, radiusKm: 6 },
  { name: "Abu Dhabi", at: { latitude: 24.4539, longitude: 54.3773 }, weight: 14, radiusKm: 9 },
  { name: "Al Ain", at: { latitude: 24.2075, longitude: 55.7447 }, weight: 5, radiusKm: 6 },
  { name: "Sharjah", at: { latitude: 25.3463, longitude: 55.4209 }, weight: 12, radiusKm: 7 },
  { name: "Ajman", at: { latitude: 25.4052, longitude: 55.5136 }, weight: 6, radiusKm: 5 },
  { name: "Umm Al Quwain", at: { latitude: 25.5647, longitude: 55.5552 }, weight: 3, radiusKm: 4 },
  { name: "Ras Al Khaimah", at: { latitude: 25.7895, longitude: 55.9432 }, weight: 6, radiusKm: 6 },
  { name: "Fujairah", at: { latitude: 25.1288, longitude: 56.3265 }, weight: 5, radiusKm: 5 },
];

const TOTAL_WEIGHT = HUBS.reduce((sum, hub) => sum + hub.weight, 0);

export function pickHub(random: () => number): Hub {
  let ticket = random() * TOTAL_WEIGHT;
  for (const hub of HUBS) {
    ticket -= hub.weight;
    if (ticket < 0) return hub;
  }
  return HUBS[0]!;
}

/** A point within `radiusKm` of `center`, uniform over the disc. */
export function pointNear(center: LatLng, radiusKm: number, random: () => number): LatLng {
  const distance = radiusKm * Math.sqrt(random());
  const bearing = random() * 2 * Math.PI;
  return offset(center, distance * Math.cos(bearing), distance * Math.sin(bearing));
}

const KM_PER_DEGREE = 111.32;

/** The point `northKm` north and `eastKm` east of `from` (flat-earth: fine over a few km). */
export function offset(from: LatLng, northKm: number, eastKm: number): LatLng {
  return {
    latitude: from.latitude + northKm / KM_PER_DEGREE,
    longitude: from.longitude + eastKm / (KM_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180)),
  };
}

/** Bearing in degrees clockwise from north, flat-earth. */
export function bearingTo(from: LatLng, to: LatLng): number {
  const north = (to.latitude - from.latitude) * KM_PER_DEGREE;
  const east = (to.longitude - from.longitude) * KM_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180);
  return ((Math.atan2(east, north) * 180) / Math.PI + 360) % 360;
}

/** Moves `km` along `bearing` degrees. */
export function move(from: LatLng, bearing: number, km: number): LatLng {
  const radians = (bearing * Math.PI) / 180;
  return offset(from, km * Math.cos(radians), km * Math.sin(radians));
}
