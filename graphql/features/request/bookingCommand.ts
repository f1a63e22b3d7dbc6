import type { BookingFields } from "../../../command-api/commands/bookWithPayment";
import type { RequestServiceInput } from "./requestInputs";

/**
 * The booking's fields from the GraphQL input, with the server's defaults filled in. The price is
 * the quote's (bookWithPayment), never the input's estimatedPrice.
 */
export function bookingFields(input: RequestServiceInput): BookingFields {
  const scheduledAt = input.scheduledAt ? input.scheduledAt.toISOString() : null;
  return {
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
    providerId: input.providerId ?? null,
    towingEquipmentId: input.towingEquipmentId ?? null,
    scheduledAt,
  };
}
