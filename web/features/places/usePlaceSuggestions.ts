import { useEffect, useState } from "react";
import type { LatLng } from "../../shared/geo";
import { type GeoPlace, searchPlaces } from "./placesApi";

/** Wait this long after the last keystroke before asking: one request per pause, not per letter. */
export const SUGGEST_DEBOUNCE_MS = 250;
/** The server wants at least this many letters. */
export const MIN_QUERY_LENGTH = 2;

export interface PlaceSuggestions {
  readonly places: readonly GeoPlace[];
  readonly loading: boolean;
  readonly error: string | null;
}

/**
 * Suggestions for the text being typed: debounced, and each new text cancels the request for the
 * previous one, so a slow answer for "dub" never overwrites the answer for "dubai marina".
 */
export function usePlaceSuggestions(text: string, near: LatLng | null, enabled: boolean): PlaceSuggestions {
  const [state, setState] = useState<PlaceSuggestions>({ places: [], loading: false, error: null });
  const query = text.trim();
  const nearLat = near?.latitude;
  const nearLng = near?.longitude;

  useEffect(() => {
    if (!enabled || query.length < MIN_QUERY_LENGTH) {
      setState({ places: [], loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    const timer = setTimeout(() => {
      const at =
        nearLat !== undefined && nearLng !== undefined ? { latitude: nearLat, longitude: nearLng } : null;
      searchPlaces(query, at, controller.signal).then(
        (places) => setState({ places, loading: false, error: null }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({
            places: [],
            loading: false,
            error: error instanceof Error ? error.message : String(error),
          });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, nearLat, nearLng, enabled]);

  return state;
}
