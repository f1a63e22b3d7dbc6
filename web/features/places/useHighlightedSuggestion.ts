import { useState } from "react";
import type { GeoPlace } from "./placesApi";
import { suggestionKey } from "./SuggestionOption";

/**
 * The highlighted suggestion of a list, held by the place it names rather than by its position:
 * an answer arriving after an arrow key (the debounced search for the last letters, or a new map
 * centre) reorders or shortens the list, and a position would then point at another place, or at
 * none. When the highlighted place is gone, the first is highlighted.
 */
export function useHighlightedSuggestion(places: readonly GeoPlace[]) {
  const [key, setKey] = useState<string | null>(null);
  const found = key === null ? -1 : places.findIndex((place) => suggestionKey(place) === key);
  const index = Math.max(found, 0);
  const highlight = (at: number) => {
    const place = places[at];
    if (place) setKey(suggestionKey(place));
  };
  return {
    index,
    place: places[index],
    highlight,
    // With no places, `highlight` finds none at the NaN index and leaves the highlight as it is.
    next: () => highlight((index + 1) % places.length),
    previous: () => highlight((index - 1 + places.length) % places.length),
    /** New text: back to the first suggestion. */
    reset: () => setKey(null),
  };
}
