/** A RequestService command's fields for a plain booking nobody is offered yet (dispatch offers it later). */
export function benchBooking(requestId: string) {
  return {
    requestId,
    serviceType: "jump-start",
    priority: "high",
    paymentMethod: "card",
    pickup: { location: "Dubai Marina", latitude: 25.08, longitude: 55.14 },
    destination: null,
    vehicle: {
      vehicleId: null,
      make: "Kia",
      model: "Rio",
      year: 2019,
      color: null,
      licensePlate: null,
      vehicleType: null,
      fuelType: null,
    },
    description: "Battery flat in the car park",
    estimatedPrice: 165,
    providerId: null,
    towingEquipmentId: null,
    scheduledAt: null,
  } as const;
}
