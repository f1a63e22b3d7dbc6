import { useQuery } from "urql";
import type { ServiceType } from "../../../../domain/rules/serviceTypes";
import type { LatLng } from "../../../shared/geo";
import { type ResultOf, readFragment } from "../../../shared/graphql";
import { NearbyByServiceQuery, ProvidersNearQuery, RankedProviderFields } from "./bookingOperations";
import { serviceEnum } from "./serviceEnum";

export type RankedProvider = ResultOf<typeof RankedProviderFields>;
export type BookingMode = "now" | "schedule";

/** Spec §9: "now" compares up to 5 captains, a scheduled booking up to 4. */
export const COMPARISON_LIMIT: Readonly<Record<BookingMode, number>> = { now: 5, schedule: 4 };

/** Ranked captains for one service near the customer, priced for the booking mode by the server. */
export function useRankedProviders(service: ServiceType | null, at: LatLng | null, mode: BookingMode) {
  const [result, reexecute] = useQuery({
    query: ProvidersNearQuery,
    pause: service === null || at === null,
    requestPolicy: "network-only",
    variables: {
      serviceType: serviceEnum(service ?? "towing"),
      latitude: at?.latitude ?? 0,
      longitude: at?.longitude ?? 0,
      mode: mode === "now" ? "NOW" : "SCHEDULE",
      limit: COMPARISON_LIMIT[mode],
    },
  });
  return {
    providers: result.data ? result.data.providersNear.map((entry) => readFragment(RankedProviderFields, entry)) : null,
    fetching: result.fetching,
    error: result.error ? result.error.message : null,
    retry: () => reexecute({ requestPolicy: "network-only" }),
  };
}

export type NearbyByService = Readonly<Record<ServiceType, readonly RankedProvider[]>>;

/** Every service's ranked captains within 10 km: the quick suggestions and the map's markers. */
export function useNearbyProviders(at: LatLng | null) {
  const [result, reexecute] = useQuery({
    query: NearbyByServiceQuery,
    pause: at === null,
    variables: { latitude: at?.latitude ?? 0, longitude: at?.longitude ?? 0 },
  });
  const data = result.data;
  const read = (list: NonNullable<typeof data>["towing"]) =>
    list.map((entry) => readFragment(RankedProviderFields, entry));
  const byService: NearbyByService | null = data
    ? {
        towing: read(data.towing),
        "jump-start": read(data.jumpStart),
        "tire-change": read(data.tireChange),
        "fuel-delivery": read(data.fuelDelivery),
      }
    : null;
  return {
    byService,
    error: result.error ? result.error.message : null,
    retry: () => reexecute({ requestPolicy: "network-only" }),
  };
}
