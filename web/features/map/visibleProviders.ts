import type { MapService, ProviderMarker } from "./types";

/**
 * Spec §5 "Map towing filter": while towing is selected only captains who tow are shown, counting
 * those who declared no list of services (they offer everything). Other services show everyone.
 */
export function visibleProviders(
  providers: readonly ProviderMarker[],
  service: MapService | null | undefined,
): readonly ProviderMarker[] {
  if (service !== "towing") return providers;
  return providers.filter((provider) => !provider.services || provider.services.includes("towing"));
}

/** The marker's button (spec §2.5): Book Now, or Select Provider, since booking towing directly needs a chosen vehicle. */
export function providerAction(
  service: MapService | null | undefined,
  vehicleSelected: boolean,
): "book" | "select" {
  return service === "towing" && vehicleSelected ? "book" : "select";
}
