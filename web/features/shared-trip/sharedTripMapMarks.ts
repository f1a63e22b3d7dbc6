import type { LatLng } from "../../shared/geo";
import type { MapPin } from "../map";
import type { SharedTrip } from "./sharedTripQueries";

/** What the public page's map shows: the pickup, and the captain's live position while they are on the way. */
export interface SharedTripMapMarks {
  readonly pickup: MapPin;
  readonly captain: (LatLng & { readonly name: string }) | null;
}

/** What the marks are called when the trip does not say: "Pickup", "The captain" in the reader's language. */
export interface UnnamedMarks {
  readonly pickup: string;
  readonly captain: string;
}

/**
 * The map's marks for a trip, or null when there is nothing to draw: the link was shared without the
 * location (the server then sends no coordinates) or the trip has ended (the page is no longer live).
 */
export function sharedTripMapMarks(
  trip: SharedTrip,
  ended: boolean,
  unnamed: UnnamedMarks,
): SharedTripMapMarks | null {
  if (ended || trip.pickupLatitude == null || trip.pickupLongitude == null) return null;
  const pickup: MapPin = {
    kind: "pickup",
    latitude: trip.pickupLatitude,
    longitude: trip.pickupLongitude,
    label: trip.pickupLocation ?? unnamed.pickup,
  };
  const tracking = trip.tracking;
  const captain = tracking
    ? {
        latitude: tracking.providerLatitude,
        longitude: tracking.providerLongitude,
        name: trip.captainName ?? unnamed.captain,
      }
    : null;
  return { pickup, captain };
}
