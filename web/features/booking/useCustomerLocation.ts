import { useCallback, useEffect, useRef, useState } from "react";
import {
  BOOKING_MAP_GEOLOCATION,
  currentPosition,
  GEOLOCATION_UNSUPPORTED,
  GeolocationFailure,
  geolocationErrorMessage,
  type LatLng,
} from "../../shared/geo";

/** Live GPS tracking stops by itself after 5 minutes (spec §4 Map tracking). */
export const GPS_TRACKING_LIMIT_MS = 300_000;

export type LocationStatus = "locating" | "ready" | "denied" | "failed";

export interface CustomerLocation {
  readonly status: LocationStatus;
  readonly location: LatLng | null;
  /** The spec §8 text for the last failure. */
  readonly message: string | null;
  readonly locate: () => void;
  readonly tracking: boolean;
  readonly toggleTracking: () => void;
}

/** The customer's position for the booking map: asked once on arrival, again on demand, or followed live. */
export function useCustomerLocation(): CustomerLocation {
  const [status, setStatus] = useState<LocationStatus>("locating");
  const [location, setLocation] = useState<LatLng | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [tracking, setTracking] = useState(false);
  const watchId = useRef<number | null>(null);

  const locate = useCallback(() => {
    setStatus((current) => (current === "ready" ? current : "locating"));
    currentPosition(BOOKING_MAP_GEOLOCATION)
      .then((position) => {
        setLocation(position);
        setStatus("ready");
        setMessage(null);
      })
      .catch((error: unknown) => {
        const failure = error instanceof GeolocationFailure ? error : null;
        setMessage(failure?.message ?? geolocationErrorMessage(undefined));
        setStatus(failure?.code === 1 || failure?.code === 0 ? "denied" : "failed");
      });
  }, []);

  useEffect(locate, [locate]);

  useEffect(() => {
    if (!tracking) return;
    if (!("geolocation" in navigator)) {
      setMessage(GEOLOCATION_UNSUPPORTED);
      setTracking(false);
      return;
    }
    watchId.current = navigator.geolocation.watchPosition(
      (position) => {
        setLocation({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        setStatus("ready");
      },
      (error) => {
        setMessage(geolocationErrorMessage(error.code));
        setTracking(false);
      },
      BOOKING_MAP_GEOLOCATION,
    );
    const stop = setTimeout(() => setTracking(false), GPS_TRACKING_LIMIT_MS);
    return () => {
      clearTimeout(stop);
      if (watchId.current !== null) navigator.geolocation.clearWatch(watchId.current);
      watchId.current = null;
    };
  }, [tracking]);

  const toggleTracking = useCallback(() => setTracking((on) => !on), []);
  return { status, location, message, locate, tracking, toggleTracking };
}
