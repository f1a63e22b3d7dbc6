import {
  type GazetteerData,
  indexGazetteer,
  reverseGazetteer,
  searchGazetteer,
} from "../../domain/places/gazetteer";
import type { Geocoder } from "../../domain/ports/geocoder";
import gazetteer from "./gazetteer/uae-gazetteer.json" with { type: "json" };

/** The built-in geocoder: the generated UAE gazetteer, in memory (113 places; a scan per keystroke is cheap). */
export function gazetteerGeocoder(data: GazetteerData = gazetteer as GazetteerData): Geocoder {
  const index = indexGazetteer(data.places);
  return {
    search: async (q) =>
      searchGazetteer(index, { text: q.text, near: q.near, limit: q.limit, language: q.language }),
    reverse: async (q) => reverseGazetteer(index, q.at, q.language),
  };
}
