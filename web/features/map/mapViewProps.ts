import type { ReactNode } from "react";
import type { RouteLine } from "../routes";
import type { RoutePreference } from "./mapConstants";
import type { FleetBatch, LatLng, MapPin, MapService, ProviderMarker, TowingTruckMarker } from "./types";

/** The map widget's inputs: all data comes in as props (the data hooks live with the screens). */
export interface MapViewProps {
  /** The customer's position; the map recentres on it at zoom 15 the first time it is known. */
  readonly userLocation?: LatLng | null;
  /** Asked for when "centre on me" is pressed before a position is known. */
  readonly onRequestLocation?: () => void;
  readonly providers?: readonly ProviderMarker[];
  readonly towingTrucks?: readonly TowingTruckMarker[];
  /** The latest fleet batch; see FleetLayer. */
  readonly fleet?: FleetBatch | null;
  readonly route?: readonly LatLng[] | null;
  /** The active job's planned legs from the router, drawn under the markers (web/features/routes). */
  readonly plannedRoutes?: readonly RouteLine[];
  /** Pickup and destination markers of a request (labelled in their popups). */
  readonly pins?: readonly MapPin[];
  /**
   * The assigned captain's live position while a job is tracked; it glides between updates. Its popup
   * says "<name> (<role>)", the role "your captain" unless given (e.g. on a page shared with family).
   */
  readonly captain?: (LatLng & { readonly name: string; readonly role?: string }) | null;
  /** Fit the view to the pins, the captain and the user whenever this key changes (e.g. a request id). */
  readonly fitKey?: string | null;
  readonly selectedService?: MapService | null;
  readonly vehicleSelected?: boolean;
  /** Book Now / Select Provider on a provider's popup. */
  readonly onProviderAction?: (provider: ProviderMarker) => void;
  /** Book Now on a towing truck's popup. */
  readonly onTruckBook?: (truck: TowingTruckMarker) => void;
  readonly onRoutePreferenceChange?: (preference: RoutePreference) => void;
  readonly onTrafficChange?: (enabled: boolean) => void;
  /** Shows the GPS tracking button; the owner of the position starts and stops tracking. */
  readonly gpsTracking?: { readonly active: boolean; readonly onToggle: () => void };
  /** The live-route card (spec §2.5): ETA, whether the captain is tracked live, whether the ETA is an estimate. */
  readonly routeCard?: {
    readonly etaMinutes: number;
    readonly live: boolean;
    readonly approximate?: boolean;
  } | null;
  /** A button for the map's top-right corner, above the map controls (the home's Emergency button). */
  readonly cornerAction?: ReactNode;
  /** Where the map opens (default: central Dubai at zoom 13, spec §9); e.g. the whole UAE for the admin fleet map. */
  readonly initialView?: LatLng & { readonly zoom: number };
  /** An accessible name for the map region. */
  readonly label?: string;
}
