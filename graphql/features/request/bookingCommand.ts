import { scheduledPrice } from "../../../domain/rules/scheduleSurcharge";
import { startingPriceAed } from "../../../domain/rules/serviceTypes";
import type { RequestServiceInput } from "./requestInputs";

/** The RequestService command's fields from the GraphQL input, with the server's defaults filled in. */
export function bookingCommand(requestId: string, input: RequestServiceInput) {
  const scheduledAt = input.scheduledAt ? input.scheduledAt.toISOString() : null;
  const base = startingPriceAed(input.serviceType, "quick-booking");
  // A quote for a scheduled slot includes its weekend and off-hours surcharges (spec §9).
  const estimatedPrice =
    input.estimatedPrice ??
    (input.scheduledAt ? scheduledPrice({ baseAed: base, at: input.scheduledAt }).totalAed : base);
  return {
    requestId,
    serviceType: input.serviceType,
    priority: input.priority ?? (scheduledAt ? "normal" : "high"),
    paymentMethod: input.paymentMethod,
    pickup: input.pickup,
    destination: input.destination ?? null,
    vehicle: {
      vehicleId: input.vehicle.vehicleId ?? null,
      make: input.vehicle.make,
      model: input.vehicle.model,
      year: input.vehicle.year ?? null,
      color: input.vehicle.color ?? null,
      licensePlate: input.vehicle.licensePlate ?? null,
      vehicleType: input.vehicle.vehicleType ?? null,
      fuelType: input.vehicle.fuelType ?? null,
    },
    description: input.description ?? null,
    estimatedPrice,
    providerId: input.providerId ?? null,
    towingEquipmentId: input.towingEquipmentId ?? null,
    scheduledAt,
  } as const;
}
