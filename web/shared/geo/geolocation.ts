/** A position in decimal degrees, as the map and the requests carry it. */
export interface LatLng {
  readonly latitude: number;
  readonly longitude: number;
}

/** Spec §9: the landing and sign-up flow accept a position cached up to 5 minutes. */
export const AUTH_FLOW_GEOLOCATION: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};

/** Spec §9: the booking map always asks for a fresh position. */
export const BOOKING_MAP_GEOLOCATION: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 0,
};

export const GEOLOCATION_UNSUPPORTED = "Geolocation is not supported by this browser";

/** Spec §8 messages per GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function geolocationErrorMessage(code: number | undefined): string {
  switch (code) {
    case 1:
      return "Location access denied by user";
    case 2:
      return "Location information is unavailable";
    case 3:
      return "Location request timed out";
    default:
      return "Failed to get location";
  }
}

export class GeolocationFailure extends Error {
  override readonly name = "GeolocationFailure";
  constructor(
    message: string,
    /** 1 denied, 2 unavailable, 3 timeout; 0 when the browser has no geolocation at all. */
    readonly code: number,
  ) {
    super(message);
  }
}

/** The browser's position once, as a promise; rejects with a GeolocationFailure carrying the spec's text. */
export function currentPosition(options: PositionOptions): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) {
      reject(new GeolocationFailure(GEOLOCATION_UNSUPPORTED, 0));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new GeolocationFailure(geolocationErrorMessage(error.code), error.code)),
      options,
    );
  });
}
