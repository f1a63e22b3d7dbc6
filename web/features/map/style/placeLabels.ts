import { KNOWN_PLACES } from "../places";

export interface MapLabel {
  readonly text: string;
  readonly position: [number, number];
  /** Emirates are big labels; landmarks small ones. */
  readonly kind: "emirate" | "landmark";
}

/*
 * These names stay in Latin script whatever the language: deck.gl's TextLayer draws glyph by glyph,
 * with no Arabic shaping or right-to-left ordering, so Arabic here would come out as separate
 * letters backwards. A configured style's own labels follow the language (localizeLabels.ts).
 */

/** The seven emirates' main cities, labelled on the offline map (spec §1 coverage). */
export const EMIRATE_LABELS: readonly MapLabel[] = [
  { text: "Dubai", position: [55.2708, 25.2048], kind: "emirate" },
  { text: "Abu Dhabi", position: [54.3773, 24.4539], kind: "emirate" },
  { text: "Sharjah", position: [55.4209, 25.3463], kind: "emirate" },
  { text: "Ajman", position: [55.5136, 25.4052], kind: "emirate" },
  { text: "Umm Al Quwain", position: [55.5552, 25.5647], kind: "emirate" },
  { text: "Ras Al Khaimah", position: [55.9432, 25.7895], kind: "emirate" },
  { text: "Fujairah", position: [56.3265, 25.1288], kind: "emirate" },
];

/** The searchable landmarks, so the offline map has something to steer by in Dubai. */
export const LANDMARK_LABELS: readonly MapLabel[] = KNOWN_PLACES.map((place) => ({
  text: place.label,
  position: [place.at.longitude, place.at.latitude],
  kind: "landmark",
}));
