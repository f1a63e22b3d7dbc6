import type { LatLng } from "../../shared/geo";

/** A captain on the map (spec §2.5, §3 Provider); rank comes from the server's ranking. */
export interface ProviderMarker {
  readonly id: string;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly rating: number;
  readonly distanceKm: number;
  readonly responseTimeMin: number;
  /** 1 is best; ranks 1–3 are highlighted and badged. */
  readonly rank?: number;
  /** Services offered; absent means all (spec §5). */
  readonly services?: readonly string[];
}

/** A towing truck (spec §3 Towing equipment). */
export interface TowingTruckMarker {
  readonly id: string;
  readonly truckName: string;
  readonly truckType: string;
  readonly providerName: string;
  readonly capacityKg: number;
  readonly compatibleVehicles: readonly string[];
  readonly rating: number;
  readonly isAvailable: boolean;
  readonly latitude: number;
  readonly longitude: number;
}

export type FleetStatus = "available" | "busy" | "offline";

/**
 * One columnar batch of fleet positions, as the live feed sends it (DESIGN.md "Fleet fan-out"):
 * index i of every column describes vehicle ids[i]. A batch may carry only the vehicles that moved.
 */
export interface FleetBatch {
  readonly ids: readonly string[];
  readonly lngs: readonly number[];
  readonly lats: readonly number[];
  readonly headings?: readonly number[];
  readonly status?: readonly (FleetStatus | string)[];
}

/** A marked place: where help is needed (pickup) or where a towed vehicle goes (destination). */
export interface MapPin {
  readonly kind: "pickup" | "destination";
  readonly latitude: number;
  readonly longitude: number;
  /** What the popup and the screen reader say, e.g. the address. */
  readonly label: string;
}

/** The service the customer is booking; the map says fuel for fuel-delivery (spec §3). */
export type MapService = "towing" | "jump-start" | "tire-change" | "fuel";

export type { LatLng };
