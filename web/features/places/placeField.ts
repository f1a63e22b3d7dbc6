import type { LatLng } from "../../shared/geo";

/** A place the customer chose: its label and the coordinates that came with it (search, GPS or pin). */
export interface ChosenPlace {
  readonly location: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** What a place field holds: the text in the box, and the place it stands for once one was chosen. */
export interface PlaceFieldValue {
  readonly text: string;
  /** null while the text was typed but not yet resolved to a place. */
  readonly place: ChosenPlace | null;
}

export const EMPTY_PLACE_FIELD: PlaceFieldValue = { text: "", place: null };

export function placeFieldOf(place: ChosenPlace): PlaceFieldValue {
  return { text: place.location, place };
}

/** The customer's GPS position as a place, before (or without) a name from reverse geocoding. */
export function positionPlace(at: LatLng, label: string): ChosenPlace {
  return { location: label, latitude: at.latitude, longitude: at.longitude };
}

/** Why a field cannot be submitted: nothing chosen for a required `what`, or typed `text` never resolved. */
export type PlaceFieldProblem =
  | { readonly kind: "empty"; readonly what: string }
  | { readonly kind: "unresolved"; readonly text: string };

/**
 * Why a field cannot be submitted, or null when it can: typed text must have been resolved to a
 * place, since a label without its own coordinates would send the captain somewhere else. The
 * picker says it in the reader's language.
 */
export function placeFieldProblem(
  value: PlaceFieldValue,
  required: boolean,
  what: string,
): PlaceFieldProblem | null {
  if (value.text.trim() === "") return required ? { kind: "empty", what } : null;
  if (value.place === null) return { kind: "unresolved", text: value.text.trim() };
  return null;
}
