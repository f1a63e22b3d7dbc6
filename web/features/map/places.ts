import type { LatLng } from "../../shared/geo";

export interface KnownPlace {
  /** The name as typed into the search box, lower case (spec §5). */
  readonly query: string;
  /** The name as shown. */
  readonly label: string;
  readonly at: LatLng;
}

/** The only places the map search accepts (spec §5), at their real positions. */
export const KNOWN_PLACES: readonly KnownPlace[] = [
  { query: "burj khalifa", label: "Burj Khalifa", at: { latitude: 25.1972, longitude: 55.2744 } },
  { query: "dubai mall", label: "Dubai Mall", at: { latitude: 25.1985, longitude: 55.2796 } },
  { query: "palm jumeirah", label: "Palm Jumeirah", at: { latitude: 25.1124, longitude: 55.139 } },
  { query: "dubai marina", label: "Dubai Marina", at: { latitude: 25.0805, longitude: 55.1403 } },
  { query: "dxb airport", label: "DXB Airport", at: { latitude: 25.2532, longitude: 55.3657 } },
  { query: "downtown", label: "Downtown", at: { latitude: 25.1925, longitude: 55.2795 } },
  { query: "jbr", label: "JBR", at: { latitude: 25.0785, longitude: 55.1335 } },
];

/**
 * The place a search text names, or null. Matching is exact and case-insensitive (spec §5); only
 * the spaces around the text and runs of spaces inside it are forgiven, as a phone keyboard adds them.
 */
export function matchPlace(text: string): KnownPlace | null {
  const query = text.trim().replace(/\s+/g, " ").toLowerCase();
  return KNOWN_PLACES.find((place) => place.query === query) ?? null;
}
