import { useEffect, useRef, useState } from "react";
import type { LatLng } from "../../shared/geo";
import { fetchRoute } from "./fetchRoute";
import { needsNewRoute, type RouteAsk } from "./routeRefresh";
import type { RoadRoute, RoutePreference } from "./routeTypes";

export interface RouteState {
  /** The latest route for this leg; null while none is known (or without both ends). */
  readonly route: RoadRoute | null;
  readonly error: string | null;
}

/**
 * The road route between two points, from GET /api/routes. Asked again only when the start has
 * moved noticeably, the end changed or the preference did (routeRefresh.ts); until the new answer
 * arrives the previous route stays on screen.
 */
export function useRoute(from: LatLng | null, to: LatLng | null, preference: RoutePreference): RouteState {
  const [state, setState] = useState<RouteState>({ route: null, error: null });
  const asked = useRef<RouteAsk | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const fromLat = from?.latitude;
  const fromLng = from?.longitude;
  const toLat = to?.latitude;
  const toLng = to?.longitude;

  useEffect(() => {
    if (fromLat === undefined || fromLng === undefined || toLat === undefined || toLng === undefined) {
      inFlight.current?.abort();
      asked.current = null;
      setState({ route: null, error: null });
      return;
    }
    const next: RouteAsk = {
      from: { latitude: fromLat, longitude: fromLng },
      to: { latitude: toLat, longitude: toLng },
      preference,
    };
    if (!needsNewRoute(asked.current, next)) return;
    asked.current = next;
    // Shared answers are not aborted (another screen may wait on them): a stale one is ignored.
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    fetchRoute(next.from, next.to, preference).then(
      (route) => {
        if (!controller.signal.aborted) setState({ route, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Asked again on the next move rather than never.
        asked.current = null;
        setState((previous) => ({ route: previous.route, error: String((error as Error).message ?? error) }));
      },
    );
  }, [fromLat, fromLng, toLat, toLng, preference]);

  useEffect(() => () => inFlight.current?.abort(), []);
  return state;
}
