export { PlacePicker } from "./PlacePicker";
export {
  type ChosenPlace,
  EMPTY_PLACE_FIELD,
  type PlaceFieldProblem,
  type PlaceFieldValue,
  placeFieldOf,
  placeFieldProblem,
  positionPlace,
} from "./placeField";
export { type GeoPlace, reversePlace, searchPlaces } from "./placesApi";
export { SuggestionOption, suggestionKey } from "./SuggestionOption";
export { useHighlightedSuggestion } from "./useHighlightedSuggestion";
export { usePlaceSuggestions } from "./usePlaceSuggestions";
