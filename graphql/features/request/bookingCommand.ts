import type { RequestServiceInput } from "./requestInputs";

/**
 * The RequestService command's fields from the GraphQL input, with the server's defaults filled in.
 * `estimatedPrice` is the server's quote (command-api/pricing/quoteBooking.ts), never the input's.
 */
export function bookingCommand(requestId: string, input: RequestServiceInput, estimatedPrice: number) {
  const scheduledAt = input.scheduledAt ? input.scheduledAt.toISOString() : null;
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
