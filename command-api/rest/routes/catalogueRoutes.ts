import { z } from "zod";
import { distanceKm } from "../../../domain/rules/distance";
import { DEFAULT_LOCATION } from "../../../domain/rules/emirates";
import { jobDurationMin, normalizeServiceType, startingPriceAed } from "../../../domain/rules/serviceTypes";
import { DomainError } from "../../../domain/shared/domainError";
import {
  onlineProviders,
  type ProviderListing,
} from "../../../projections/read-models/provider-directory/queries";
import {
  availableEquipment,
  compatibleEquipment,
  type TowingTruck,
} from "../../../projections/read-models/towing-equipment/queries";
import { uaeToday } from "../../uaeToday";
import { publicRoute, type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import {
  NearQuery,
  OnlineProvidersQuery,
  Pricing,
  PricingParams,
  PricingQuery,
  ProviderListing as ProviderListingSchema,
  TowingTruck as TowingTruckSchema,
  VehicleTypeParams,
} from "../schemas/catalogueSchemas";

const TAG = "Providers, trucks and prices";

/** Spec §3 Towing equipment sends the two lists as JSON text. */
function truckView(truck: TowingTruck) {
  return {
    id: truck.id,
    providerId: truck.providerId,
    truckName: truck.truckName,
    truckType: truck.truckType,
    capacity: truck.capacity,
    compatibleVehicles: JSON.stringify(truck.compatibleVehicles),
    features: JSON.stringify(truck.features),
    isAvailable: truck.isAvailable,
    currentLatitude: truck.currentLatitude,
    currentLongitude: truck.currentLongitude,
    distance: truck.distanceKm,
    provider: { name: truck.provider.name, rating: truck.provider.rating },
  };
}

export function catalogueRoutes(ctx: RestContext): RestRoute[] {
  /** The directory's last recorded position, overtaken by a fresher one from the live channel. */
  function providerView(listing: ProviderListing, near: { latitude: number; longitude: number } | null) {
    const live = ctx.livePositions.of(listing.id);
    const latitude = live?.latitude ?? listing.latitude;
    const longitude = live?.longitude ?? listing.longitude;
    const distance =
      near && latitude !== null && longitude !== null
        ? distanceKm(near, { latitude, longitude })
        : listing.distanceKm;
    return {
      id: listing.id,
      name: listing.name,
      phone: listing.phone,
      rating: listing.displayRating,
      totalRatings: listing.totalRatings,
      totalJobs: listing.totalJobs,
      services: listing.services,
      latitude,
      longitude,
      distance: distance === null ? null : Math.round(distance * 100) / 100,
      responseTime: listing.measuredResponseMinutes ?? listing.responseTimeMinutes,
      isOnline: listing.online,
    };
  }

  return [
    signedInRoute({
      method: "GET",
      path: "/api/providers/online",
      summary: "Online providers, optionally offering one service and near a point (?lat&lng&radiusKm)",
      tag: TAG,
      query: OnlineProvidersQuery,
      response: z.array(ProviderListingSchema),
      async handle({ query }) {
        let serviceType: string | undefined;
        if (query.serviceType !== undefined) {
          const known = normalizeServiceType(query.serviceType);
          if (!known)
            throw new DomainError(
              "bad_input",
              "input.oneOf",
              { field: "serviceType", values: "towing, jump-start, tire-change, fuel-delivery (or fuel)" },
              "serviceType",
            );
          serviceType = known;
        }
        const near =
          query.lat !== undefined && query.lng !== undefined
            ? { latitude: query.lat, longitude: query.lng }
            : null;
        const listings = await onlineProviders(ctx.sql, {
          today: uaeToday(ctx.commands.clock),
          ...(serviceType ? { serviceType } : {}),
          ...(near
            ? { near: { ...near, ...(query.radiusKm !== undefined ? { radiusKm: query.radiusKm } : {}) } }
            : {}),
        });
        return listings.map((listing) => providerView(listing, near));
      },
    }),

    publicRoute({
      method: "GET",
      path: "/api/pricing/{serviceType}",
      summary: "Starting price of a service in AED (spec §9); unknown services get the fallback",
      tag: TAG,
      params: PricingParams,
      query: PricingQuery,
      response: Pricing,
      async handle({ params, query }) {
        const known = normalizeServiceType(params.serviceType);
        return {
          serviceType: known ?? params.serviceType,
          known: known !== null,
          base: startingPriceAed(params.serviceType, query.context ?? "schedule"),
          currency: "AED" as const,
          duration: jobDurationMin(params.serviceType),
        };
      },
    }),

    signedInRoute({
      method: "GET",
      path: "/api/towing/equipment/compatible/{vehicleType}",
      summary:
        "Bookable trucks that can carry the vehicle type, nearest first (lat, lng default to central Dubai)",
      tag: TAG,
      params: VehicleTypeParams,
      query: NearQuery,
      response: z.array(TowingTruckSchema),
      async handle({ params, query }) {
        const near = {
          latitude: query.lat ?? DEFAULT_LOCATION.latitude,
          longitude: query.lng ?? DEFAULT_LOCATION.longitude,
        };
        return (
          await compatibleEquipment(ctx.sql, {
            vehicleType: params.vehicleType,
            near,
            today: uaeToday(ctx.commands.clock),
          })
        ).map(truckView);
      },
    }),

    signedInRoute({
      method: "GET",
      path: "/api/towing/equipment/available",
      summary: "Bookable trucks of online providers (nearest first with ?lat&lng)",
      tag: TAG,
      query: NearQuery,
      response: z.array(TowingTruckSchema),
      async handle({ query }) {
        const near =
          query.lat !== undefined && query.lng !== undefined
            ? { latitude: query.lat, longitude: query.lng }
            : undefined;
        return (
          await availableEquipment(ctx.sql, {
            today: uaeToday(ctx.commands.clock),
            ...(near ? { near } : {}),
          })
        ).map(truckView);
      },
    }),
  ];
}
