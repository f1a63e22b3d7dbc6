import type { GazetteerData } from "../../domain/places/gazetteer";
import { normalizeName } from "../../domain/places/placeNames";
import gazetteer from "./gazetteer/uae-gazetteer.json" with { type: "json" };

const emirates = (gazetteer as GazetteerData).places
  .filter((p) => p.kind === "emirate")
  .map((p) => ({
    emirate: p.emirate,
    names: [p.nameEn, ...(p.nameAr ? [p.nameAr] : [])].map(normalizeName),
  }));

/**
 * The emirate a server's state name means: OpenStreetMap writes "Dubai", "Abu Dhabi Emirate",
 * "Ras al-Khaimah" or "إمارة دبي"; the gazetteer's English and Arabic names are matched inside it.
 */
export function emirateOfName(state: string | null | undefined): string | null {
  if (!state) return null;
  const s = normalizeName(state);
  return emirates.find((e) => e.names.some((n) => s === n || s.includes(n)))?.emirate ?? null;
}
