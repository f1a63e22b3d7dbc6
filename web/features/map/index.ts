export type { FleetCounts } from "./fleet/fleetTally";
export { useFleetCounts } from "./fleet/useFleetCounts";
export { type FleetBox, useFleetFeed } from "./fleet/useFleetFeed";
export { MapView } from "./MapView";
export {
  CENTER_ON_ME_ZOOM,
  DEFAULT_CENTER,
  INITIAL_ZOOM,
  type RoutePreference,
  USER_LOCATION_ZOOM,
} from "./mapConstants";
export type { MapViewProps } from "./mapViewProps";
export { pathLengthKm } from "./measure";
export { KNOWN_PLACES, type KnownPlace, matchPlace } from "./places";
export type { FleetBatch, FleetStatus, MapPin, MapService, ProviderMarker, TowingTruckMarker } from "./types";
