import type { ServiceType } from "../../../domain/rules/serviceTypes";
import type { LatLng } from "../../shared/geo";
import type { FleetBox, MapPin, MapService, ProviderMarker, TowingTruckMarker } from "../map";
import type { TrackedRequest } from "../tracking";
import type { RankedProvider } from "./data/useProviders";
import type { TowingTruck } from "./data/useTrucks";

export function providerMarker(entry: RankedProvider): ProviderMarker | null {
  const { provider } = entry;
  if (provider.latitude === null || provider.longitude === null) return null;
  return {
    id: provider.id,
    name: provider.name,
    latitude: provider.latitude,
    longitude: provider.longitude,
    rating: entry.rating,
    distanceKm: entry.distanceKm,
    responseTimeMin: entry.responseTimeMinutes,
    rank: entry.rank,
    services: provider.services.map((service) => service.toLowerCase().replace("_", "-")),
  };
}

export function truckMarker(truck: TowingTruck): TowingTruckMarker | null {
  if (truck.currentLatitude === null || truck.currentLongitude === null) return null;
  return {
    id: truck.id,
    truckName: truck.truckName,
    truckType: truck.truckType,
    providerName: truck.provider.name ?? "Captain",
    capacityKg: truck.capacity,
    compatibleVehicles: truck.compatibleVehicles.map((type) => type.toLowerCase().replace("_", "-")),
    rating: truck.provider.rating ?? 4.5,
    isAvailable: truck.isAvailable,
    latitude: truck.currentLatitude,
    longitude: truck.currentLongitude,
  };
}

export function mapService(service: ServiceType | null): MapService | null {
  if (service === null) return null;
  return service === "fuel-delivery" ? "fuel" : service;
}

const UNDER_WAY = new Set(["ACCEPTED", "IN_PROGRESS"]);

/** Pickup and destination markers of the followed request. */
export function requestPins(request: TrackedRequest | null): MapPin[] {
  if (!request) return [];
  const pins: MapPin[] = [
    {
      kind: "pickup",
      latitude: request.pickupLatitude,
      longitude: request.pickupLongitude,
      label: request.pickupLocation,
    },
  ];
  if (request.destination && request.destinationLatitude !== null && request.destinationLongitude !== null) {
    pins.push({
      kind: "destination",
      latitude: request.destinationLatitude,
      longitude: request.destinationLongitude,
      label: request.destination,
    });
  }
  return pins;
}

/** The recorded route, ending at the captain's latest position, while the job is under way. */
export function requestRoute(request: TrackedRequest | null): LatLng[] | null {
  if (!request || !UNDER_WAY.has(request.status)) return null;
  const points: LatLng[] = request.route.map((point) => ({
    latitude: point.latitude,
    longitude: point.longitude,
  }));
  if (request.tracking) {
    points.push({
      latitude: request.tracking.providerLatitude,
      longitude: request.tracking.providerLongitude,
    });
  }
  return points.length > 1 ? points : null;
}

/** The captain's live position as the server last computed it. */
export function captainPosition(request: TrackedRequest | null): (LatLng & { name: string }) | null {
  if (!request?.tracking || !UNDER_WAY.has(request.status)) return null;
  return {
    latitude: request.tracking.providerLatitude,
    longitude: request.tracking.providerLongitude,
    name: request.provider?.name ?? "Your captain",
  };
}

/** Degrees around the customer the live fleet is followed in (about 25 km each way). */
const FLEET_SPAN_DEG = 0.25;

export function fleetBoxAround(at: LatLng | null): FleetBox | null {
  if (!at) return null;
  return {
    south: at.latitude - FLEET_SPAN_DEG,
    north: at.latitude + FLEET_SPAN_DEG,
    west: at.longitude - FLEET_SPAN_DEG,
    east: at.longitude + FLEET_SPAN_DEG,
  };
}

/** The position rounded to ~100 m: queries keyed on it do not refetch on every GPS jitter. */
export function queryPointOf(at: LatLng | null): LatLng | null {
  if (!at) return null;
  return {
    latitude: Math.round(at.latitude * 1000) / 1000,
    longitude: Math.round(at.longitude * 1000) / 1000,
  };
}
