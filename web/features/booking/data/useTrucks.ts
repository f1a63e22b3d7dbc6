import { useQuery } from "urql";
import type { LatLng } from "../../../shared/geo";
import { type ResultOf, readFragment } from "../../../shared/graphql";
import { AvailableTrucksQuery, CompatibleTrucksQuery, TowingTruckFields } from "./bookingOperations";

export type TowingTruck = ResultOf<typeof TowingTruckFields>;
type VehicleTypeEnum = "SEDAN" | "SUV" | "LUXURY" | "HEAVY_SUV" | "TRUCK" | "MOTORCYCLE" | "HATCHBACK" | "COUPE";

/** Trucks that can carry the vehicle type, nearest first; paused until a type is chosen. */
export function useCompatibleTrucks(vehicleType: string | null, at: LatLng) {
  const [result, reexecute] = useQuery({
    query: CompatibleTrucksQuery,
    pause: vehicleType === null,
    requestPolicy: "network-only",
    variables: {
      vehicleType: (vehicleType ?? "SEDAN") as VehicleTypeEnum,
      latitude: at.latitude,
      longitude: at.longitude,
    },
  });
  return {
    trucks: result.data
      ? result.data.compatibleTowingEquipment.map((truck) => readFragment(TowingTruckFields, truck))
      : null,
    error: result.error ? result.error.message : null,
    retry: () => reexecute({ requestPolicy: "network-only" }),
  };
}

/** Available trucks around the customer for the map (spec §7: only once a position is known). */
export function useAvailableTrucks(at: LatLng | null) {
  const [result] = useQuery({
    query: AvailableTrucksQuery,
    pause: at === null,
    variables: { latitude: at?.latitude ?? 0, longitude: at?.longitude ?? 0 },
  });
  return result.data
    ? result.data.availableTowingEquipment.map((truck) => readFragment(TowingTruckFields, truck))
    : [];
}
