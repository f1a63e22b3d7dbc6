/** A request as the history lists it (spec §3 Service request; the fields the cards read). */
export interface ServiceRequest {
  readonly id: string;
  readonly customerId: string;
  readonly providerId: string | null;
  readonly serviceType: string;
  readonly status: "pending" | "accepted" | "in-progress" | "completed" | "cancelled" | string;
  readonly priority: string;
  readonly pickupLocation: string;
  readonly destination: string | null;
  readonly vehicleMake: string | null;
  readonly vehicleModel: string | null;
  readonly vehicleYear: string | number | null;
  readonly vehicleColor: string | null;
  readonly licensePlate: string | null;
  readonly description: string | null;
  readonly estimatedPrice: string | number | null;
  readonly finalPrice: string | number | null;
  readonly createdAt: string;
  readonly providerRating: number | null;
  readonly customerRating: number | null;
  readonly providerReview: string | null;
  readonly customerReview: string | null;
}
