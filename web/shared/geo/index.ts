export {
  AUTH_FLOW_GEOLOCATION,
  BOOKING_MAP_GEOLOCATION,
  currentPosition,
  GEOLOCATION_UNSUPPORTED,
  GeolocationFailure,
  geolocationErrorMessage,
  type LatLng,
} from "./geolocation";
